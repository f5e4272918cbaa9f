/**
 * Promises the build cannot back are not made: nothing in it answers a message within a set time
 * (the thank-you page and the contact dialog print siteConfig.responsePromise), and the catalogue
 * holds only e& fibre plans and no 5G home plan, so the home page's home internet card explains
 * the options (as the guides do) rather than claiming to compare them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (...p: string[]) => fs.readFileSync(path.join(root, ...p), 'utf8');

describe('promises the site can keep', () => {
  it.each(['content/pages', 'content/ar/pages'])('%s/ui.mdx promises no reply time', (dir) => {
    const promise = read(dir, 'ui.mdx').match(/^\s*responsePromise: (.+)$/m)![1];
    expect(promise).not.toMatch(/\d|working day|hours?\b|within|خلال|يوم عمل|ساعة/);
    expect(promise).toMatch(
      dir === 'content/pages'
        ? /^We read every message and answer by e-mail when an answer is needed$/
        : /نقرأ كل رسالة تصلنا، ونرد عليها بالبريد الإلكتروني متى استدعت ردًّا/,
    );
  });

  it.each(['content/pages', 'content/ar/pages'])(
    '%s/home.mdx explains home internet options, without claiming to compare 5G home plans',
    (dir) => {
      const card = read(dir, 'home.mdx').match(/^\s*text: "?(.*5G.*)$/m)![1];
      expect(card).not.toMatch(/compared|مقارنة/);
      expect(card).toMatch(/options explained|^شرح/);
      // The claim stays untrue while the catalogue holds no 5G home internet plan.
      const dir2 = path.join(root, 'content/plans/catalogue');
      const plans = fs
        .readdirSync(dir2, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => fs.readFileSync(path.join(dir2, f), 'utf8'));
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.filter((t) => /planType: home/.test(t) && /5G/i.test(t))).toEqual([]);
    },
  );
});
