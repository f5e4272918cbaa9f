/**
 * Brotli copies of the build's static assets. `npm run build` writes `<file>.br` beside every
 * script and stylesheet in .next/static (scripts/precompress.mjs, at the highest quality, once);
 * server.mjs answers a browser that accepts br with that copy. Next itself compresses each
 * response with gzip, per request: brotli files are 14% smaller and cost the server nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const STATIC_PREFIX = '/_next/static/';
export const PRECOMPRESSED_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Whether an Accept-Encoding header accepts br: listed with no q-value, or with one above 0. */
export function acceptsBrotli(header) {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether an Accept-Encoding header accepts gzip (as acceptsBrotli does br). */
export const acceptsGzip = (header) =>
  (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding.trim() === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });

/**
 * Brotli's best for `size` bytes: what the build gives its copies (scripts/precompress.mjs) and the
 * render cache a copy it keeps (lib/server/render-cache.mjs).
 */
export const brotliBest = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** A page compressed per request: brotli at a quality that costs a few milliseconds. */
export const brotliPage = (body) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** A Vary header that names Accept-Encoding too. */
export const withAcceptEncoding = (vary) =>
  /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', ');

/**
 * The brotli copy to answer `urlPath` with, or null (then Next answers as usual): only plain
 * asset paths under /_next/static/ (no dot segments, no escapes), only types we precompress,
 * only when the browser accepts br and the copy exists.
 */
export function brotliAsset(staticDir, urlPath, acceptEncoding) {
  if (!urlPath.startsWith(STATIC_PREFIX) || !/^[\w\-./]+$/.test(urlPath)) return null;
  const rel = urlPath.slice(STATIC_PREFIX.length);
  if (rel.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return null;
  const type = PRECOMPRESSED_TYPES[path.extname(rel)];
  if (!type || !acceptsBrotli(acceptEncoding)) return null;
  const file = path.join(staticDir, `${rel}.br`);
  try {
    const stat = fs.statSync(file);
    return { file, type, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}
