import { describe, expect, it } from 'vitest';
import { FULL_CHROMIUM, HEADLESS_SHELL, suiteChromiumPath } from '../../e2e/chromium-flags.mjs';

// The browser the e2e suite drives (e2e/chromium.ts, scripts/e2e.mjs): Debian's headless shell
// when installed, the full Chromium otherwise, CHROMIUM_PATH above both.
describe('suiteChromiumPath', () => {
  const installed =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);

  it('takes the headless shell when it is installed', () => {
    expect(suiteChromiumPath({}, installed(HEADLESS_SHELL, FULL_CHROMIUM))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
  });

  it('falls back to the full Chromium without the shell', () => {
    expect(suiteChromiumPath({}, installed(FULL_CHROMIUM))).toBe('/usr/bin/chromium');
  });

  it('takes CHROMIUM_PATH above both', () => {
    expect(
      suiteChromiumPath({ CHROMIUM_PATH: '/opt/chrome' }, installed(HEADLESS_SHELL, FULL_CHROMIUM)),
    ).toBe('/opt/chrome');
  });
});
