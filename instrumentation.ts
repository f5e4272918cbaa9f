/** Runs once when a server process starts: the outbox sender lives beside the site. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Checks the whole environment at start-up: a bad variable stops the server, named.
  const { env } = await import('./lib/env.mjs');
  if (env().OUTBOX_WORKER) {
    const { startOutboxWorker } = await import('./lib/forms/worker');
    startOutboxWorker();
  }
}
