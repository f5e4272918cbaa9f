/**
 * The Arabic editor's terminology (issue 51): leaving a contract is «المغادرة» or «إنهاء العقد»
 * as the glossary says, never «الخروج» (its cost, fees, terms or «الخروج المبكر»), and e&'s 4K
 * set-top box is «جهاز الاستقبال التلفزيوني 4K», not a television set. The glossary lists those
 * renderings to avoid, so the content check refuses them; this reads every Arabic file on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxFiles, ROOT } from '../content-on-disk';

const glossary = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/ar/glossary.json'), 'utf8'),
) as { terms: { en: string; ar: string; avoid: string[] }[] };
const files = mdxFiles('content/ar').map((f) => ({
  f,
  text: fs.readFileSync(path.join(ROOT, f), 'utf8'),
}));
const LEAVING = ['تكلفة الخروج', 'تكاليف الخروج', 'رسوم الخروج', 'شروط الخروج', 'الخروج المبكر'];
const BOX = ['جهاز تلفزيون 4K', 'جهاز التلفزيون 4K'];

describe('the Arabic words for leaving a contract and for the set-top box', () => {
  it('are the glossary’s, which lists the renderings to avoid', () => {
    const leaving = glossary.terms.find((t) => t.ar === 'المغادرة')!;
    for (const w of LEAVING) expect(leaving.avoid).toContain(w);
    const box = glossary.terms.find((t) => t.ar === 'جهاز الاستقبال التلفزيوني')!;
    for (const w of BOX) expect(box.avoid).toContain(w);
  });

  it('no Arabic file says «الخروج» for leaving a contract, or calls the 4K box a television', () => {
    const found = files.flatMap(({ f, text }) =>
      [...LEAVING, ...BOX].filter((w) => text.includes(w)).map((w) => `${f}: ${w}`),
    );
    expect(found).toEqual([]);
    const box = files.filter(({ text }) => text.includes('جهاز الاستقبال التلفزيوني 4K'));
    expect(box.map((b) => b.f)).toEqual(
      expect.arrayContaining([
        'content/ar/plans/catalogue/eand/elife-ultra-starter-24-months.mdx',
        'content/ar/plans/catalogue/eand/elife-ultra-starter-no-commitment.mdx',
      ]),
    );
  });
});
