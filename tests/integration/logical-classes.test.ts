import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findPhysical, logicalFormOf } from '@/eslint-rules/logical-classes.mjs';

const root = path.join(__dirname, '../..');
const fixture = (name: string) =>
  fs.readFileSync(path.join(root, 'tests/fixtures/logical-classes', name), 'utf8');

/** Lints a fixture as if it were a component, with the repo's own eslint.config.mjs. */
async function lintAsComponent(name: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fixture(name), {
    filePath: path.join(root, 'components', `__fixture-${name}`),
  });
  return result.messages.filter((m) => m.ruleId === 'local/logical-classes');
}

describe('lint rule local/logical-classes', () => {
  // Loading the repo's ESLint config takes ~10 s on a loaded machine.
  it('rejects a component with ml-2, naming ms-2', { timeout: 120_000 }, async () => {
    const messages = await lintAsComponent('physical.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toContain('"ml-2"');
    expect(messages[0].message).toContain('"ms-2"');
  });

  it('accepts the same component with ms-2', async () => {
    expect(await lintAsComponent('logical.tsx')).toEqual([]);
  });

  it('maps each physical utility to its logical form, keeping variants, sign and !important', () => {
    const logicalForms: Record<string, string> = {
      'pr-4': 'pe-4',
      'md:hover:-ml-px': 'md:hover:-ms-px',
      '!pl-[3px]': '!ps-[3px]',
      'focus:left-4': 'focus:start-4',
      '-right-[9999px]': '-end-[9999px]',
      'text-right': 'text-end',
      'border-l-2': 'border-s-2',
      'border-r': 'border-e',
      'rounded-tr-lg': 'rounded-se-lg',
      'rounded-l': 'rounded-s',
      'float-left': 'float-start',
      'aria-[current=location]:border-l-4': 'aria-[current=location]:border-s-4',
    };
    for (const [physical, logical] of Object.entries(logicalForms))
      expect(logicalFormOf(physical), physical).toBe(logical);
  });

  it('leaves symmetric, vertical and already logical classes alone', () => {
    for (const ok of [
      'mx-2',
      'px-4',
      'pt-2',
      'mb-1',
      'top-0',
      'inset-x-0',
      'space-x-2',
      'divide-x',
      'rounded-lg',
      'rounded-xl',
      'border-t',
      'border-brand-700',
      'border-s-2',
      'text-lg',
      'text-start',
      'ms-2',
      'start-0',
      'lg:max-h-[calc(100vh-9rem)]',
      'left',
      'bg-[url(/a-left-b.png)]',
    ]) {
      expect(findPhysical(ok), ok).toEqual([]);
    }
  });

  it('accepts translate-x only beside an rtl: counterpart with the same other variants', () => {
    expect(findPhysical('translate-x-1')).toHaveLength(1);
    expect(findPhysical('translate-x-1 rtl:-translate-x-1')).toEqual([]);
    expect(
      findPhysical('translate-x-1 rtl:-translate-x-1 peer-checked:translate-x-6'),
    ).toHaveLength(1);
    expect(
      findPhysical(
        'translate-x-1 rtl:-translate-x-1 peer-checked:translate-x-6 rtl:peer-checked:-translate-x-6',
      ),
    ).toEqual([]);
  });

  it('finds no physical class or property in content/ (MDX class strings) and app/globals.css', () => {
    const out = execFileSync(
      process.execPath,
      ['scripts/count-physical-classes.mjs', '--check', 'content', 'app/globals.css'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out).toMatch(/^0 physical/m);
  });

  it('the counter catches a physical CSS property and an MDX class string', () => {
    const dir = fs.mkdtempSync(path.join(root, 'tests/fixtures/logical-classes/tmp-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'a.css'),
        '.x { margin-left: 1px; }\n.y { @apply pe-2 mr-3; }\n',
      );
      fs.writeFileSync(path.join(dir, 'b.mdx'), '<div className="text-right ps-2">x</div>\n');
      let out = '';
      try {
        execFileSync(process.execPath, ['scripts/count-physical-classes.mjs', '--check', dir], {
          cwd: root,
          encoding: 'utf8',
        });
      } catch (e) {
        out = (e as { stdout: string }).stdout;
      }
      expect(out).toContain('margin-left');
      expect(out).toContain('mr-3');
      expect(out).toContain('text-right');
      expect(out).toMatch(/^3 physical/m);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
