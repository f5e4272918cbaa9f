/**
 * A translation and its English original must agree on everything that is not prose: the same
 * frontmatter shape (keys, list lengths, value types), the same numbers, booleans, dates, paths,
 * URLs, slugs and identifiers, the same `{placeholders}` in every string, and in the body the same
 * MDX components, link targets and images. Prose (titles, descriptions, alt texts, body text) is
 * what a translation changes; everything else lives once, in the English file, and is checked equal
 * here, so an edit to a date or a price in one language only fails the content check.
 */

/** A string that is data, not prose: it must be byte-identical in a translation. */
export function isDataString(value: string): boolean {
  const v = value.trim();
  return (
    /^(\/|#|https?:\/\/|mailto:|tel:)/.test(v) ||
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(v) ||
    // slugs and identifiers (`number-portability`, `e2e`, `v1.2`); a bare lowercase word such as
    // `optional` may be prose, and the enums among them are checked by the collection's schema
    (/^[a-z0-9][a-z0-9._+@-]*$/.test(v) && /[0-9._+@-]/.test(v)) ||
    /^[+-]?\d[\d.,]*$/.test(v) ||
    /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(v)
  );
}

/** The `{name}` slots of a phrase, sorted (ICU-style placeholders the code fills). */
export function placeholders(value: string): string[] {
  return [...value.matchAll(/\{([a-zA-Z][\w.]*)\}/g)].map((m) => m[1]).sort();
}

/**
 * The figures a text states (prices, percentages, dates, counts), as digit strings: a
 * translation may not state one its original does not, so no price or date is made up or
 * mistyped in translation. Link targets are left out (they are compared as links).
 */
export function figures(text: string): string[] {
  return [...text.replace(/\]\([^)]*\)/g, ']()').matchAll(/\d+(?:[.,]\d+)*/g)].map((m) =>
    m[0].replace(/,/g, ''),
  );
}

/** The figures of `translated` that `original` does not state. */
function newFigures(original: string, translated: string): string[] {
  const known = new Set(figures(original));
  return [...new Set(figures(translated).filter((f) => !known.has(f)))];
}

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPluralForms = (v: Record<string, unknown>) =>
  'other' in v && Object.keys(v).every((k) => PLURAL_KEYS.has(k));

/**
 * Differences between an English value and its translation that a translation may not make.
 * Plural phrase objects (`{one, other}`) are compared form by form against `other`, since Arabic
 * adds `zero`, `two`, `few` and `many`; `one` and `two` may name the number in words.
 */
export function compareValues(en: unknown, ar: unknown, at = ''): string[] {
  const where = at || '(frontmatter)';
  if (Array.isArray(en)) {
    if (!Array.isArray(ar)) return [`${where}: is a list in English, not here`];
    if (en.length !== ar.length)
      return [`${where}: has ${ar.length} items, English has ${en.length}`];
    return en.flatMap((v, i) => compareValues(v, ar[i], `${at}[${i}]`));
  }
  if (en instanceof Date || ar instanceof Date) {
    const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
    return day(en) === day(ar)
      ? []
      : [`${where}: is ${day(ar)}, English has ${day(en)} (dates are not translated)`];
  }
  if (en && typeof en === 'object') {
    if (!ar || typeof ar !== 'object' || Array.isArray(ar))
      return [`${where}: is an object in English, not here`];
    const e = en as Record<string, unknown>;
    const a = ar as Record<string, unknown>;
    if (isPluralForms(e) && isPluralForms(a)) {
      const slots = placeholders(String(e.other));
      return Object.entries(a).flatMap(([k, v]) => {
        const extra = placeholders(String(v)).filter((s) => !slots.includes(s));
        const added = newFigures(String(e[k] ?? e.other), String(v));
        return [
          ...(extra.length
            ? [`${at}.${k}: uses {${extra.join('}, {')}}, which the English phrase does not have`]
            : []),
          ...(added.length
            ? [`${at}.${k}: states ${added.join(', ')}, which the English does not`]
            : []),
        ];
      });
    }
    const out: string[] = [];
    for (const k of Object.keys(e))
      if (!(k in a)) out.push(`${at ? `${at}.` : ''}${k}: is missing (the English file has it)`);
    for (const k of Object.keys(a))
      if (!(k in e)) out.push(`${at ? `${at}.` : ''}${k}: is not in the English file`);
    for (const k of Object.keys(e))
      if (k in a) out.push(...compareValues(e[k], a[k], at ? `${at}.${k}` : k));
    return out;
  }
  if (typeof en === 'string') {
    if (typeof ar !== 'string') return [`${where}: is text in English, not here`];
    if (isDataString(en) && en !== ar)
      return [`${where}: is "${ar}", English has "${en}" (not prose: keep it as it is)`];
    const e = placeholders(en).join(',');
    const a = placeholders(ar).join(',');
    if (e !== a)
      return [
        `${where}: has the slots {${a.replaceAll(',', '}, {')}}, English has {${e.replaceAll(',', '}, {')}}`,
      ];
    const added = newFigures(en, ar);
    if (added.length) return [`${where}: states ${added.join(', ')}, which the English does not`];
    return [];
  }
  return Object.is(en, ar)
    ? []
    : [`${where}: is ${JSON.stringify(ar)}, English has ${JSON.stringify(en)}`];
}

const count = (items: string[]) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
};

/** What an MDX body must keep: its components, link targets and images. */
export function bodySkeleton(body: string) {
  const code = body.replace(/```[\s\S]*?```/g, '');
  return {
    components: [...code.matchAll(/<([A-Z][A-Za-z]*)\b/g)].map((m) => m[1]),
    links: [...code.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    headingIds: [...code.matchAll(/^#{1,6} .*\[#([\w-]+)\]\s*$/gm)].map((m) => m[1]),
  };
}

export function compareBodies(en: string, ar: string): string[] {
  const e = bodySkeleton(en);
  const a = bodySkeleton(ar);
  const out: string[] = [];
  const added = newFigures(en, ar);
  if (added.length) out.push(`body: states ${added.join(', ')}, which the English text does not`);
  for (const kind of ['components', 'links', 'headingIds'] as const) {
    const ec = count(e[kind]);
    const ac = count(a[kind]);
    for (const [k, n] of ec)
      if ((ac.get(k) ?? 0) < n)
        out.push(
          `body: ${kind === 'links' ? 'link to' : kind === 'headingIds' ? 'heading id' : 'component'} ${k} appears ${ac.get(k) ?? 0} time(s), English has ${n}`,
        );
    for (const [k, n] of ac)
      if (!ec.has(k))
        out.push(
          `body: ${kind === 'links' ? 'link to' : kind === 'headingIds' ? 'heading id' : 'component'} ${k} is not in the English text (${n})`,
        );
  }
  return out;
}
