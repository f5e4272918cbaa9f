/**
 * Conditional requests on static files (RFC 9110 §13.2.2). Next serves `/_next/static/*` and
 * `public/*` with `send`, which answers a failed If-Match or If-Unmodified-Since with a 412 that
 * Next turns into a 500 (its body labelled with the file's Content-Type). server.mjs evaluates
 * these preconditions here against the validators `send` would send (a weak ETag of size and
 * mtime, Last-Modified from the mtime), answers a failed one with 412 itself, and hands Next the
 * request without them. A Range whose If-Range does not match is dropped: the whole file, 200.
 */

/** The ETag `send` gives a file (the `etag` package on its stats): always weak. */
export const sendEtag = ({ size, mtimeMs }) =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

const tags = (header) =>
  header
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Strong comparison (§8.8.3.2): both tags strong and the same. */
const strongMatch = (a, b) => !a.startsWith('W/') && !b.startsWith('W/') && a === b;

/** A date header as epoch ms, or null when it is not an HTTP date. */
const httpDate = (v) => {
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
};

/**
 * What to do with a GET or HEAD of a static file with stats `{ size, mtimeMs }`:
 * `{ status: 412 }` when a precondition fails; else `{ status: 0, ignoreRange }`, where
 * `ignoreRange` says a Range must be ignored because its If-Range does not match.
 */
export function evaluatePreconditions(method, headers, stat) {
  const etag = sendEtag(stat);
  const lastModified = Math.floor(stat.mtimeMs / 1000) * 1000; // HTTP dates hold whole seconds
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    if (ifMatch.trim() !== '*' && !tags(ifMatch).some((t) => strongMatch(t, etag)))
      return { status: 412 };
  } else if (headers['if-unmodified-since'] !== undefined) {
    const since = httpDate(headers['if-unmodified-since']);
    if (since !== null && lastModified > since) return { status: 412 };
  }
  let ignoreRange = false;
  const ifRange = headers['if-range'];
  if (method === 'GET' && headers.range && ifRange !== undefined) {
    const v = ifRange.trim();
    // An entity tag matches only strongly (send's are weak, so never); a date only exactly.
    ignoreRange = /^(W\/)?"/.test(v) ? !strongMatch(v, etag) : httpDate(v) !== lastModified;
  }
  return { status: 0, ignoreRange };
}

/**
 * Applies the outcome to a request before Next sees it: the preconditions evaluated here are
 * removed (send would evaluate them again and Next answer its 412 with a 500), and a Range an
 * If-Range rules out with them. Returns 412 when the request must be answered so, else 0.
 */
export function settlePreconditions(req, stat) {
  const { status, ignoreRange } = evaluatePreconditions(req.method, req.headers, stat);
  if (status) return status;
  for (const h of ['if-match', 'if-unmodified-since', 'if-range']) delete req.headers[h];
  if (ignoreRange) delete req.headers.range;
  return 0;
}
