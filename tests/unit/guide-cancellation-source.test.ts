/**
 * A guide that states a right to cancel a mis-sold service without exit charges rests it on a
 * source it cites (issue 51, readers' finding 3): no stored source says the regulator's Consumer
 * Protection Regulations give that right, so the guides state it as e&'s published terms for
 * eLife Ultra Starter do, and cite those terms in their sources, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const TERMS = 'https://www.etisalat.ae/en/mshop/home/plans/terms-and-conditions/ultra-starter.html';
const GUIDES = [
  'complaints-and-your-rights',
  'choosing-home-internet',
  'prepaid-vs-postpaid',
  'streaming-and-tv-bundles',
];
const UNSOURCED = {
  en: /Consumer Protection Regulations let you cancel/,
  ar: /لوائح حماية المستهلك الصادرة عن الجهة التنظيمية تتيح لك إلغاء/,
};

describe.each(['en', 'ar'] as const)('the cancellation right in the guides (%s)', (locale) => {
  it.each(GUIDES)('%s states it as the cited e& terms do, with its date bumped', (slug) => {
    const file = path.join(
      root,
      locale === 'en' ? 'content' : 'content/ar',
      'guides',
      `${slug}.mdx`,
    );
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    expect(content).not.toMatch(UNSOURCED[locale]);
    expect(content).toMatch(
      locale === 'en'
        ? /e&'s (published )?terms for (its )?eLife Ultra Starter/
        : /شروط إي آند لباقة (الإنترنت المنزلي )?eLife Ultra Starter|لدى إي آند لباقة eLife Ultra Starter/,
    );
    expect((data.sources as { url: string }[]).map((s) => s.url)).toContain(TERMS);
    expect(new Date(data.updatedAt).toISOString().slice(0, 10) >= '2026-11-29').toBe(true);
  });
});
