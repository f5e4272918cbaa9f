/**
 * The outbox sender as a process of its own (deploy/systemd/clearsignal-outbox.service), for web
 * instances run with OUTBOX_WORKER=off: npm run outbox. On SIGTERM it finishes the mail it is
 * sending, gives the rows it holds back to the outbox, and exits within SHUTDOWN_GRACE_MS.
 */
import { env } from '../lib/server/env.mjs';
import { instanceId } from '../lib/mail/outbox-settings';
import { runOutboxOnce, startOutboxWorker, stopOutboxWorker } from '../lib/mail/worker';

const { SHUTDOWN_GRACE_MS: graceMs, OUTBOX_INTERVAL_MS } = env();
startOutboxWorker();
void runOutboxOnce();
// The worker's timer does not keep a process alive (it lives beside the site): this does.
const alive = setInterval(() => {}, 1 << 30);
console.log(`outbox: sending every ${OUTBOX_INTERVAL_MS} ms as ${instanceId}`);

let stopping = false;
// `on`, not `once`: a repeated signal during the stop must not kill the process at once.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`outbox: ${signal}, stopping (at most ${graceMs} ms)`);
    const stopped = await Promise.race([
      stopOutboxWorker().then(() => true),
      new Promise<false>((r) => setTimeout(r, graceMs, false).unref()),
    ]);
    clearInterval(alive);
    process.exit(stopped ? 0 : 1);
  });
