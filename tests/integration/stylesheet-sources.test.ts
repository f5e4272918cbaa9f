/**
 * The built stylesheet holds the utilities the site's own sources use (app/globals.css names them:
 * app, components, content, lib). Left to itself, Tailwind scans every file of the repository and
 * shipped to every page the classes that only tests, benches and the README name: 3.5 KB of rules,
 * physical ones (ml-2, text-left, float-left, border-l) among them, which no page may use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const chunks = path.join(process.cwd(), '.next', 'static', 'chunks');
const css = fs
  .readdirSync(chunks)
  .filter((f) => f.endsWith('.css'))
  .map((f) => fs.readFileSync(path.join(chunks, f), 'utf8'))
  .join('\n');

/** The class names a stylesheet's selectors name (escapes undone), without their variants. */
const classes = (text: string) =>
  new Set(
    [...text.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
      m[1].replace(/\\(.)/g, '$1').split(':').at(-1)!,
    ),
  );

/** A physical (left/right) utility: the site lays out with logical sides only. */
const PHYSICAL =
  /^-?(m[lr]|p[lr]|scroll-[mp][lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|text-(left|right)|float-(left|right)|clear-(left|right))(-|$)/;

describe('the built stylesheet', () => {
  const names = classes(css);

  it('ships the utilities the components use', () => {
    expect(css.length).toBeGreaterThan(10_000);
    for (const used of ['border-s-2', 'backdrop-blur', 'ps-4', 'text-start', 'prose'])
      expect(names, used).toContain(used);
  });

  it('ships no physical utility, and none that only tests or docs name', () => {
    expect([...names].filter((n) => PHYSICAL.test(n))).toEqual([]);
    // Named by the lint rule's tests, eslint-rules/ and README.md, by no page.
    for (const stray of ['ml-2', 'text-left', 'float-left', 'border-l-2'])
      expect(names, stray).not.toContain(stray);
  });
});
