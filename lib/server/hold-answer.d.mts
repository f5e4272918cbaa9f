import type { ServerResponse } from 'node:http';

export function isHtmlPage(res: ServerResponse): boolean;
export function holdAnswer(
  res: ServerResponse,
  finish: (body: Buffer, send: (bytes?: Buffer) => unknown) => unknown,
  shouldHold?: (res: ServerResponse) => boolean,
): void;
