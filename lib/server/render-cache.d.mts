/** How long a rendered comparison is kept: the cookie policy promises at most five minutes. */
export const RENDER_CACHE_TTL_MS: number;
import type { IncomingMessage, ServerResponse } from 'node:http';

export function createRenderCache(options: {
  /** Each cached path and the query names its cached links may hold. */
  routes: Record<string, readonly string[]>;
  policyOf: (html: string) => string;
  transform?: (html: string) => string;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}): {
  keyOf: (req: IncomingMessage, path: string, search: string) => string | null;
  serve: (req: IncomingMessage, res: ServerResponse, key: string) => boolean;
  capture: (req: IncomingMessage, res: ServerResponse, key: string) => void;
  size: () => number;
  bytes: () => number;
  /** Resolves once no copy is being compressed again at brotli's best. */
  settled: () => Promise<void>;
};
