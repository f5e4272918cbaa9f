/**
 * The Arabic editor's terminology (issue 51): leaving a contract is «المغادرة» or «إنهاء العقد»
 * as the glossary says, never «الخروج» (its cost, fees, terms, «رسوم خروج», «للخروج المبكر» or
 * «الخروج من العقد»), e&'s 4K set-top box is «جهاز الاستقبال التلفزيوني 4K», not a television set
 * («جهاز التلفزيون»), and a telecom contract is not «عقد اتصالات», which reads as an Etisalat
 * contract (round 3, items 3 to 5). The glossary lists those renderings to avoid, so the content
 * check refuses them; this reads every Arabic file on disk and the Arabic template of `npm run new`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxFiles, ROOT } from '../content-on-disk';

const glossary = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/ar/glossary.json'), 'utf8'),
) as { terms: { en: string; ar: string; avoid: string[] }[] };
const files = [
  ...mdxFiles('content/ar'),
  // The Arabic draft `npm run new` writes: its text becomes a page's once an editor fills it in.
  'lib/content/new-document.ts',
].map((f) => ({ f, text: fs.readFileSync(path.join(ROOT, f), 'utf8') }));
const LEAVING = [
  'تكلفة الخروج',
  'تكاليف الخروج',
  'رسوم الخروج',
  'شروط الخروج',
  'الخروج المبكر',
  'رسوم خروج',
  'للخروج المبكر',
  'الخروج من العقد',
  'للخروج من العقد',
];
const BOX = ['جهاز تلفزيون 4K', 'جهاز التلفزيون 4K', 'جهاز التلفزيون', 'جهاز تلفزيون'];
const TELECOM_CONTRACT = ['عقد اتصالات'];
const avoided = (ar: string) => glossary.terms.find((t) => t.ar === ar)!.avoid;

describe('the Arabic words for leaving a contract, the set-top box and a telecom contract', () => {
  it('are the glossary’s, which lists the renderings to avoid', () => {
    for (const w of LEAVING) expect(avoided('المغادرة')).toContain(w);
    for (const w of BOX) expect(avoided('جهاز الاستقبال التلفزيوني')).toContain(w);
    for (const w of TELECOM_CONTRACT) expect(avoided('اتصالات')).toContain(w);
  });

  it('no Arabic file says «الخروج» for leaving a contract, calls the box a television or a telecom contract Etisalat’s', () => {
    const found = files.flatMap(({ f, text }) =>
      [...LEAVING, ...BOX, ...TELECOM_CONTRACT]
        .filter((w) => text.includes(w))
        .map((w) => `${f}: ${w}`),
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

  it('the streaming guide names the box in full at its first mention', () => {
    const guide = files.find((x) => x.f.endsWith('ar/guides/streaming-and-tv-bundles.mdx'))!;
    const first = guide.text.search(/جهاز (ال)?استقبال/);
    expect(guide.text.slice(first)).toMatch(/^جهاز (ال)?استقبال (ال)?تلفزيوني/);
  });
});
