export const STATIC_PREFIX: string;
export const PRECOMPRESSED_TYPES: Record<string, string>;
export function acceptsBrotli(header: string | undefined): boolean;
export function acceptsGzip(header: string | undefined): boolean;
export function brotliPage(body: Buffer): Buffer;
export function brotliBest(size: number): import('node:zlib').BrotliOptions;
export function withAcceptEncoding(vary: string): string;
export function brotliAsset(
  staticDir: string,
  urlPath: string,
  acceptEncoding: string | undefined,
): { file: string; type: string; size: number; mtimeMs: number } | null;
