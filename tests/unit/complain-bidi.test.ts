/**
 * The letters as printed and downloaded (issue 51): in an Arabic letter every value the visitor
 * typed and every Latin run or number sits in an isolate, so "050 123 4567", "+971 58 123 4567"
 * and "e&" read in order; each line of the Arabic text file starts with a right-to-left mark;
 * amounts are written with درهم, never "د.إ." and never with a doubled stop.
 */
import { describe, expect, it } from 'vitest';
import { ltrRuns, pieces, plainText, RLM } from '@/lib/complain/bidi';
import { letterFromPost } from '@/lib/complain/compose';
import { getComplaintProblems } from '@/lib/content';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** Every run of the text that is outside any isolate (isolates may nest). */
function outsideIsolates(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === LRI || ch === FSI || ch === '\u2067') depth++;
    else if (ch === PDI) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

const VALUES: Record<string, string> = {
  name: 'مريم e& Test',
  account: '+971 58 123 4567',
  contact: '050 123 4567',
  description: 'اشتركت مع e& في باقة eLife، والرقم 050 123 4567.',
  request: 'أرجو الرد عبر e&.',
};

function letter(slug: string, letterLocale: 'ar' | 'en') {
  const f = new FormData();
  const entries: Record<string, string> = {
    locale: 'ar',
    problem: slug,
    operator: 'eand',
    date: '2026-10-04',
    activated: '2026-10-01',
    device: 'none',
    amount: '150.5',
    service: 'home',
    fee: '500',
    monthly: '200',
    vat: 'excluded',
    deviceDue: '1000',
    replyBy: '2099-01-01',
    letterLocale,
    ...VALUES,
  };
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  const state = letterFromPost(f);
  if (!state.letter) throw new Error(`${slug}: ${JSON.stringify(state.errors)}`);
  return state.letter;
}

describe.each(getComplaintProblems('ar').map((p) => p.slug))('the Arabic letter: %s', (slug) => {
  const l = letter(slug, 'ar');

  it('starts each line of its text with a right-to-left mark', () => {
    for (const line of l.text.split('\n').filter(Boolean)) expect(line.startsWith(RLM)).toBe(true);
  });

  it('leaves no Latin letter or digit outside an isolate', () => {
    expect(outsideIsolates(l.text)).not.toMatch(/[A-Za-z0-9]/);
  });

  it('keeps each typed number whole in one left-to-right isolate, and e& in one', () => {
    expect(l.text).toContain(`${LRI}+971 58 123 4567${PDI}`);
    expect(l.text).toContain(`${LRI}050 123 4567${PDI}`);
    expect(l.text).toContain(`${LRI}e&${PDI}`);
    expect(l.text).not.toContain('&e');
  });

  it('writes amounts with درهم, and no doubled stop', () => {
    expect(l.text).not.toContain('د.إ');
    expect(l.text.replace(/[\u2066-\u2069\u200f]/g, '')).not.toMatch(/\.\.(?!\.)/);
    if (slug !== 'mis-sold-service') expect(l.text).toMatch(/\d\u2069 درهم/);
  });

  it('marks every value it shows, so the page isolates each in a <bdi>', () => {
    const shown = [...l.head, ...l.blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items))];
    const values = shown.flatMap((t) =>
      pieces(t)
        .filter((p) => p.value)
        .map((p) => p.text),
    );
    expect(values).toEqual(expect.arrayContaining(['+971 58 123 4567', 'مريم e& Test']));
    for (const t of shown)
      for (const p of pieces(t).filter((x) => !x.value))
        for (const r of ltrRuns(p.text)) if (/[A-Za-z0-9]/.test(r.text)) expect(r.ltr).toBe(true);
  });
});

describe('the English letter', () => {
  it('has no marks but around a value typed in Arabic', () => {
    const l = letter('data-beyond-bundle', 'en');
    expect(l.text).not.toContain(RLM);
    expect(l.text).not.toContain(LRI);
    expect(l.text).toContain(`${FSI}مريم e& Test${PDI}`);
    expect(l.text).toContain('+971 58 123 4567');
  });
});

describe('ltrRuns', () => {
  it('keeps digit groups a space apart together, and leaves a sentence stop outside', () => {
    expect(ltrRuns('الرقم 050 123 4567.')).toEqual([
      { text: 'الرقم ', ltr: false },
      { text: '050 123 4567', ltr: true },
      { text: '.', ltr: false },
    ]);
  });
  it('plainText isolates Latin runs inside an Arabic value', () => {
    expect(plainText(`${FSI}مع e& اليوم${PDI}`, 'ar')).toBe(
      `${RLM}${FSI}مع ${LRI}e&${PDI} اليوم${PDI}`,
    );
  });
});
