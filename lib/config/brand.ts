/**
 * The brand's colours for what CSS cannot style (share images, the browser's theme
 * colour), read from the one place they are defined: the @theme block of app/globals.css.
 * Server-side only (it reads the stylesheet when first imported).
 */
import fs from 'node:fs';
import path from 'node:path';

const css = fs.readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');

/** The value of `--color-<name>` in app/globals.css, e.g. themeColor('brand-700'). */
export function themeColor(name: string): string {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`));
  if (!match) throw new Error(`app/globals.css defines no --color-${name}`);
  return match[1];
}

export const brandColors = {
  primary: themeColor('brand-700'),
  dark: themeColor('brand-900'),
  light: themeColor('brand-50'),
  soft: themeColor('brand-200'),
};
