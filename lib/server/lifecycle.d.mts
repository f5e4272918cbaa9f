import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

export function onShutdown(fn: () => Promise<unknown> | unknown): void;
export function setReadinessProbe(fn: () => Promise<unknown>): void;
export function draining(): boolean;
export function isReady(timeoutMs?: number): Promise<boolean>;
export const HEALTH_PATHS: string[];
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers: (extra: Record<string, string>) => OutgoingHttpHeaders,
): Promise<void>;
export function shutdown(server: Server, graceMs: number): Promise<{ clean: boolean }>;
export function stopOnSignals(server: Server, graceMs: number): void;
