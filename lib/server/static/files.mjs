/**
 * What server.mjs answers itself for static files (`/_next/static/*`, `public/*`) before Next
 * sees them: a failed precondition with 412 (./conditional.mjs), a browser that accepts
 * br with the brotli copy the build wrote (./precompressed.mjs), and a Range the file cannot
 * satisfy with 416 (./range.mjs); everything else goes on to Next, without the
 * preconditions evaluated here (a font file with a long immutable Cache-Control).
 */
import fs from 'node:fs';
import { brotliAsset } from './precompressed.mjs';
import { settlePreconditions } from './conditional.mjs';
import { rangeOutcome, staticFile } from './range.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers a GET or HEAD of a static file when this server must. Returns 'answered' when it did,
 * 'next' for a static file it leaves to Next, and null for any other request.
 * `answer(status, extra)` sends this server's plain answer with the full header set, and
 * `headers(extra)` is that header set, for the brotli copy.
 */
export function answerStatic(req, res, rawPath, { answer, headers }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const asset = brotliAsset('.next/static', rawPath, req.headers['accept-encoding']);
  const file = asset ?? staticFile(rawPath);
  if (!file) return null;
  if (settlePreconditions(req, file) === 412) {
    answer(412);
    return 'answered';
  }
  if (asset) {
    res.writeHead(
      200,
      headers({
        'Content-Type': asset.type,
        'Content-Encoding': 'br',
        'Content-Length': asset.size,
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept-Encoding',
      }),
    );
    if (req.method === 'HEAD') res.end();
    else
      fs.createReadStream(asset.file)
        .on('error', () => res.destroy())
        .pipe(res);
    return 'answered';
  }
  // A Range the file cannot satisfy: 416 here, since Next would answer it with a 500.
  if (req.headers.range && rangeOutcome(req.headers.range, file.size) === 'unsatisfiable') {
    answer(416, { 'Content-Range': `bytes */${file.size}` });
    return 'answered';
  }
  // Fonts are named by their bytes (lib/i18n/font-name.mjs): kept for good, but only once found, since
  // a 404 kept for good would outlive the deploy that brings the file. Next keeps this header.
  if (rawPath.startsWith('/fonts/')) res.setHeader('Cache-Control', IMMUTABLE);
  return 'next';
}
