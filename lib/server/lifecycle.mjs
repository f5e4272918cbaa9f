// The process's life in production: health and readiness answers, and a graceful stop on SIGTERM.
// server.mjs and the code Next bundles (instrumentation.ts, the outbox worker) each load their own
// copy of this module, so what they share (the readiness probe, the shutdown hooks, whether the
// process is draining) lives in one object on globalThis.

const KEY = Symbol.for('clearsignal.lifecycle');
/** @type {{ hooks: (() => Promise<unknown> | unknown)[], probe: (() => Promise<unknown>) | null, draining: boolean }} */
const state = (globalThis[KEY] ??= { hooks: [], probe: null, draining: false });

/** Runs `fn` when the process stops gracefully (after it stops accepting requests). */
export function onShutdown(fn) {
  state.hooks.push(fn);
}

/** The readiness check: resolves when the database answers (set by instrumentation.ts). */
export function setReadinessProbe(fn) {
  state.probe = fn;
}

/** Whether a graceful stop has begun. */
export function draining() {
  return state.draining;
}

/** Resolves to `value` after `ms`, or to what `promise` gives first. */
const within = (promise, ms, value) =>
  Promise.race([promise, new Promise((r) => setTimeout(r, ms, value).unref())]);

/** Ready: not draining, and the readiness probe answers within `timeoutMs`. */
export async function isReady(timeoutMs = 2000) {
  if (state.draining || !state.probe) return false;
  return within(
    Promise.resolve()
      .then(state.probe)
      .then(
        () => true,
        () => false,
      ),
    timeoutMs,
    false,
  );
}

/** The health paths: `/healthz` (the process answers) and `/readyz` (and its database does). */
export const HEALTH_PATHS = ['/healthz', '/readyz'];

/**
 * Answers a health path with a plain `ok` or `unavailable` (nothing about the process, its version
 * or its database), never cached. `headers(extra)` gives the site's full header set.
 * @returns {Promise<void>}
 */
export async function answerHealth(req, res, path, headers) {
  const write = (status, body, extra = {}) => {
    res.writeHead(status, headers({ 'Cache-Control': 'no-store', ...extra }));
    res.end(req.method === 'HEAD' ? undefined : `${body}\n`);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return write(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  const ok = path === '/healthz' ? true : await isReady();
  write(ok ? 200 : 503, ok ? 'ok' : 'unavailable');
}

/**
 * Stops `server` gracefully: it stops accepting connections (after those already queued),
 * answers the requests in flight (each with `Connection: close`; idle keep-alive connections are
 * closed), runs the
 * shutdown hooks (the outbox worker stops and gives back the rows it holds), then resolves. After
 * `graceMs` whatever is still open is cut and it resolves anyway: the stop is bounded.
 * @param {import('node:http').Server} server
 * @returns {Promise<{ clean: boolean }>}
 */
export async function shutdown(server, graceMs) {
  state.draining = true;
  // Responses still to be written close their connection; idle ones are closed now and as
  // requests finish (Node's close() only closes the connections idle at the time).
  const closeAfter = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  for (const res of inFlight.get(server) ?? []) closeAfter(res);
  server.prependListener('request', (_req, res) => closeAfter(res));
  const hooks = Promise.allSettled(state.hooks.map((fn) => Promise.resolve().then(fn))).then(
    (results) => {
      for (const r of results)
        if (r.status === 'rejected') console.error('[shutdown] hook failed:', r.reason?.message);
      return true;
    },
  );
  // Connections the kernel has already queued on the listening socket would be reset by closing
  // it now (a POST among them fails at the proxy, which never resends one). Node accepts one
  // connection per turn of the event loop: turn it until two turns accept none (at most 1,000;
  // by then the requests of those accepted have been read), then close.
  let accepted = 0;
  const count = () => accepted++;
  server.on('connection', count);
  for (let turns = 0, quiet = 0; quiet < 2 && turns < 1000; turns++) {
    const before = accepted;
    await new Promise((resolve) => setImmediate(resolve));
    quiet = accepted === before ? quiet + 1 : 0;
  }
  server.off('connection', count);
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const clean = await within(
    Promise.all([closed, hooks]).then(() => true),
    graceMs,
    false,
  );
  clearInterval(sweep);
  if (!clean) server.closeAllConnections();
  return { clean };
}

/** The responses each server has not finished: told to close their connection on a stop. */
const inFlight = new WeakMap();

/** On SIGTERM (systemd's stop) or SIGINT: a graceful stop, then exit (1 if the grace ran out). */
export function stopOnSignals(server, graceMs) {
  const open = new Set();
  inFlight.set(server, open);
  server.prependListener('request', (_req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  let stopping = false;
  // `on`, not `once`: a second signal during the drain (systemd signals every process of the
  // unit) must not fall back to Node's default, an immediate exit.
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(`[shutdown] ${signal}: draining (at most ${graceMs} ms)`);
      const started = Date.now();
      const { clean } = await shutdown(server, graceMs);
      console.log(
        `[shutdown] ${clean ? 'done' : 'grace period over, connections cut'} in ${Date.now() - started} ms`,
      );
      process.exit(clean ? 0 : 1);
    });
}
