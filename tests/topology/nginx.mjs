// nginx for the topology test: deploy/nginx/clearsignal.conf as shipped, with only its
// addresses, ports and paths rewritten, under a main configuration that keeps everything
// (pid, logs, temp files) in the test's directory. Checked with `nginx -t` first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deploy, listening, root, until } from './stack.mjs';

/** deploy/nginx/clearsignal.conf on this machine's ports and paths; fails if its shape changed. */
export function renderSite(ports, { cert, key }, logDir = root) {
  let conf = fs.readFileSync(deploy('nginx', 'clearsignal.conf'), 'utf8');
  const swap = (from, to) => {
    if (!conf.includes(from))
      throw new Error(`deploy/nginx/clearsignal.conf no longer has "${from}"`);
    conf = conf.replaceAll(from, to);
  };
  conf = conf.replace(/^\s*listen \[::\]:.*\n/gm, '');
  swap('listen 80;', `listen 127.0.0.1:${ports.http};`);
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap('127.0.0.1:3001', `127.0.0.1:${ports.instances[0]}`);
  swap('127.0.0.1:3002', `127.0.0.1:${ports.instances[1]}`);
  swap('/etc/ssl/clearsignal/fullchain.pem', cert);
  swap('/etc/ssl/clearsignal/privkey.pem', key);
  swap('/srv/clearsignal/', `${root}/`);
  swap('include snippets/', `include ${deploy('nginx')}/`);
  swap('/var/log/nginx/clearsignal/', `${logDir}/`);
  return conf;
}

/**
 * Starts nginx `name` with the site on `ports` ({ https, http, instances }) and the certificate
 * `tls`; `launch` starts a process the test stops at the end. Resolves once it listens.
 */
export async function startNginx({ dir, name, ports, tls, launch }) {
  const own = path.join(dir, name);
  const tmp = path.join(own, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  fs.writeFileSync(path.join(own, 'clearsignal.conf'), renderSite(ports, tls, own));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['nobody', tmp]);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${tmp}/${t};`)
    .join('\n');
  const main = path.join(own, 'nginx.conf');
  fs.writeFileSync(
    main,
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 2;
pid ${own}/nginx.pid;
error_log ${dir}/${name}-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format upstream '$remote_addr "$request" $status $upstream_addr $upstream_status';
  access_log ${dir}/${name}-access.log upstream;
${temps}
  include ${own}/clearsignal.conf;
}
`,
  );
  const args = ['-e', path.join(dir, `${name}-error.log`), '-c', main, '-p', own];
  const bin = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const check = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (check.error)
    throw new Error(
      `nginx not found (apt-get install -y nginx; .ci/run does): ${check.error.message}`,
    );
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = launch(name, bin, [...args, '-g', 'daemon off;'], process.env);
  await until(name, () => listening(ports.https));
  return child;
}
