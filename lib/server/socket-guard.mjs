/**
 * What one connection may hold, beyond Node's own timeouts (server.mjs sets those). Node resets a
 * socket's idle timer whenever the server writes, even into a queue that the client never reads,
 * so a client that sends `GET /` pipelined 200 times and stops reading held its socket about
 * 120 s with 3.8 MB queued. Here:
 * - a connection that makes no progress in either direction (no byte read from the client, none
 *   taken by the kernel towards it) for `idleMs` is closed;
 * - a connection with more than `maxPipelined` requests unanswered, or more than `maxQueuedBytes`
 *   of answers waiting in the process, is closed at once (browsers send one request at a time on
 *   a connection; a client that pipelines may, RFC 9112 §9.3.2, have to retry the rest).
 */

/** Bytes the kernel took from the process towards the client (libuv's queue is not yet taken). */
function flushed(socket) {
  const dispatched = socket._bytesDispatched;
  if (typeof dispatched !== 'number') return socket.bytesWritten - socket.writableLength;
  return dispatched - (socket._handle?.writeQueueSize ?? 0);
}

/**
 * Bytes of answers waiting in the process: the socket's (which counts what libuv still holds)
 * and those of responses queued behind the one being sent.
 */
function queued(state) {
  let bytes = state.socket.writableLength;
  for (const res of state.open) bytes += res.outputSize ?? 0;
  return bytes;
}

/**
 * Watches every connection of `server`. Returns the set of watched connections' states (for
 * tests) and a `stop()` that ends the watch.
 */
export function guardSockets(server, { idleMs, checkEveryMs, maxPipelined, maxQueuedBytes }) {
  const states = new Set();
  server.on('connection', (socket) => {
    const state = { socket, open: new Set(), read: 0, flushed: 0, since: Date.now() };
    socket.socketGuard = state;
    states.add(state);
    socket.once('close', () => states.delete(state));
  });
  server.on('request', (req, res) => {
    const state = req.socket.socketGuard;
    if (!state) return;
    state.open.add(res);
    res.once('close', () => state.open.delete(res));
    if (state.open.size > maxPipelined || queued(state) > maxQueuedBytes) req.socket.destroy();
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const state of states) {
      const { socket } = state;
      const read = socket.bytesRead;
      const out = flushed(socket);
      if (read !== state.read || out !== state.flushed) {
        Object.assign(state, { read, flushed: out, since: now });
      } else if (now - state.since >= idleMs) socket.destroy();
      else if (queued(state) > maxQueuedBytes) socket.destroy();
    }
  }, checkEveryMs);
  timer.unref();
  return { states, stop: () => clearInterval(timer) };
}

/**
 * What a slow or abandoned connection may hold (Node's defaults: 60 s for the headers, 300 s for
 * the whole request), from the checked environment (lib/server/env.mjs). A cap on connections per address
 * is the job of the proxy in front.
 */
export function connectionLimits(env) {
  const limits = {
    /** The request line and headers must arrive within this (HEADERS_TIMEOUT_MS), else 408. */
    headersMs: env.HEADERS_TIMEOUT_MS,
    /** The whole request, body included (a form body is at most a few dozen KB). */
    requestMs: 30_000,
    /** An idle keep-alive connection is closed after this. */
    keepAliveMs: 5_000,
    /** A connection that makes no progress either way is closed after this (IDLE_TIMEOUT_MS). */
    idleMs: env.IDLE_TIMEOUT_MS,
    /** Unanswered pipelined requests, and bytes of answers queued, one connection may have. */
    maxPipelined: 8,
    maxQueuedBytes: 2 * 1024 * 1024,
  };
  // How often they are checked (Node's default for the header timeout: every 30 s).
  const checkEveryMs = Math.max(
    50,
    Math.min(5_000, Math.floor(Math.min(limits.headersMs, limits.idleMs) / 4)),
  );
  return { ...limits, checkEveryMs };
}

/** Sets Node's timeouts on `server` and watches its connections (`connectionLimits`). */
export function applyConnectionLimits(server, limits) {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  server.timeout = limits.idleMs;
  return guardSockets(server, limits);
}
