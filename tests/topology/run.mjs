#!/usr/bin/env node
// npm run test:topology: nginx (deploy/nginx) in front of two instances (deploy/systemd) on one
// PostgreSQL, the outbox sender beside them, and the e2e SMTP sink, under a steady mix of page
// GETs and contact-form posts from several visitors. One instance is killed with SIGKILL, then
// every process is restarted in turn with SIGTERM. Checked: no GET fails; every acknowledged post
// is stored once and its notification mailed once, by the sender alone; nginx's limits answer
// 429 with the site's headers; a client's own X-Forwarded-For is not believed. Prints the counts.
// Needs a build (npm run build), nginx, openssl and PostgreSQL (.ci/run installs them).
import fs from 'node:fs';
import path from 'node:path';
import { form, negotiated, visitor } from './client.mjs';
import { checkForwardedFor, checkLimits, checkRetries, checkStatic } from './checks.mjs';
import { root, sleep, startStack } from './stack.mjs';
import { verifyDelivery } from './verify.mjs';

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

try {
  expect((await negotiated(at)) === 'h2', 'nginx does not negotiate HTTP/2');
  problems.push(...(await checkStatic(visitor('127.0.9.1', at))));

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
  /** A GET that must succeed (nginx retries it on the other instance if one fails). */
  const get = async (v, p, accept) => {
    const during = phase;
    const r = await v.request('GET', p, { headers: { accept } });
    stats.gets++;
    count(during, 'GETs');
    if (r.status !== 200) {
      count(during, 'failed GETs');
      stats.getFailures.push(`${during}: GET ${p} ${r.status || r.error}`);
    }
    return r;
  };
  const pages = ['/', '/plans', '/guides', '/ar', '/about', '/plans/compare', '/ar/contact'];
  const getLoop = async (v, offset) => {
    for (let i = offset; !stopping; i++) {
      await get(v, pages[i % pages.length], 'text/html');
      await sleep(60);
    }
  };
  let seq = 0;
  const postLoop = async (v) => {
    while (!stopping) {
      const t = await get(v, '/api/form-token', 'application/json');
      if (t.status !== 200) {
        await sleep(200);
        continue;
      }
      await sleep(2100); // a person takes at least 2 s to fill a form
      const id = `topo-${++seq}`;
      const during = phase;
      stats.posts++;
      count(during, 'posts');
      const r = await v.request('POST', '/api/contact', {
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          origin: stack.siteUrl,
        },
        body: form({
          name: 'Topology Visitor',
          email: 'visitor@example.com',
          phone: '',
          subject: 'general',
          message: `Topology message ${id}: which home internet plan suits a small flat?`,
          consent: 'on',
          started: JSON.parse(t.body).token,
          website: '',
        }),
      });
      if (r.status === 200) {
        stats.acked.add(id);
        count(during, 'acknowledged');
      } else stats.postFailures.push(`${during}: POST ${id} ${r.status || r.error}`);
    }
  };
  const getters = [1, 2, 3, 4].map((n) => visitor(`127.0.1.${n}`, at));
  const posters = [1, 2, 3].map((n) => visitor(`127.0.2.${n}`, at));
  const loops = [
    ...getters.map((v, i) => getLoop(v, i)),
    ...posters.flatMap((v) => [postLoop(v), postLoop(v)]),
  ];
  const exits = [];
  await sleep(6000);

  // SIGKILL one instance (systemd's Restart=on-failure brings it back: here, by hand).
  phase = 'kill -9';
  const [portA, portB] = ports.instances;
  stack.instances[0].kill('SIGKILL');
  await sleep(3000);
  stack.instances[0] = await stack.startInstance(portA);
  await sleep(4000); // nginx's fail_timeout (2 s, counted in whole seconds: up to 3): back in rotation

  // Rolling restart: each instance, then the sender, stopped with SIGTERM and started again.
  phase = 'rolling restart';
  for (const [i, port] of [portA, portB].entries()) {
    const old = stack.instances[i];
    old.kill('SIGTERM');
    exits.push({ what: `instance ${port}`, ...(await old.exited) });
    stack.instances[i] = await stack.startInstance(port);
    await sleep(4000); // as deploy/rolling-restart.sh waits
  }
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
  const delivery = await verifyDelivery(
    stack,
    stats.acked,
    senders.map((m) => m[1]),
  );
  problems.push(...delivery.problems);

  expect(stats.getFailures.length === 0, `failed GETs:\n    ${stats.getFailures.join('\n    ')}`);
  // Only a post in flight to the instance at the moment it is SIGKILLed may fail (502, not
  // acknowledged, not stored): a SIGTERM restart fails none.
  const unexcused = stats.postFailures.filter((f) => !f.startsWith('kill -9:'));
  expect(unexcused.length === 0, `posts failed outside the SIGKILL: ${unexcused.join('; ')}`);
  console.log(
    `[topology] requests: ${stats.gets} GETs (${stats.getFailures.length} failed), ${stats.posts} posts: ` +
      `${stats.acked.size} acknowledged, ${stats.postFailures.length} not (${stats.postFailures.join('; ') || 'none'}); ` +
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
