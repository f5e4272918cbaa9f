/**
 * The Arabic site's content seams: translations beside their originals (content/ar/...), checked
 * against them by the content check (naming both files), their revisions tracked so an English
 * edit lists them as out of date, the glossary enforced; and the URL scheme (English unprefixed,
 * Arabic under /ar).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareBodies, compareValues, isDataString } from '@/lib/content/translation';
import { markTranslations, revisionOf, staleTranslations } from '@/lib/content/revisions';
import { validateContent } from '../support/content-dir';
import { arabicGuideCounts } from '../support/arabic-plurals';
import { localePath, logicalPath, splitLocale } from '@/lib/i18n/paths';

describe('site paths per language', () => {
  it('keeps English unprefixed and puts Arabic under /ar, query and fragment kept', () => {
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/plans#tv', 'en')).toBe('/plans#tv');
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/plans#tv', 'ar')).toBe('/ar/plans#tv');
    expect(localePath('/?q=5g', 'ar')).toBe('/ar?q=5g');
    expect(localePath('/guides/x?q=a', 'ar')).toBe('/ar/guides/x?q=a');
  });
  it('leaves shared paths, other sites and already-Arabic paths alone', () => {
    for (const p of [
      '/api/form-token',
      '/images/a.svg',
      '/fonts/x.woff2',
      '/icon.svg',
      '/ar/plans',
      '/ar',
    ])
      expect(localePath(p, 'ar')).toBe(p);
    expect(localePath('https://tdra.gov.ae/', 'ar')).toBe('https://tdra.gov.ae/');
    expect(localePath('#faq', 'ar')).toBe('#faq');
    expect(localePath('/arabic-guide', 'ar')).toBe('/ar/arabic-guide');
  });
  it('splits a path into its language and the path without it', () => {
    expect(splitLocale('/ar/guides?q=x')).toEqual({ locale: 'ar', path: '/guides?q=x' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
    expect(logicalPath('/en/about')).toBe('/about');
    expect(logicalPath('/en')).toBe('/');
    expect(logicalPath('/ar/about')).toBe('/about');
    expect(logicalPath('/about')).toBe('/about');
  });
  it('switches a page to the other language', () => {
    // What the language switch does: the page's path without its language, in the other one.
    expect(localePath(`${logicalPath('/plans/compare')}?o=a&m=6`, 'ar')).toBe(
      '/ar/plans/compare?o=a&m=6',
    );
    expect(localePath(`${logicalPath('/ar/plans/compare')}?o=a&m=6`, 'en')).toBe(
      '/plans/compare?o=a&m=6',
    );
    expect(localePath(logicalPath('/ar'), 'en')).toBe('/');
    expect(localePath(logicalPath('/en/about'), 'ar')).toBe('/ar/about');
  });
});

describe('a translation against its original', () => {
  it('tells data from prose', () => {
    for (const v of [
      '/guides/x',
      'https://tdra.gov.ae',
      '2026-11-24',
      'number-portability',
      '42',
      'a@b.ae',
    ])
      expect(isDataString(v), v).toBe(true);
    for (const v of ['Beginner', 'optional', 'A guide', 'دليل'])
      expect(isDataString(v), v).toBe(false);
  });
  it('accepts translated prose with the same shape, data and slots', () => {
    expect(
      compareValues(
        {
          title: 'Plans',
          date: '2026-11-01',
          href: '/plans',
          n: 3,
          t: '{count} guides',
          list: ['a', 'b'],
        },
        {
          title: 'الباقات',
          date: '2026-11-01',
          href: '/plans',
          n: 3,
          t: '{count} أدلة',
          list: ['أ', 'ب'],
        },
      ),
    ).toEqual([]);
  });
  it('names every difference that is not prose', () => {
    const problems = compareValues(
      {
        date: '2026-11-01',
        href: '/plans',
        n: 3,
        t: '{count} guides',
        list: ['a', 'b'],
        gone: 'x',
      },
      { date: '2026-11-02', href: '/ar/plans', n: 4, t: 'أدلة', list: ['أ'], extra: 'y' },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^date: is "2026-11-02", English has "2026-11-01"/),
        expect.stringMatching(/^href: is "\/ar\/plans"/),
        expect.stringMatching(/^n: is 4, English has 3/),
        expect.stringMatching(/^t: has the slots/),
        expect.stringMatching(/^list: has 1 items, English has 2/),
        expect.stringMatching(/^gone: is missing/),
        expect.stringMatching(/^extra: is not in the English file/),
      ]),
    );
  });
  it('lets plural forms add Arabic categories, but no slot the English lacks', () => {
    const en = { one: '{count} guide', other: '{count} guides' };
    expect(compareValues(en, arabicGuideCounts)).toEqual([]);
    expect(compareValues(en, { one: 'دليل', other: '{count} دليل {max}' })).toEqual([
      expect.stringMatching(/other: uses \{max\}/),
    ]);
  });
  it('states no figure (price, percentage, date) the English does not', () => {
    expect(
      compareValues({ t: 'AED 135 a month, 5% VAT' }, { t: '135 درهمًا شهريًا، وضريبة 5%' }),
    ).toEqual([]);
    expect(compareValues({ t: 'AED 135 a month' }, { t: '153 درهمًا شهريًا' })).toEqual([
      expect.stringMatching(/^t: states 153, which the English does not/),
    ]);
    expect(
      compareValues(
        { one: '{count} month', other: '{count} months' },
        { other: '{count} شهرًا', two: '12 شهرًا' },
      ),
    ).toEqual([expect.stringMatching(/two: states 12/)]);
    expect(
      compareBodies('Since 1 January 2018, VAT is 5%.', 'منذ 1 يناير 2018، الضريبة 5%.'),
    ).toEqual([]);
    expect(
      compareBodies('Since 1 January 2018, VAT is 5%.', 'منذ 1 يناير 2019، الضريبة 15%.'),
    ).toEqual(['body: states 2019, 15, which the English text does not']);
  });

  it('keeps a body’s components, links and heading ids', () => {
    const en =
      '## Intro [#intro]\n\nSee [plans](/plans) and <Retention period="x" one="a" other="b" />.';
    expect(
      compareBodies(
        en,
        '## مقدمة [#intro]\n\nانظر [الباقات](/plans) و<Retention period="x" one="أ" other="ب" />.',
      ),
    ).toEqual([]);
    expect(compareBodies(en, '## مقدمة\n\nانظر [الباقات](/ar/plans).')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/component Retention appears 0/),
        expect.stringMatching(/link to \/plans appears 0/),
        expect.stringMatching(/link to \/ar\/plans is not in the English/),
        expect.stringMatching(/heading id intro appears 0/),
      ]),
    );
  });
});

describe('the content check with translations', () => {
  let dir: string;
  const faq = (question: string, order: number, answer: string) =>
    `---\nquestion: "${question}"\norder: ${order}\nreviewedAt: 2026-11-22\n---\n\n${answer}\n`;
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'content', rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content', rel), text);
  };
  const run = () => validateContent(path.join(dir, 'content'), path.join(dir, 'public'));
  const problems = () => run().problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-translations-'));
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
    write('faq/q.mdx', faq('What is an eSIM?', 1, 'A digital SIM.'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails when a document lacks its translation, naming both files', () => {
    expect(problems()).toContain(
      'content/ar/faq/q.mdx: (file): missing: the ar translation of content/faq/q.mdx',
    );
  });

  it('passes a faithful translation whose revision is recorded', () => {
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 1, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(problems()).toEqual([]);
    expect(run().docs.ar.faq.map((d) => d.slug)).toEqual(['q']);
  });

  it('fails when the two disagree on data, naming both files and the field', () => {
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 2, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(problems()).toEqual([
      'content/ar/faq/q.mdx: order: is 2, English has 1 (English: content/faq/q.mdx)',
    ]);
  });

  it('fails on a translation without an original, and on one with no recorded revision', () => {
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 1, 'شريحة رقمية.'));
    write('ar/faq/orphan.mdx', faq('سؤال', 3, 'جواب.'));
    expect(problems()).toEqual(
      expect.arrayContaining([
        'content/ar/faq/orphan.mdx: (file): has no English original at content/faq/orphan.mdx',
        expect.stringMatching(
          /^content\/ar\/faq\/q\.mdx: \(revision\): record the English revision/,
        ),
      ]),
    );
  });

  it('lists a translation as out of date once its English text changes, until it is marked again', () => {
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 1, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(run().translations.stale).toEqual([]);
    write('faq/q.mdx', faq('What is an eSIM?', 1, 'A digital SIM, downloaded as a profile.'));
    expect(problems()).toEqual([]); // out of date is not an error: the page says so
    expect(run().translations.stale).toEqual([{ locale: 'ar', path: 'faq/q.mdx' }]);
    expect(staleTranslations(path.join(dir, 'content'))).toEqual([
      expect.objectContaining({ check: 'translation', file: 'content/ar/faq/q.mdx' }),
    ]);
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(run().translations.stale).toEqual([]);
    const recorded = JSON.parse(
      fs.readFileSync(path.join(dir, 'content/ar/translations.json'), 'utf8'),
    );
    expect(recorded['faq/q.mdx']).toBe(
      revisionOf(fs.readFileSync(path.join(dir, 'content/faq/q.mdx'), 'utf8')),
    );
  });

  it('fails when an interface text names a thing otherwise than the glossary', () => {
    write(
      'ar/glossary.json',
      JSON.stringify({
        about: 'x',
        terms: [{ en: 'eSIM', ar: 'الشريحة الإلكترونية', avoid: [], ui: ['faq/q.mdx#question'] }],
      }),
    );
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 1, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(problems()).toEqual([]);
    write('ar/faq/q.mdx', faq('ما الشريحة الرقمية؟', 1, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(problems()).toEqual([
      'content/ar/faq/q.mdx: question: names eSIM "ما الشريحة الرقمية؟": the glossary\'s term is "الشريحة الإلكترونية"',
    ]);
  });

  it('does not ask the Arabic mail copy for the operator’s notice, which is English only', () => {
    write('ar/faq/q.mdx', faq('ما الشريحة الإلكترونية؟', 1, 'شريحة رقمية.'));
    write(
      'forms/mail.json',
      JSON.stringify({ contactNotification: { subject: 'New {id}' }, welcome: { subject: 'Hi' } }),
    );
    write('ar/forms/mail.json', JSON.stringify({ welcome: { subject: 'أهلًا' } }));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx', 'ar/forms/mail.json']);
    expect(problems()).toEqual([]);
    write(
      'ar/forms/mail.json',
      JSON.stringify({
        contactNotification: { subject: 'جديد {id}' },
        welcome: { subject: 'أهلًا' },
      }),
    );
    expect(problems()).toEqual([
      'content/ar/forms/mail.json: contactNotification: is not in the English file (English: content/forms/mail.json)',
    ]);
  });

  it('fails on a rendering the glossary says to avoid', () => {
    write(
      'ar/glossary.json',
      JSON.stringify({
        about: 'x',
        terms: [{ en: 'postpaid', ar: 'الدفع الآجل', avoid: ['الدفع اللاحق'] }],
      }),
    );
    write('ar/faq/q.mdx', faq('ما الدفع اللاحق؟', 1, 'شريحة رقمية.'));
    markTranslations(path.join(dir, 'content'), ['ar/faq/q.mdx']);
    expect(problems()).toEqual([
      'content/ar/faq/q.mdx: (glossary): uses "الدفع اللاحق": the glossary\'s term for postpaid is "الدفع الآجل"',
    ]);
  });
});
