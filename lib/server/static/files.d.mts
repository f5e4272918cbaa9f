import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function answerStatic(
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  helpers: {
    answer: (status: number, extra?: OutgoingHttpHeaders) => void;
    headers: (extra?: OutgoingHttpHeaders) => OutgoingHttpHeaders;
  },
): 'answered' | 'next' | null;
