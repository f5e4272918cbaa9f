import fs from 'node:fs';

/** Debian's Chromium by default; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
}

export function chromiumExists(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}
