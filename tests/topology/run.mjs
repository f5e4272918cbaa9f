#!/usr/bin/env node
// npm run test:topology: nginx (deploy/nginx) in front of two instances (deploy/systemd) on one
// PostgreSQL, the outbox sender beside them, and the e2e SMTP sink, under a steady mix of page
// GETs and HEADs (pages, and answers that are no page, as a browser asks for them) and
// contact-form posts from several visitors. One instance is killed with SIGKILL, then every
// process is restarted in turn with SIGTERM. Checked: every answer of the matrix ends through
// nginx (./answer-matrix.mjs); no GET fails; only a post in flight at the SIGKILL may go
// unacknowledged, and then it is not stored; every acknowledged post is stored once and its
// notification mailed once, by the sender alone; nginx's limits answer 429 with the site's
// headers; a client's own X-Forwarded-For is not believed; reminders due in every phase are
// mailed exactly once each (./reminders.mjs). Prints the counts.
// Needs a build (npm run build), nginx, openssl and PostgreSQL (.ci/run installs them).
import fs from 'node:fs';
import path from 'node:path';
import { ACCEPTS } from './answer-matrix.mjs';
import { negotiated, pageFormPost, taken, visitor } from './client.mjs';
import {
  checkAnswerMatrix,
  checkForwardedFor,
  checkLimits,
  checkRetries,
  checkStatic,
} from './checks.mjs';
import { reminderSchedule } from './reminders.mjs';
import { root, sleep, startStack } from './stack.mjs';
import { inFlightAt, verifyDelivery } from './verify.mjs';

const base = Number(process.env.TOPOLOGY_PORT_BASE ?? 8450);
const ports = {
  https: base,
  http: base + 1,
  pg: base + 2,
  smtp: base + 3,
  sinkHttp: base + 4,
  instances: [base + 5, base + 6],
};
if (!fs.existsSync(path.join(root, '.next/csp-manifest.json'))) {
  console.error('The topology test needs a production build: npm run build');
  process.exit(1);
}

const started = Date.now();
const problems = [];
const expect = (ok, what) => {
  if (!ok) problems.push(what);
};
const stack = await startStack(ports, {
  // Test settings: the contact limit high enough for this load's three visitors (the default
  // 5/600 would refuse them), the newsletter's low for the X-Forwarded-For check, a quick sender.
  RATE_LIMIT_CONTACT: '500/600',
  RATE_LIMIT_NEWSLETTER: '3/600',
  OUTBOX_INTERVAL_MS: '300',
});
console.log(
  `[topology] stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (${stack.dir})`,
);
const at = { port: ports.https, ca: stack.ca };
let reminders;

try {
  expect((await negotiated(at)) === 'h2', 'nginx does not negotiate HTTP/2');
  problems.push(...(await checkStatic(visitor('127.0.9.1', at))));
  problems.push(...(await checkAnswerMatrix(at, ports.instances)));

  // The steady load: page GETs from four visitors, contact posts from three (two at a time each).
  let phase = 'steady';
  let stopping = false;
  const stats = { gets: 0, getFailures: [], posts: 0, postFailures: [], acked: new Set() };
  /** Counts per phase; a request counts in the phase it started in. */
  const phases = {};
  const count = (during, key) => {
    const p = (phases[during] ??= { GETs: 0, 'failed GETs': 0, posts: 0, acknowledged: 0 });
    p[key]++;
  };
  /**
   * A GET or HEAD that must succeed, with `status` (nginx retries it on the other instance if
   * one fails); its answer must end (the client's 30 s timeout fails it).
   */
  const get = async (v, p, headers, method = 'GET', status = 200) => {
    const during = phase;
    const r = await v.request(method, p, { headers });
    stats.gets++;
    count(during, 'GETs');
    if (r.status !== status) {
      count(during, 'failed GETs');
      stats.getFailures.push(`${during}: ${method} ${p} ${r.status || r.error}`);
    }
    return r;
  };
  // As a browser asks (a crawler's Accept differs only in the image types): pages, HEADs of pages
  // rendered per request (uptime monitors, link checkers), and answers that are no page or a
  // redirect: a share image, the sitemap, the library's JSON, the comparison's and filter's redirects.
  const mix = [
    ...['/', '/plans', '/guides', '/ar', '/about', '/plans/compare', '/ar/contact'].map((p) => [p]),
    ...['/complain', '/ar/plans/catalogue', '/guides?q=roaming'].map((p) => [p, 'HEAD']),
    ...['/sitemap.xml', '/opengraph-image', '/ar/guides/panels.json'].map((p) => [p]),
    ['/guides/search-index.json', 'HEAD'],
    ['/plans/compare?enter=1&name=Shop&monthly=50&vat=included', 'GET', 307],
    ['/ar/plans/catalogue/filter?kind=mobile', 'GET', 308],
  ];
  const getLoop = async (v, offset) => {
    for (let i = offset; !stopping; i++) {
      const [p, method, status] = mix[i % mix.length];
      await get(v, p, ACCEPTS.browser, method, status);
      await sleep(60);
    }
  };
  let seq = 0;
  /** When the instance was killed (a post that failed having been sent before it may be excused). */
  let killedAt;
  const postLoop = async (v) => {
    while (!stopping) {
      const t = await get(v, '/api/form-token', { accept: 'application/json' });
      if (t.status !== 200) {
        await sleep(200);
        continue;
      }
      await sleep(2100); // a person takes at least 2 s to fill a form
      const id = `topo-${++seq}`;
      const during = phase;
      stats.posts++;
      count(during, 'posts');
      const sentAt = Date.now();
      // The contact form posted to its Server Action as a browser without JavaScript does.
      const r = await pageFormPost(
        v,
        '/contact',
        {
          name: 'Topology Visitor',
          email: 'visitor@example.com',
          phone: '',
          subject: 'general',
          message: `Topology message ${id}: which home internet plan suits a small flat?`,
          consent: 'on',
          started: JSON.parse(t.body).token,
          website: '',
          locale: 'en',
        },
        { origin: stack.siteUrl },
      );
      if (taken(r)) {
        stats.acked.add(id);
        count(during, 'acknowledged');
      } else {
        const inFlightAtKill = inFlightAt(killedAt, sentAt, Date.now());
        stats.postFailures.push({
          id,
          inFlightAtKill,
          what: `${during}: POST ${id} ${r.status || r.error}`,
        });
      }
    }
  };
  const getters = [1, 2, 3, 4].map((n) => visitor(`127.0.1.${n}`, at));
  const posters = [1, 2, 3].map((n) => visitor(`127.0.2.${n}`, at));
  const loops = [
    ...getters.map((v, i) => getLoop(v, i)),
    ...posters.flatMap((v) => [postLoop(v), postLoop(v)]),
  ];
  const exits = [];
  // Reminders falling due in each phase (sent by the outbox sender: ./reminders.mjs).
  reminders = await reminderSchedule(stack);
  await reminders.add('steady', 4, 4000);
  await sleep(6000);

  // SIGKILL one instance (systemd's Restart=on-failure brings it back: here, by hand).
  phase = 'kill -9';
  const [portA, portB] = ports.instances;
  // Posts sent before this moment and answered after it were in flight at the kill.
  killedAt = Date.now();
  stack.instances[0].kill('SIGKILL');
  await reminders.add('kill -9', 6, 6000);
  await sleep(3000);
  stack.instances[0] = await stack.startInstance(portA);
  await sleep(4000); // nginx's fail_timeout (2 s, counted in whole seconds: up to 3): back in rotation

  // Rolling restart: each instance, then the sender, stopped with SIGTERM and started again.
  phase = 'rolling restart';
  for (const [i, port] of [portA, portB].entries()) {
    const old = stack.instances[i];
    await reminders.add(`restart ${port}`, 4, 3000);
    old.kill('SIGTERM');
    exits.push({ what: `instance ${port}`, ...(await old.exited) });
    stack.instances[i] = await stack.startInstance(port);
    await sleep(4000); // as deploy/rolling-restart.sh waits
  }
  // Due while the sender itself restarts: the new one queues and sends them.
  await reminders.add('sender restart', 4, 1500);
  stack.sender.kill('SIGTERM');
  exits.push({ what: 'outbox sender', ...(await stack.sender.exited) });
  stack.sender = await stack.startSender();
  phase = 'after';
  await sleep(2000);
  stopping = true;
  await Promise.all(loops);
  for (const v of [...getters, ...posters]) v.close();
  for (const e of exits)
    expect(e.code === 0, `${e.what} did not exit 0 after SIGTERM (${e.code ?? e.signal})`);

  problems.push(...(await checkLimits(at)));
  problems.push(...(await checkForwardedFor(at, stack.siteUrl)));
  problems.push(
    ...(await checkRetries(stack, {
      https: base + 7,
      http: base + 8,
      instances: [base + 9, ports.instances[1]],
    })),
  );
  // Who may have sent mail: the sender processes, each named in its log (host:pid:random).
  const senders = [...stack.log('outbox').matchAll(/outbox: sending every \d+ ms as (\S+)/g)];
  // Only a post in flight to the instance at the moment it is SIGKILLed may fail (502, not
  // acknowledged, and then not stored): a SIGTERM restart fails none, and a post sent after the
  // kill has the other instance to answer it (verify.mjs, postProblems).
  const delivery = await verifyDelivery(
    stack,
    { acked: stats.acked, failures: stats.postFailures },
    senders.map((m) => m[1]),
  );
  problems.push(...delivery.problems);
  problems.push(...(await reminders.verify(senders.map((m) => m[1]))));

  expect(stats.getFailures.length === 0, `failed GETs:\n    ${stats.getFailures.join('\n    ')}`);
  console.log(
    `[topology] requests: ${stats.gets} GETs (${stats.getFailures.length} failed), ${stats.posts} posts: ` +
      `${stats.acked.size} acknowledged, ${stats.postFailures.length} not (${stats.postFailures.map((f) => f.what).join('; ') || 'none'}); ` +
      `stored ${delivery.stored} (acknowledged ${delivery.ackedStored}, each once: ${delivery.storedOnce}), ` +
      `mailed ${delivery.mailed} (each once: ${delivery.mailedOnce}, all by the sender: ${delivery.bySender})`,
  );
  for (const [name, p] of Object.entries(phases))
    console.log(
      `[topology]   ${name.padEnd(16)} ${Object.entries(p)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}`,
    );
  console.log(
    `[topology] through SIGKILL of one instance and a rolling SIGTERM restart of both and the sender; ` +
      `exits ${exits.map((e) => `${e.what}: ${e.code}`).join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
} catch (err) {
  problems.push(`error: ${err.stack ?? err}`);
} finally {
  await reminders?.close();
  if (problems.length) {
    for (const name of ['nginx-error', 'outbox', `instance-${ports.instances[0]}`])
      try {
        console.error(
          `--- ${name}.log (tail)\n${stack.log(name).split('\n').slice(-15).join('\n')}`,
        );
      } catch {
        // not written
      }
  }
  await stack.stop();
}
if (problems.length) {
  console.error(`[topology] FAILED:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('[topology] OK');
