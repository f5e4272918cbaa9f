/**
 * Range requests on static files. Next serves `/_next/static/*` and `public/*` with `send`, which
 * sees an unsatisfiable Range and sets `Content-Range: bytes *\/N`, but Next then answers 500.
 * server.mjs answers those requests itself with 416 (RFC 9110 §15.5.17); every satisfiable or
 * unparseable Range still goes to Next, which answers 206 or ignores the header (200).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * What `send` (the copy compiled into Next, with its range-parser) makes of a Range header for a
 * file of `size` bytes: `'ignore'` when it does not start `bytes=` (the whole file is sent, 200),
 * `'unsatisfiable'` when no range in it is usable (`bytes=999999-`, `bytes=5-1`, `bytes=-0`, a
 * suffix longer than the file, offsets beyond it, garbage after `bytes=`), else `'satisfiable'`.
 * It follows range-parser to the letter (parseInt, end clamped to the file), so that every header
 * it calls unsatisfiable is answered 416 here and none reaches Next's 500.
 */
export function rangeOutcome(header, size) {
  if (!/^ *bytes=/.test(header)) return 'ignore';
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const [a, b] = spec.split('-');
    let start = parseInt(a, 10);
    let end = parseInt(b, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end)) end = size - 1;
    if (end > size - 1) end = size - 1;
    if (!Number.isNaN(start) && !Number.isNaN(end) && start <= end && start >= 0)
      return 'satisfiable';
  }
  return 'unsatisfiable';
}

/**
 * The file Next would serve for `urlPath` without running any code: a build asset under
 * `/_next/static/` or a file in `public/`; null for anything else (pages, routes, a missing file).
 * Only plain paths (no dot segments, no escapes beyond what decodes to a plain name).
 */
export function staticFile(urlPath, { staticDir = '.next/static', publicDir = 'public' } = {}) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return null;
  const file = decoded.startsWith('/_next/static/')
    ? path.join(staticDir, ...segments.slice(2))
    : path.join(publicDir, ...segments);
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? { file, size: stat.size, mtimeMs: stat.mtimeMs } : null;
  } catch {
    return null;
  }
}
