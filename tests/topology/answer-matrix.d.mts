import type { IncomingHttpHeaders } from 'node:http';

export type Client = 'browser' | 'crawler' | 'any' | 'none';
export const ACCEPTS: Record<Client, Record<string, string>>;
export const METHODS: string[];
export type MatrixPath = { path: string; status: number };
export type MatrixCase = MatrixPath & { method: string; client: Client | string };
export type Answer = {
  status?: number;
  headers: IncomingHttpHeaders;
  bytes: number;
  ms: number;
  error?: string;
};
export type Send = (
  method: string,
  path: string,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<Answer>;
export function matrixPaths(root: string): MatrixPath[];
export function matrixCases(paths: MatrixPath[]): MatrixCase[];
export function sender(opts: {
  port: number;
  ca?: string | Buffer;
  addresses?: (string | undefined)[];
  host?: string;
}): { send: Send; close: () => void };
export function runMatrix(opts: {
  cases: MatrixCase[];
  send: Send;
  headerSet: string[];
  concurrency?: number;
  timeoutMs?: number;
}): Promise<{ problems: string[]; checked: number; slowest: { ms: number; what?: string } }>;
