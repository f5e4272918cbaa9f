import type { Env } from './env.mjs';

export const BUILD_ENV_FILE: string;
export function loadEnvFiles(dir?: string): void;
export function recordBuildEnv(file?: string): void;
export function siteUrlProblem(opts?: {
  file?: string;
  writesLinks?: boolean;
  source?: Record<string, string | undefined>;
}): string | null;
export function previewNotice(opts?: {
  file?: string;
  source?: Record<string, string | undefined>;
}): string | null;
export function checkedRunEnv(opts?: { writesLinks?: boolean; server?: boolean }): Env;
export function serverRunEnv(): Env;
