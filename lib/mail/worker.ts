import 'server-only';
import { getDb } from '../db';
import { env } from '../server/env.mjs';
import { mailFrom } from '../config/site';
import { deliverDue } from './outbox';
import { instanceId } from './outbox-settings';
import { smtpSender, type Sender } from './sender';
import { releaseLeases } from './outbox-lease';
import { pruneExpired } from '../forms/prune';
import { queueDueReminders } from '../remind/store';

const INTERVAL_MS = env().OUTBOX_INTERVAL_MS;

type WorkerState = {
  sender?: Sender | null;
  timer?: NodeJS.Timeout;
  running?: boolean;
  /** Set by a graceful stop: no pass starts, the running one stops before its next mail. */
  stopping?: boolean;
  warned?: boolean;
};
const state = ((globalThis as unknown as { clearsignalOutbox?: WorkerState }).clearsignalOutbox ??=
  {});
(globalThis as unknown as { clearsignalOutbox: WorkerState }).clearsignalOutbox = state;

function sender(): Sender | null {
  if (state.sender !== undefined) return state.sender;
  const url = env().SMTP_URL;
  if (!url) {
    console.warn(
      '[outbox] Mail is disabled: SMTP_URL is not set. Messages and subscriptions are stored and their mails queued; they are sent once SMTP_URL is set.',
    );
    state.sender = null;
    return null;
  }
  const from = mailFrom();
  state.sender = smtpSender(url, from);
  return state.sender;
}

/** One pass over the outbox (never two at once in this process). */
export async function runOutboxOnce(): Promise<void> {
  const s = sender();
  if (!s || state.running || state.stopping) return;
  state.running = true;
  try {
    const db = await getDb();
    // Reminders due by now become outbox mails, each once across instances (lib/remind/store.ts).
    await queueDueReminders(db);
    // Lease length, newsletter rate and give-up period come from the environment (outbox.ts).
    await deliverDue(db, s, { instance: instanceId, stop: () => !!state.stopping });
  } catch (err) {
    console.error('[outbox] delivery pass failed:', (err as Error).message);
  } finally {
    state.running = false;
  }
}

/**
 * Asks for a delivery pass now (after a submission), without making the visitor wait; only where
 * this process is a sender (OUTBOX_WORKER): with `off`, the sender process delivers it.
 */
export function kickOutbox(): void {
  if (!env().OUTBOX_WORKER) return;
  setTimeout(() => void runOutboxOnce(), 0);
}

/** Started once per server process from instrumentation.ts. */
export function startOutboxWorker(): void {
  if (state.timer) return;
  sender();
  state.timer = setInterval(() => {
    void runOutboxOnce();
    void housekeeping();
  }, INTERVAL_MS);
  state.timer.unref();
}

/**
 * A graceful stop: no new pass, the running one ends after its current mail, and the rows this
 * process still holds go back to the outbox for the other senders. The caller bounds the wait.
 */
export async function stopOutboxWorker(): Promise<number> {
  state.stopping = true;
  clearInterval(state.timer);
  state.timer = undefined;
  while (state.running) await new Promise((r) => setTimeout(r, 20));
  const released = await releaseLeases(await getDb(), instanceId);
  if (released) console.log(`[outbox] gave back ${released} unsent mail(s) to the other senders`);
  return released;
}

let lastHousekeeping = 0;
async function housekeeping() {
  if (Date.now() - lastHousekeeping < 3600_000) return;
  lastHousekeeping = Date.now();
  try {
    const db = await getDb();
    await pruneExpired(db);
  } catch (err) {
    console.error('[housekeeping] failed:', (err as Error).message);
  }
}
