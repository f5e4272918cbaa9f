export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function shiftSourceMap(json: string): string;
export function startupChunks(nextDir: string): Set<string>;
export function addCompileHints(nextDir: string): {
  marked: number;
  startup: number;
  chunks: number;
};
