import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@/components/ui/locale-context';
import { contractText } from '@/components/catalogue/plan-facts';
import { CorrectionsLog } from '@/components/content/corrections-log';
import { ReviewedNote, SourcesList } from '@/components/content/sources-list';
import { monthYear, statValue, type SiteStats } from '@/lib/content/stats';
import { formatDate, plural } from '@/lib/i18n/format';
import { activeFiltersText, resultsStatus } from '@/lib/guides/library';
import { arabicGuideCounts } from '../support/arabic-plurals';

/** Every page's dates, numbers and plural phrases go through lib/i18n/format.ts (issue 23). */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'scripts'];
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [rel] : [];
  });
}

/** Client leaves (links) read the page's locale from the provider, as under the `[locale]` layout. */
const renderInEnglish = (node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale="en">{node}</LocaleProvider>);

describe('one formatting module', () => {
  it('no page, component or library module formats a date or number itself', () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((f) => f !== 'lib/i18n/format.ts')
      .filter((f) =>
        /toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat|PluralRules)/.test(
          read(f),
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the old date formatters are gone', () => {
    // lib/dates.ts, the legal pages' formatLegalDate, the catalogue's formatDay and the guide
    // page's own en-GB formatDate: no file defines, imports or calls one, anywhere in the source.
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    expect(files).not.toContain('lib/dates.ts');
    const old =
      /\b(formatLegalDate|formatDay)\b|['"]en-GB['"]|\b(function|const|let)\s+formatDate\b/;
    // An import of lib/dates itself, wherever it is written from (lib/remind/dates.ts is another module).
    const importsOldDates = (f: string) =>
      [...read(f).matchAll(/from ['"]([^'"]*\/dates)['"]/g)].some(([, spec]) => {
        const target = spec.startsWith('@/') ? spec.slice(2) : path.join(path.dirname(f), spec);
        return path.normalize(target) === 'lib/dates';
      });
    const offenders = files.filter(
      (f) => f !== 'lib/i18n/format.ts' && (old.test(read(f)) || importsOldDates(f)),
    );
    expect(offenders).toEqual([]);
    // The one formatDate left is lib/i18n/format.ts's.
    expect(read('lib/i18n/format.ts')).toMatch(/export function formatDate\(/);
  });

  it('the locale is an argument: no hidden source, no default language (issue 29)', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles);
    // A locale read from somewhere other than the caller: the request-scoped store and the
    // function pointer lib/i18n/format.ts used to read it through.
    const hidden = /\b(currentLocale|setLocaleSource|setRequestLocale|requestLocale)\b/;
    expect(files.filter((f) => hidden.test(read(f)))).toEqual([]);
    // A parameter that falls back to a language when the caller names none (`locale: Locale =
    // …`, `locale = …`, `locale?: Locale`): a forgotten locale must be a type error.
    const defaulted =
      /\blocale\s*(\?\s*:\s*Locale\b|(:\s*Locale\s*)?=\s*(DEFAULT_LOCALE\b|'en'|currentLocale\b))/;
    const offenders = files.filter((f) => defaulted.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it('sources, review notes and the corrections log print the one date style', () => {
    const sources = renderInEnglish(
      <SourcesList
        locale={'en'}
        id="s"
        heading="Sources"
        accessedLabel="Consulted"
        otherLanguage="(in Arabic)"
        sources={[
          { title: 'T', url: 'https://example.ae', publisher: 'P', accessed: '2024-03-12' },
        ]}
      />,
    );
    expect(sources).toContain('<time dateTime="2024-03-12">March 12, 2024</time>');
    expect(
      renderInEnglish(<ReviewedNote locale={'en'} label="Reviewed" date="2026-11-23" />),
    ).toContain('November 23, 2026');
    const log = renderInEnglish(
      <CorrectionsLog
        locale={'en'}
        copy={{
          heading: 'h',
          intro: 'i',
          dateLabel: 'd',
          pageLabel: 'p',
          changeLabel: 'c',
          empty: 'e',
        }}
        corrections={[{ slug: 'x', date: '2025-10-24', page: '/guides', title: 't', summary: 's' }]}
      />,
    );
    expect(log).toContain(formatDate('2025-10-24', 'en'));
    expect(log).toContain('October 24, 2025');
  });

  it('the stat band and the About timeline use its month styles and number grouping', () => {
    expect(monthYear('2026-11-23', 'en')).toBe('November 2026');
    expect(monthYear('2026-11-23', 'en', 'short')).toBe('Nov 2026');
    // The Arabic About timeline once had English month names: the locale is now an argument.
    expect(monthYear('2026-11-23', 'ar', 'long')).toBe(
      formatDate('2026-11-23', 'ar', 'month-year'),
    );
    expect(monthYear('2026-11-23', 'ar')).not.toMatch(/November/);
    const stats = {
      guides: 1234,
      operators: ['e&', 'du'],
      latestUpdate: '2026-11-23',
    } as unknown as SiteStats;
    expect(statValue(stats, 'guides', 'en')).toBe('1,234');
    expect(statValue(stats, 'operators', 'en')).toBe('2');
    expect(statValue(stats, 'latestUpdate', 'en')).toBe('Nov 2026');
  });

  it('count phrases are plural forms keyed by CLDR category, not one/many pairs', () => {
    const copy = { results: arabicGuideCounts };
    expect([0, 1, 2, 3, 11, 100].map((n) => resultsStatus(copy, n, 'ar'))).toEqual([
      'لا أدلة',
      'دليل واحد',
      'دليلان',
      '3 أدلة',
      '11 دليلًا',
      '100 دليل',
    ]);
    expect(
      resultsStatus({ results: { one: '{count} guide', other: '{count} guides' } }, 1234, 'en'),
    ).toBe('1,234 guides');
    expect(activeFiltersText({ active: arabicGuideCounts }, 2, 'ar')).toBe('دليلان');
    expect(plural(8, { one: '{count} minute', other: '{count} minutes' }, 'en')).toBe('8 minutes');
  });

  it('catalogue contract lengths are phrased by the plural category of the count, from the copy', () => {
    const copy = {
      filters: {
        noContract: 'No contract',
        months: { one: '{count} month', other: '{count} months' },
      },
    } as unknown as Parameters<typeof contractText>[1];
    expect(contractText(1, copy, 'en')).toBe('1 month');
    expect(contractText(24, copy, 'en')).toBe('24 months');
    expect(contractText(0, copy, 'en')).toBe('No contract');
  });
});
