/** Runs once when a server process starts: the outbox sender lives beside the site. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.OUTBOX_WORKER !== 'off') {
    const { startOutboxWorker } = await import('./lib/forms/worker');
    startOutboxWorker();
  }
}
