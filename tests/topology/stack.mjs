// The production topology of deploy/, started on this machine from the very files an operator
// installs: PostgreSQL set up by deploy/postgres-setup.sql, the migrations and the outbox sender
// as their systemd units run them, web instances with their unit's environment, and nginx with
// deploy/nginx/ (only addresses, ports and paths rewritten), in front, over TLS.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCert } from '../../bench/lib.mjs';
import { DEFAULT_SITE_URL } from '../../lib/server/env.mjs';
import { BUILD_ENV_FILE } from '../../lib/server/run-env.mjs';
import { startNginx } from './nginx.mjs';
import { startCluster } from '../support/pg-cluster.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const deploy = (...p) => path.join(root, 'deploy', ...p);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The SITE_URL the build in .next/ was made with (recorded by lib/server/run-env.mjs). */
function builtSiteUrl() {
  const file = path.join(root, BUILD_ENV_FILE);
  return fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8')).SITE_URL
    : DEFAULT_SITE_URL;
}

/** Environment= and ExecStart= of a unit in deploy/systemd, with %i filled in. */
export function unitCommand(file, instance = '') {
  const text = fs.readFileSync(deploy('systemd', file), 'utf8').replaceAll('%i', instance);
  const env = {};
  let exec;
  for (const line of text.split('\n')) {
    const e = line.match(/^Environment=(.*)$/);
    if (e)
      for (const pair of e[1].trim().split(/\s+/)) {
        const [k, ...v] = pair.split('=');
        env[k] = v.join('=');
      }
    const x = line.match(/^ExecStart=(.*)$/);
    if (x) exec = x[1].trim().split(/\s+/);
  }
  if (!exec) throw new Error(`${file} has no ExecStart`);
  if (exec[0] === '/usr/bin/node') exec[0] = process.execPath;
  return { env, exec };
}

/** A user's or group's number (`id -u nobody`). */
const idOf = (flag, user) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());

/** The environment file template (deploy/clearsignal.env.example) as an object. */
function envTemplate() {
  const env = {};
  for (const line of fs.readFileSync(deploy('clearsignal.env.example'), 'utf8').split('\n')) {
    const m = line.match(/^([A-Z_]+)=(.*)$/);
    if (m) env[m[1]] = m[2];
  }
  return env;
}

/** Whether something accepts TCP connections on the port. */
export const listening = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

export async function until(what, fn, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await fn().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Starts everything; `ports`: { https, http, pg, smtp, sinkHttp, instances: [a, b] }.
 * Returns handles to restart and kill processes, and `stop()` to end it all.
 */
export async function startStack(ports, overrides) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-topology-'));
  fs.chmodSync(dir, 0o755);
  const children = new Set();
  const logOf = (name) => fs.openSync(path.join(dir, `${name}.log`), 'a');
  const launch = (name, cmd, args, env, user = {}) => {
    const out = logOf(name);
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', out, out], ...user });
    fs.closeSync(out);
    children.add(child);
    child.exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
    child.exited.then(() => children.delete(child));
    return child;
  };
  let cluster;
  // SIGTERM first: nginx's master then stops its workers (SIGKILL would leave them listening).
  const stop = async () => {
    const all = [...children];
    for (const c of all) c.kill('SIGTERM');
    await Promise.race([Promise.all(all.map((c) => c.exited)), sleep(5000)]);
    for (const c of children) c.kill('SIGKILL');
    await Promise.all(all.map((c) => c.exited));
    cluster?.stop();
    if (!process.env.TOPOLOGY_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // PostgreSQL, its role and database made by the operator's script.
    cluster = startCluster({
      help: 'The topology test needs PostgreSQL (apt-get install -y postgresql; .ci/run does).',
      tcpPort: ports.pg,
    });
    const password = crypto.randomBytes(12).toString('hex');
    cluster.run(
      'psql',
      [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-v',
        `password=${password}`,
        '-h',
        cluster.dir,
        '-p',
        String(ports.pg),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-f',
        '-',
      ],
      { input: fs.readFileSync(deploy('postgres-setup.sql'), 'utf8'), cleanup: false },
    );
    const databaseUrl = `postgres://clearsignal:${password}@127.0.0.1:${ports.pg}/clearsignal`;

    const sink = launch('smtp-sink', process.execPath, ['e2e/smtp-sink.mjs'], {
      ...process.env,
      SMTP_SINK_PORT: String(ports.smtp),
      SMTP_SINK_HTTP_PORT: String(ports.sinkHttp),
    });
    await until(
      'the SMTP sink',
      async () => (await fetch(`http://127.0.0.1:${ports.sinkHttp}/health`)).ok,
    );

    // The instances run with the build's SITE_URL (server.mjs refuses any other: lib/server/run-env.mjs),
    // as a real deployment builds with its public https address; forms are posted from that origin.
    const siteUrl = builtSiteUrl();
    const baseEnv = {
      ...process.env,
      ...envTemplate(),
      SITE_URL: siteUrl,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}?ignoreTLS=true`,
      FORM_SECRET: crypto.randomBytes(24).toString('hex'),
      CONTACT_TO: 'ops@example.com',
      NEXT_TELEMETRY_DISABLED: '1',
      ...overrides,
    };
    // As systemd's DynamicUser would: when we are root, an unprivileged user who cannot write
    // to the release (the units' ProtectSystem=strict; Next must need no write to .next).
    const unprivileged =
      process.getuid?.() === 0 ? { uid: idOf('-u', 'nobody'), gid: idOf('-g', 'nobody') } : {};
    const runUnit = (name, unit, instance) => {
      const { env, exec } = unitCommand(unit, instance);
      return launch(name, exec[0], exec.slice(1), { ...baseEnv, ...env }, unprivileged);
    };
    const migrate = runUnit('migrate', 'clearsignal-migrate.service');
    const migrated = await migrate.exited;
    if (migrated.code !== 0)
      throw new Error(
        `migrations failed: ${fs.readFileSync(path.join(dir, 'migrate.log'), 'utf8')}`,
      );

    const ready = (port) =>
      until(
        `the instance on port ${port}`,
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
        90_000,
      );
    const startInstance = async (port) => {
      const child = runUnit(`instance-${port}`, 'clearsignal@.service', String(port));
      await Promise.race([
        ready(port),
        child.exited.then(({ code }) => {
          throw new Error(
            `instance ${port} exited (${code}): ${fs.readFileSync(path.join(dir, `instance-${port}.log`), 'utf8')}`,
          );
        }),
      ]);
      return child;
    };
    const senderLog = () => fs.readFileSync(path.join(dir, 'outbox.log'), 'utf8');
    const startSender = async () => {
      const child = runUnit('outbox', 'clearsignal-outbox.service');
      await until(
        'the outbox sender',
        async () => /outbox: sending every/.test(senderLog()),
        60_000,
      );
      return child;
    };
    const instances = await Promise.all(ports.instances.map(startInstance));
    const sender = await startSender();

    // nginx: a self-signed certificate in place of the real one, the site file as shipped.
    const tls = selfSignedCert(dir);
    const nginxOn = (name, at) => startNginx({ dir, name, ports: at, tls, launch });
    const nginx = await nginxOn('nginx', ports);

    return {
      dir,
      siteUrl,
      sinkHttp: ports.sinkHttp,
      databaseUrl,
      ca: fs.readFileSync(tls.cert),
      nginxOn,
      instances,
      sender,
      sink,
      nginx,
      ready,
      startInstance,
      startSender,
      log: (name) => fs.readFileSync(path.join(dir, `${name}.log`), 'utf8'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
