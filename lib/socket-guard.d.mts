import type { Server } from 'node:http';

export function guardSockets(
  server: Server,
  limits: { idleMs: number; checkEveryMs: number; maxPipelined: number; maxQueuedBytes: number },
): { states: Set<unknown>; stop: () => void };
