import type { IncomingMessage, ServerResponse } from 'node:http';

export type PrerenderedPage = { html: Buffer; br: Buffer };
export function pagesWithBrotli(routes: string[], appDir?: string): Map<string, PrerenderedPage>;
export function answerAsBrotli(
  req: IncomingMessage,
  res: ServerResponse,
  page: PrerenderedPage | undefined,
): boolean;
