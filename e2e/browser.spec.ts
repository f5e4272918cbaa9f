import fs from 'node:fs';
import { expect, test } from './fixtures';
import { SUITE_DISABLED_FEATURES, SUITE_FLAGS } from './chromium';

/**
 * Command lines of the Chromium browsers this worker process launched, its children and theirs
 * (Linux /proc): Debian's /usr/bin/chromium-headless-shell is a shell script that starts the
 * browser as its child, with the same arguments.
 */
function browserCommandLines(): string[][] {
  const procs = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        // Field 4 of stat is the parent's pid (after the parenthesised command name).
        const ppid = Number(
          fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1],
        );
        return [
          {
            pid: Number(pid),
            ppid,
            args: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'),
          },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
  const ours = new Set([process.pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const p of procs) if (ours.has(p.ppid) && !ours.has(p.pid)) grown = !!ours.add(p.pid);
  }
  return procs
    .filter((p) => p.pid !== process.pid && ours.has(p.pid))
    .map((p) => p.args)
    .filter(
      (args) =>
        args.includes('--remote-debugging-pipe') && !args.some((a) => a.startsWith('--type=')),
    );
}

// The browser the suite drives: Playwright's own feature switches survive ours, and no window
// starts the address bar's WebUI popup renderer.
test('the test browser keeps Playwright’s disabled features, starts no address-bar WebUI and hints text as the full browser does', async ({
  browser,
  page,
}) => {
  await page.goto('/contact');
  const browsers = browserCommandLines();
  // The browser itself among them, not only a wrapper script that starts it.
  expect(browsers.some((args) => /chrom(e|ium)[^/]*$/.test(args[0]))).toBe(true);
  for (const args of browsers) {
    const lists = args
      .filter((a) => a.startsWith('--disable-features='))
      .map((a) => a.slice('--disable-features='.length).split(','));
    // Chromium honours only the last switch: it must hold every feature the others name.
    const effective = lists.at(-1) ?? [];
    for (const feature of [...lists.flat(), ...SUITE_DISABLED_FEATURES])
      expect(effective, feature).toContain(feature);
    // Text hinted as a visitor's browser here hints it (e2e/chromium.ts SUITE_FLAGS).
    for (const flag of SUITE_FLAGS) expect(args).toContain(flag);
  }

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  expect(targetInfos.map((t) => t.url).filter((u) => u.startsWith('chrome://'))).toEqual([]);
});
