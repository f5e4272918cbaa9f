// After the run: every acknowledged post stored once and no post stored that was not acknowledged
// (a visitor told it failed would send it again), every stored message's notification mailed
// once (the SMTP sink's inbox), and only by the outbox sender (the web instances have
// OUTBOX_WORKER=off).
import pg from 'pg';
import { sleep } from './stack.mjs';

const TOPIC = /Topology message (topo-\d+):/;

/** Whether a post that failed was in flight at the SIGKILL: sent before it, answered after it. */
export const inFlightAt = (killedAt, sentAt, answeredAt) =>
  killedAt !== undefined && sentAt <= killedAt && answeredAt >= killedAt;

/**
 * What is wrong with the posts: `acked`, the topics acknowledged; `failures`, the posts that were
 * not ({ id, inFlightAtKill, what }); `byTopic`, the rows stored per topic. Only a post in flight
 * at the SIGKILL may go unacknowledged, and then it must not have been stored; every
 * acknowledged post is stored exactly once.
 */
export function postProblems({ acked, failures, byTopic }) {
  const problems = [];
  const unexcused = failures.filter((f) => !f.inFlightAtKill).map((f) => f.what);
  if (unexcused.length)
    problems.push(`posts failed not in flight at the SIGKILL: ${unexcused.join('; ')}`);
  const twice = [...byTopic].filter(([, ids]) => ids.length !== 1);
  if (twice.length) problems.push(`stored more than once: ${twice.map(([t]) => t)}`);
  const lost = [...acked].filter((t) => !byTopic.has(t));
  if (lost.length) problems.push(`acknowledged but not stored: ${lost}`);
  const unacknowledged = [...byTopic.keys()].filter((t) => !acked.has(t));
  if (unacknowledged.length) problems.push(`stored but not acknowledged: ${unacknowledged}`);
  return { problems, storedOnce: twice.length === 0 };
}

/** `posts`: { acked, failures } as postProblems takes them; `senderIds`: who may send mail. */
export async function verifyDelivery(stack, { acked, failures }, senderIds) {
  const problems = [];
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const unsent = async () =>
      Number(
        (
          await db.query(
            "select count(*) as n from outbox where kind = 'contact_notification' and sent_at is null",
          )
        ).rows[0].n,
      );
    const end = Date.now() + 30_000;
    while ((await unsent()) > 0 && Date.now() < end) await sleep(200);
    if (await unsent()) problems.push(`${await unsent()} notifications never sent`);

    const rows = (await db.query('select id, message from contact_messages')).rows;
    const byTopic = new Map();
    for (const r of rows) {
      const topic = r.message.match(TOPIC)?.[1];
      if (topic) byTopic.set(topic, [...(byTopic.get(topic) ?? []), r.id]);
    }
    const posts = postProblems({ acked, failures, byTopic });
    problems.push(...posts.problems);

    const inbox = await (
      await fetch(`http://127.0.0.1:${stack.sinkHttp}/messages?to=ops@example.com`)
    ).json();
    const mailsFor = new Map();
    for (const m of inbox) {
      const text = m.raw.replace(/=\r?\n/g, '');
      for (const [, id] of text.matchAll(/inbox -- show (\d+)\b/g)) {
        mailsFor.set(Number(id), (mailsFor.get(Number(id)) ?? 0) + 1);
        break; // the text and HTML parts name it twice: count the mail once
      }
    }
    const storedIds = [...byTopic.values()].flat();
    const wrongMail = storedIds.filter((id) => mailsFor.get(Number(id)) !== 1);
    if (wrongMail.length)
      problems.push(
        `notifications not mailed exactly once: ${wrongMail.map((id) => `#${id}×${mailsFor.get(Number(id)) ?? 0}`)}`,
      );
    const senders = (
      await db.query(
        "select distinct claimed_by from outbox where kind = 'contact_notification' and sent_at is not null",
      )
    ).rows.map((r) => r.claimed_by);
    const bySender = senderIds.length > 0 && senders.every((s) => senderIds.includes(s));
    if (!bySender) problems.push(`mail sent by a web instance: ${senders}`);
    return {
      problems,
      stored: storedIds.length,
      ackedStored: [...acked].filter((t) => byTopic.has(t)).length,
      storedOnce: posts.storedOnce,
      mailed: storedIds.filter((id) => mailsFor.has(Number(id))).length,
      mailedOnce: wrongMail.length === 0,
      bySender,
    };
  } finally {
    await db.end();
  }
}
