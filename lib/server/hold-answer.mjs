/** Whether `res` is starting (or held with) a whole, uncompressed 200 HTML page. */
export const isHtmlPage = (res) =>
  res.statusCode === 200 &&
  /^text\/html/.test(String(res.getHeader('content-type') ?? '')) &&
  !res.getHeader('content-encoding');

/**
 * Holds what a handler (Next) writes to `res`, its head and its body, until it ends, so that the
 * body can be sent in another form (compressed, or a copy the build made). Next sends its headers
 * before its body: they are kept on `res` and go out with whatever is finally sent. On the end,
 * `finish(body, send)` is called with the whole body; `send(bytes)` ends the response with those
 * bytes (none for a HEAD or an empty answer). If the headers did go out (a handler that wrote to
 * the socket some other way), the body is sent as it was.
 *
 * `shouldHold(res)` is asked once, when the answer's head starts (its status and headers are on
 * `res` then): an answer it declines goes out as the handler writes it, from the start.
 *
 * Call it before the handler wraps `res` itself, and it stays the innermost layer: Next's
 * compression middleware wraps `writeHead` (to learn when the head goes out, and only then hands
 * its queued 'drain' listeners to the response), `write`, `end` and `on` on top of these, and
 * calls them. So these never put methods back on `res` (that would throw away the wrappers made
 * after them, and Next's writer would wait for a 'drain' that never comes): they keep a state and
 * pass through once the answer is not held, or has been sent.
 */
export function holdAnswer(res, finish, shouldHold = () => true) {
  const chunks = [];
  const { writeHead, flushHeaders, write, end } = res;
  /** 'open' until the head starts, then 'hold' (kept here) or 'pass' (as the handler writes it). */
  let state = 'open';
  const decide = () => {
    if (state === 'open') state = shouldHold(res) ? 'hold' : 'pass';
    return state;
  };
  /** What Node does before a body when no head was written: writeHead, through every wrapper. */
  const implicitHead = (self) => {
    if (state === 'open') self.writeHead(self.statusCode);
    return decide();
  };

  res.writeHead = function (status, message, headers) {
    if (state === 'pass') return writeHead.apply(this, arguments);
    res.statusCode = status;
    const fields = typeof message === 'string' ? headers : message;
    if (typeof message === 'string') res.statusMessage = message;
    if (Array.isArray(fields)) {
      const flat = Array.isArray(fields[0]) ? fields.flat() : fields;
      for (let i = 0; i < flat.length; i += 2) res.appendHeader(flat[i], flat[i + 1]);
    } else for (const [k, v] of Object.entries(fields ?? {})) res.setHeader(k, v);
    if (decide() === 'pass') return writeHead.call(this, status);
    return this;
  };
  res.flushHeaders = function () {
    if (decide() === 'pass') return flushHeaders.call(this);
  };
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
  };
  res.write = function (chunk, encoding, cb) {
    if (implicitHead(this) === 'pass') return write.apply(this, arguments);
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const done = [encoding, cb].find((f) => typeof f === 'function');
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    if (implicitHead(this) === 'pass') return end.apply(this, arguments);
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    const done = [chunk, encoding, cb].find((f) => typeof f === 'function');
    state = 'pass'; // from here on, what is written goes out: the held answer first
    const body = Buffer.concat(chunks);
    const send = (bytes) => end.call(res, bytes?.length ? bytes : undefined, done);
    if (res.headersSent) return send(body);
    return finish(body, send);
  };
}
