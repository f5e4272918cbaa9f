/** Whether `res` is starting (or held with) a whole, uncompressed 200 HTML page. */
export const isHtmlPage = (res) =>
  res.statusCode === 200 &&
  /^text\/html/.test(String(res.getHeader('content-type') ?? '')) &&
  !res.getHeader('content-encoding');

/**
 * Holds what a handler (Next) writes to `res`, its head and its body, until it ends, so that the
 * body can be sent in another form (compressed, or a copy the build made). Next sends its headers
 * before its body: they are kept on `res` and go out with whatever is finally sent. On the end,
 * `res` gets its own methods back and `finish(body, send)` is called with the whole body;
 * `send(bytes)` ends the response with those bytes (none for a HEAD or an empty answer). If the
 * headers did go out (a handler that wrote to the socket some other way), the body is sent as it was.
 */
export function holdAnswer(res, finish) {
  const chunks = [];
  const { writeHead, flushHeaders, write, end } = res;
  res.writeHead = function (status, message, headers) {
    res.statusCode = status;
    const fields = typeof message === 'string' ? headers : message;
    if (typeof message === 'string') res.statusMessage = message;
    const pairs = Array.isArray(fields)
      ? fields.flatMap((v, i) => (i % 2 ? [] : [[v, fields[i + 1]]]))
      : Object.entries(fields ?? {});
    for (const [k, v] of pairs) res.setHeader(k, v);
    return this;
  };
  res.flushHeaders = () => {};
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
  };
  res.write = function (chunk, encoding, cb) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const done = [encoding, cb].find((f) => typeof f === 'function');
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const done = [chunk, encoding, cb].find((f) => typeof f === 'function');
    Object.assign(res, { writeHead, flushHeaders, write, end });
    const body = Buffer.concat(chunks);
    const send = (bytes) => end.call(res, bytes?.length ? bytes : undefined, done);
    if (res.headersSent) return send(body);
    return finish(body, send);
  };
}
