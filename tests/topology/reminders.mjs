// The topology test's reminders (issue 54): confirmed reminders fall due in each phase of the run
// (the steady load, while an instance is SIGKILLed, while each instance and then the outbox
// sender restart), and each must be mailed exactly once: 0 lost, 0 doubled, counted per reminder
// in the SMTP sink (each reminder has its own address). Due reminders become outbox mails in the
// sender (lib/remind/store.ts queueDueReminders, run by lib/mail/worker.ts; the web instances
// have OUTBOX_WORKER=off), in the transaction that deletes the reminder.
// The reminders are written straight into PostgreSQL as the e-mail form and its confirmation
// would leave them (status confirmed, no confirmation token left): what is under test here is
// their sending, not the form (e2e/remind.spec.ts and tests/integration/reminders.test.ts).
import crypto from 'node:crypto';
import pg from 'pg';
import { sleep } from './stack.mjs';

/** The address of a reminder: one per reminder, so the sink counts its mails alone. */
const addressOf = (phase, n) => `reminder-${phase.replace(/\W+/g, '-')}-${n}@example.com`;

/** Counts per reminder ({ address: mails }) as lost, doubled and once. */
export function reminderCounts(addresses, mailsPerAddress) {
  const count = (a) => mailsPerAddress.get(a) ?? 0;
  return {
    due: addresses.length,
    once: addresses.filter((a) => count(a) === 1).length,
    lost: addresses.filter((a) => count(a) === 0),
    doubled: addresses.filter((a) => count(a) > 1),
  };
}

export async function reminderSchedule(stack) {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  let open = true;
  const close = async () => {
    if (open) await db.end().catch(() => {});
    open = false;
  };
  /** Per phase, the addresses of the reminders due in it. */
  const byPhase = new Map();

  /**
   * `n` confirmed reminders falling due over the next `overMs` (the first at once), alternately
   * in English and Arabic.
   */
  const add = async (phase, n, overMs) => {
    const now = Date.now();
    const list = byPhase.get(phase) ?? [];
    byPhase.set(phase, list);
    for (let i = 0; i < n; i++) {
      const email = addressOf(phase, list.length + 1);
      list.push(email);
      const due = new Date(now + Math.round((i * overMs) / Math.max(1, n - 1)));
      await db.query(
        `insert into reminders (email, status, what, end_date, lead_days, due_at, plan, locale,
           created_at, confirmed_at, confirm_token_hash, confirm_expires_at, delete_token)
         values ($1, 'confirmed', 'contract', '2027-06-30', 30, $2, null, $3, $4, $4, null, null, $5)`,
        [
          email,
          due.toISOString(),
          i % 2 ? 'ar' : 'en',
          new Date(now).toISOString(),
          crypto.randomBytes(24).toString('base64url'),
        ],
      );
    }
  };

  /**
   * After the run: every reminder gone from the table and its mail sent (30 s at most), then the
   * sink's mails counted per reminder; mail sent only by `senderIds`.
   */
  const verify = async (senderIds) => {
    const problems = [];
    const addresses = [...byPhase.values()].flat();
    const left = async () =>
      Number(
        (
          await db.query(
            `select (select count(*) from reminders where email = any($1))
                  + (select count(*) from outbox where kind = 'reminder' and sent_at is null) as n`,
            [addresses],
          )
        ).rows[0].n,
      );
    const end = Date.now() + 30_000;
    while ((await left()) > 0 && Date.now() < end) await sleep(200);
    if (await left()) problems.push(`${await left()} reminders not queued or not sent in 30 s`);
    const inbox = await (await fetch(`http://127.0.0.1:${stack.sinkHttp}/messages`)).json();
    const mails = new Map();
    for (const m of inbox) for (const to of m.to) mails.set(to, (mails.get(to) ?? 0) + 1);
    const all = reminderCounts(addresses, mails);
    if (all.lost.length) problems.push(`reminders never mailed: ${all.lost.join(', ')}`);
    if (all.doubled.length)
      problems.push(
        `reminders mailed more than once: ${all.doubled.map((a) => `${a}×${mails.get(a)}`).join(', ')}`,
      );
    const senders = (
      await db.query(
        "select distinct claimed_by from outbox where kind = 'reminder' and sent_at is not null",
      )
    ).rows.map((r) => r.claimed_by);
    if (!senders.every((s) => senderIds.includes(s)))
      problems.push(`reminder mailed by a web instance: ${senders}`);
    await close();
    const phases = [...byPhase].map(([phase, list]) => {
      const c = reminderCounts(list, mails);
      return `${phase} ${c.due} due, ${c.once} once, ${c.lost.length} lost, ${c.doubled.length} doubled`;
    });
    console.log(
      `[topology] reminders: ${all.due} due, mailed exactly once ${all.once}, lost ${all.lost.length}, doubled ${all.doubled.length} (${phases.join('; ')})`,
    );
    return problems;
  };

  return { add, verify, close };
}
