import type { Server } from 'node:http';

export function guardSockets(
  server: Server,
  limits: { idleMs: number; checkEveryMs: number; maxPipelined: number; maxQueuedBytes: number },
): { states: Set<unknown>; stop: () => void };

export type ConnectionLimits = {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  idleMs: number;
  maxPipelined: number;
  maxQueuedBytes: number;
  checkEveryMs: number;
};
export function connectionLimits(env: {
  HEADERS_TIMEOUT_MS: number;
  IDLE_TIMEOUT_MS: number;
}): ConnectionLimits;
export function applyConnectionLimits(
  server: Server,
  limits: ConnectionLimits,
): { states: Set<unknown>; stop: () => void };
