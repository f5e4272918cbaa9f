import type { IncomingMessage, ServerResponse } from 'node:http';
export function answerPaintingFirst(req: IncomingMessage, res: ServerResponse): void;
