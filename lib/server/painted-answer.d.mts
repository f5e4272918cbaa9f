import type { IncomingMessage, ServerResponse } from 'node:http';
export function encodeFor(
  accept: string | undefined,
  body: Buffer,
): [Buffer, 'br' | 'gzip' | undefined];
export function answerPaintingFirst(
  req: IncomingMessage,
  res: ServerResponse,
  transform?: (html: string) => string,
): void;
