/**
 * The rule box of /plans/compare and /plans/catalogue says the exit-fee cap covers fixed and
 * internet contracts; of its sources only Teller Report (reporting Emirates Today, 24 December
 * 2019) says so (correction of 26 November 2026), so that source is listed and the words credit it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { EARLY_TERMINATION } from '@/lib/pricing/rules';

const root = path.resolve(__dirname, '../..');
const page = (dir: string, slug: string) =>
  matter(fs.readFileSync(path.join(root, dir, `${slug}.mdx`), 'utf8')).content +
  JSON.stringify(matter(fs.readFileSync(path.join(root, dir, `${slug}.mdx`), 'utf8')).data);

describe('the exit-fee rule box credits the report that covers fixed and internet contracts', () => {
  it('lists Teller Report’s report of Emirates Today among the rule’s sources', () => {
    const teller = EARLY_TERMINATION.sources.find((s) => s.id === 'tellerreport-2019-12');
    expect(teller?.url).toContain('tellerreport.com/business/2019-12-24');
    // Its publisher and title are the comparison's copy (content/pages/compare.mdx).
    const copy = matter(fs.readFileSync(path.join(root, 'content/pages/compare.mdx'), 'utf8')).data
      .blocks.rule.sources['tellerreport-2019-12'];
    expect(copy.publisher).toBe('Teller Report');
    expect(copy.title).toContain('reporting Emirates Today, 24 December 2019');
    // The same report the complaint letter cites.
    expect(
      fs.readFileSync(path.join(root, 'content/complaints/early-termination-fee.mdx'), 'utf8'),
    ).toContain(teller!.url);
  });

  it.each([
    ['content/pages', 'catalogue'],
    ['content/pages', 'compare'],
    ['content/ar/pages', 'catalogue'],
    ['content/ar/pages', 'compare'],
  ])('%s/%s.mdx words the fixed and internet part as the TRA told Emirates Today', (dir, slug) => {
    const text = page(dir, slug);
    if (dir === 'content/pages') {
      expect(text).toContain(
        'as the TRA told Emirates Today, as reported by Teller Report, for fixed and internet contracts',
      );
      expect(text).not.toContain('TDRA rule for all mobile, fixed and internet contracts');
    } else {
      expect(text).toContain(
        'ولعقود الخطوط الثابتة والإنترنت بحسب ما أوضحته الهيئة لصحيفة الإمارات اليوم، وأورده موقع Teller Report',
      );
      expect(text).not.toContain('لجميع عقود الهاتف المتحرك والخطوط الثابتة والإنترنت');
    }
  });
});
