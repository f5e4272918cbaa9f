/**
 * The roaming guide credits each fact of the prepaid pay-per-use rule to the stored source that
 * supports it (issue 51, finding 4): Communications MEA reports the regulator's instruction for
 * prepaid lines and quotes Etisalat's message giving 1 July 2019; Gulf Business reports the order
 * but neither prepaid lines nor that date. So the date is Etisalat's, as quoted, never the rule's
 * "from 1 July 2019" credited to both publishers, in both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const body = (path: string) => readFileSync(path, 'utf8').split(/^---$/m)[2];
const GUIDES = {
  en: { path: 'content/guides/roaming-without-bill-shock.mdx', date: '1 July 2019' },
  ar: { path: 'content/ar/guides/roaming-without-bill-shock.mdx', date: '1 يوليو 2019' },
};

describe.each(Object.entries(GUIDES))('the roaming guide in %s', (locale, g) => {
  const sentence = body(g.path)
    .split(/(?<=[.)])\s+|\n/)
    .find((s) => s.includes(g.date))!;

  it('credits the 1 July 2019 date to Etisalat’s message as quoted by Communications MEA alone', () => {
    expect(sentence).toBeDefined();
    const words = {
      en: ['Etisalat told', 'as quoted by Communications MEA', 'without naming prepaid lines'],
      ar: ['وأبلغت اتصالات', 'كما نقلته مجلة Communications MEA', 'دون ذكر خطوط الدفع المسبق'],
    }[locale as 'en' | 'ar'];
    for (const w of words) expect(sentence).toContain(w);
    expect(sentence).not.toMatch(/Gulf Business (and|و)\s?Communications MEA/);
    expect(sentence).not.toMatch(/^(From 1 July 2019|واعتبارًا من 1 يوليو 2019)/);
  });
});
