#!/usr/bin/env node
// Contact submissions per second on SQLite, p99 latency, and durability:
//   node bench/forms.mjs [--connections 10] [--seconds 10]
// Needs a production build (npm run build). Starts server.mjs on a free port with a fresh SQLite
// file, drives the contact form's Server Action with autocannon as a browser without JavaScript
// posts it (the page's hidden $ACTION fields and the form's, multipart; every request a distinct
// message), then checks
// acknowledged submissions = stored rows = outbox rows. Second run: the server is killed with
// SIGKILL halfway; after it, every acknowledged submission must be in the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { actionFields, multipart } from '../tests/support/action-form.mjs';
import { numberArg, startServer } from './lib.mjs';

const connections = numberArg('connections', 10);
const seconds = numberArg('seconds', 10);
const endpoint = '/contact';

/** A post of the form on `page` (its action's hidden fields), with a message of its own. */
async function body(hidden, id) {
  return multipart([
    ...hidden,
    ['name', 'Bench Visitor'],
    ['email', 'bench@example.com'],
    ['phone', ''],
    ['subject', 'general'],
    [
      'message',
      `Benchmark message ${id}: I would like advice on home internet for a two-bedroom flat.`,
    ],
    ['consent', 'on'],
    ['locale', 'en'],
  ]);
}

async function run({ kill }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-forms-'));
  const file = path.join(dir, 'bench.db');
  const server = await startServer({
    DATABASE_URL: `file:${file}`,
    RATE_LIMIT_CONTACT: '100000000/600',
    OUTBOX_WORKER: 'off',
  });
  const acked = new Set();
  let seq = 0;
  const hidden = actionFields(await (await fetch(`${server.url}${endpoint}`)).text());
  // autocannon's setupRequest is synchronous: the bodies are made ahead, one per request.
  const bodies = [];
  for (let i = 0; i < 200_000 && bodies.length < connections * seconds * 400; i++)
    bodies.push(await body(hidden, `${process.pid}-${i + 1}`));
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: endpoint,
        setupRequest(req, context) {
          const made = bodies[seq++ % bodies.length];
          context.id = `${process.pid}-${((seq - 1) % bodies.length) + 1}`;
          return {
            ...req,
            headers: {
              'content-type': made.type,
              accept: 'text/html',
              origin: server.url,
              'sec-fetch-site': 'same-origin',
            },
            body: made.body,
          };
        },
        onResponse(status, _body, context) {
          // Taken: the 303 to the thank-you page.
          if (status === 303) acked.add(context.id);
        },
      },
    ],
  });
  let killedAt = null;
  if (kill) {
    setTimeout(
      () => {
        killedAt = acked.size;
        server.child.kill('SIGKILL');
      },
      (seconds * 1000) / 2,
    );
  }
  const result = await new Promise((resolve) => instance.on('done', resolve));
  if (!kill) await server.stop();
  else
    await new Promise((r) =>
      server.child.exitCode !== null || server.child.signalCode
        ? r()
        : server.child.once('exit', r),
    );

  const db = new Database(file, { readonly: true });
  const stored = new Set(
    db
      .prepare('select message from contact_messages')
      .all()
      .map((r) => r.message.match(/Benchmark message (\S+):/)[1]),
  );
  const outbox = db
    .prepare("select count(*) n from outbox where kind = 'contact_notification'")
    .get().n;
  db.close();
  const lost = [...acked].filter((id) => !stored.has(id));
  fs.rmSync(dir, { recursive: true, force: true });
  return { result, acked: acked.size, stored: stored.size, outbox, lost: lost.length, killedAt };
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
console.log(
  `Contact form on SQLite: its Server Action on ${endpoint}, ${connections} connections, ${seconds} s (autocannon, loopback, this machine: ${os.cpus().length} cores)`,
);

const steady = await run({ kill: false });
console.log(
  `steady: ${fmt(steady.acked / seconds)} acknowledged submissions/s; latency p50 ${fmt(steady.result.latency.p50)} ms, p99 ${fmt(steady.result.latency.p99)} ms; ` +
    `non-2xx ${steady.result.non2xx} (a taken post is a 303: ${steady.acked} of them), errors ${steady.result.errors}`,
);
// Requests still in flight when autocannon stops are stored but never acknowledged to it: at most one per connection.
const steadyOk =
  steady.lost === 0 &&
  steady.stored === steady.outbox &&
  steady.stored - steady.acked <= connections;
console.log(
  `        acknowledged ${steady.acked}, all stored (lost ${steady.lost}); stored rows ${steady.stored} = outbox rows ${steady.outbox}; ` +
    `${steady.stored - steady.acked} stored while their answer was in flight at the stop (≤ ${connections} connections): ${steadyOk ? 'OK' : 'MISMATCH'}`,
);

const crash = await run({ kill: true });
console.log(
  `SIGKILL halfway: acknowledged ${crash.acked} (≈${crash.killedAt} at the kill), stored ${crash.stored}, outbox ${crash.outbox}, acknowledged but lost ${crash.lost}: ${crash.lost === 0 && crash.stored === crash.outbox ? 'OK' : 'LOSS'}`,
);
if (!steadyOk || crash.lost !== 0 || crash.stored !== crash.outbox) process.exitCode = 1;
