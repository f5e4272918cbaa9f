import type { IncomingMessage } from 'node:http';

type Stat = { size: number; mtimeMs: number };
export function sendEtag(stat: Stat): string;
export function evaluatePreconditions(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  stat: Stat,
): { status: 412 } | { status: 0; ignoreRange: boolean };
export function settlePreconditions(req: IncomingMessage, stat: Stat): 0 | 412;
