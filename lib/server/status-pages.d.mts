import type { IncomingMessage, ServerResponse } from 'node:http';

export function statusPages(opts: {
  policyOf: (route: string) => string;
  appDir?: string;
}): (req: IncomingMessage, res: ServerResponse, path: string) => void;
