/** Runs once when a server process starts: the outbox sender lives beside the site. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Checks the whole environment at start-up: a bad variable stops the server, named.
  const { env } = await import('./lib/server/env.mjs');
  const { onShutdown, setReadinessProbe } = await import('./lib/server/lifecycle.mjs');
  // /readyz (server.mjs): ready when the database answers a query.
  setReadinessProbe(async () => {
    const [{ getDb }, { sql }] = await Promise.all([import('./lib/db'), import('kysely')]);
    await sql`select 1`.execute(await getDb());
  });
  if (env().OUTBOX_WORKER) {
    const { startOutboxWorker, stopOutboxWorker } = await import('./lib/mail/worker');
    startOutboxWorker();
    // SIGTERM: the rows this instance holds go back to the others (lib/server/lifecycle.mjs).
    onShutdown(stopOutboxWorker);
  }
}
