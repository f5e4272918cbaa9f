import fs from 'node:fs';
import { CHROMIUM_FLAGS, suiteChromiumPath } from './chromium-flags.mjs';

/** CHROMIUM_PATH, else Debian's chromium-headless-shell when installed, else its full Chromium. */
export const CHROMIUM_PATH = suiteChromiumPath();

/**
 * Chromium features Playwright 1.65 disables itself (its chromiumSwitches). Chromium honours only
 * the last --disable-features switch, so ours must repeat them; e2e/browser.spec.ts checks the
 * running browser's command line, so a Playwright upgrade that adds one fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads the address bar's popup as a WebUI page in its own renderer for every
 * window, so every test's context started a process no test uses (about 1 s of CPU each).
 * Turning it off took pages.spec.ts from 234 to 168 CPU-seconds.
 */
export const SUITE_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Text laid out as this machine's fontconfig (Debian: hintslight) and the full Chromium lay it
 * out. The headless shell hints fonts fully by default: whole-pixel glyph advances, lines a little
 * wider, so a title that fills its line in the full browser broke a word earlier in the shell
 * (e2e/share-images.spec.ts), and every width check would measure other text than a visitor's.
 */
export const SUITE_FLAGS = ['--font-render-hinting=slight'];

export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  ...SUITE_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...SUITE_DISABLED_FEATURES].join(',')}`,
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
}

export function chromiumExists(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}
