#!/usr/bin/env node
// The framework's floor on this machine: a bare Next 16 App Router page (a heading, a paragraph
// and a link, nothing else), built and served by `next start`, under the same Lighthouse mobile
// runs as bench/lighthouse.mjs. Then the same page with this site's font (Inter, self-hosted and
// preloaded by next/font/local), to show what the font alone costs.
//   node bench/floor.mjs [--runs 3]   (bench/lighthouse.mjs measures it in the same run as the routes)
// Builds in a temporary folder that links this project's node_modules; takes about 2 minutes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSample, lighthouseSample, medianSample } from './lighthouse-run.mjs';
import { chromiumPath, freePort, waitFor } from './lib.mjs';

const root = process.cwd();

const page = `import Link from 'next/link';
export default function Page() {
  return (
    <main style={{ padding: 16 }}>
      <h1>A bare Next 16 page</h1>
      <p>A paragraph long enough to be the largest paint on a phone, like a guide's lead paragraph: several lines of plain text, so that it is the largest block on the page and the page has nothing else to wait for.</p>
      <Link href="/about">A link to a second page</Link>
    </main>
  );
}
`;
const layout = (font) => `${
  font
    ? `import localFont from 'next/font/local';
const inter = localFont({ src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', display: 'swap', weight: '100 900' });
`
    : ''
}export const metadata = { title: 'Bare', description: 'A bare Next 16 page' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body ${font ? 'className={inter.className}' : "style={{ fontFamily: 'system-ui' }}"}>{children}</body></html>);
}
`;

/** Builds and serves the bare page (with or without the site's font); returns its median mobile sample. */
export async function measureFloor({ font = false, runs = 3, chromePath = chromiumPath() } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-floor-'));
  fs.mkdirSync(path.join(dir, 'app/about'), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  // Turbopack's root must contain the linked node_modules.
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { poweredByHeader: false, turbopack: { root: '/' } };\n",
  );
  fs.writeFileSync(path.join(dir, 'app/layout.tsx'), layout(font));
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), page);
  fs.writeFileSync(path.join(dir, 'app/about/page.tsx'), page);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(`next build failed in ${dir}:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const samples = [];
    for (let i = 0; i < runs; i++)
      samples.push(await lighthouseSample(`http://127.0.0.1:${port}/`, { chromePath }));
    return medianSample(samples);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv;
  const runs = Number(argv[argv.indexOf('--runs') + 1] || 3) || 3;
  const chromePath = chromiumPath();
  for (const [label, font] of [
    ['bare Next 16 page', false],
    ['bare page + Inter (preloaded)', true],
  ])
    console.log(
      `mobile  ${label.padEnd(30)} ${formatSample(await measureFloor({ font, runs, chromePath }))}`,
    );
  console.log(
    `(median of ${runs} Lighthouse mobile runs each, next start on loopback, ${chromePath})`,
  );
}
