import { Fragment, type ReactNode } from 'react';
import { ltrRuns, pieces } from '@/lib/complain/bidi';
import type { Letter } from '@/lib/complain/letter';

/** A value that is a number written in groups: a phone or account number. */
const NUMBER_VALUE = /^\+?[\d][\d\s-]{0,24}$/;

/**
 * A letter's text with its values isolated: each value the letter put in a sentence (what the
 * visitor typed, an amount, a date, a source's parts) in its own `<bdi>`; in an Arabic letter the
 * sentences' Latin runs and numbers too (lib/complain/bidi.ts), so "050 123 4567" and "e&" read in
 * order.
 */
function isolated(text: string, rtl: boolean): ReactNode {
  const runs = (t: string, key: string) =>
    ltrRuns(t).map((r, i) =>
      r.ltr ? (
        <bdi key={`${key}.${i}`} dir="ltr">
          {r.text}
        </bdi>
      ) : (
        <Fragment key={`${key}.${i}`}>{r.text}</Fragment>
      ),
    );
  return pieces(text).map((p, i) =>
    p.value ? (
      <bdi
        key={i}
        data-letter-value=""
        // A phone or account number stays on one line: "+971 58 123 4567" is never split.
        className={NUMBER_VALUE.test(p.text) ? 'whitespace-nowrap' : undefined}
      >
        {rtl ? runs(p.text, String(i)) : p.text}
      </bdi>
    ) : rtl ? (
      <Fragment key={i}>{runs(p.text, String(i))}</Fragment>
    ) : (
      <Fragment key={i}>{p.text}</Fragment>
    ),
  );
}

/**
 * The letter, in its own language and direction (whatever the page's): the one element a print
 * of the page shows (components/complain/letter-print.css). Long words (an address) break inside
 * it rather than widen the page.
 */
export function LetterView({ letter }: { letter: Letter }) {
  const rtl = letter.dir === 'rtl';
  return (
    <article
      className="complaint-letter space-y-4 rounded-xl border border-slate-300 bg-white p-4 text-start leading-relaxed text-slate-900 whitespace-pre-line [overflow-wrap:anywhere] sm:p-6"
      lang={letter.locale}
      dir={letter.dir}
      data-testid="complaint-letter"
    >
      {letter.head.map((line, i) => (
        <p key={`h${i}`} className={i === letter.head.length - 1 ? 'font-semibold' : undefined}>
          {isolated(line, rtl)}
        </p>
      ))}
      {letter.blocks.map((b, i) =>
        b.kind === 'p' ? (
          <p key={i}>{isolated(b.text, rtl)}</p>
        ) : (
          <ul key={i} className="list-disc space-y-1 ps-6">
            {b.items.map((item) => (
              <li key={item}>{isolated(item, rtl)}</li>
            ))}
          </ul>
        ),
      )}
    </article>
  );
}
