'use client';

import { useEffect, useRef } from 'react';
import type { ComplaintValues } from '@/lib/complain/fields';
import type { Letter } from '@/lib/complain/letter';
import type { Locale } from '@/lib/i18n/format';
import type { ComplaintCopy } from './copy';
import { HiddenValues } from './hidden-values';
import { LetterScriptActions } from './letter-actions';
import { LetterView } from './letter-view';

/**
 * Step 3: the letter, what to do with it (copy, download, print, mail where an address is
 * sourced), "Change the facts" (the form again, everything kept) and the next steps.
 */
export function ComplaintResult({
  letter,
  values,
  locale,
  problem,
  copy,
  editAction,
}: {
  letter: Letter;
  values: ComplaintValues;
  locale: Locale;
  problem: string;
  copy: ComplaintCopy;
  editAction: (form: FormData) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the letter replaces the form in place: focus moves to its heading.
  useEffect(() => heading.current?.focus(), []);
  const a = copy.actions;
  const n = copy.next;
  return (
    <section aria-labelledby="complain-letter-heading" className="space-y-6">
      <h2
        id="complain-letter-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        {copy.letterHeading}
      </h2>
      <LetterView letter={letter} />
      <div className="flex flex-wrap gap-3">
        <form method="post" action="/api/complain/letter">
          <HiddenValues values={values} locale={locale} problem={problem} />
          <button type="submit" className="btn-primary">
            {a.download}
          </button>
        </form>
        <LetterScriptActions text={letter.text} labels={a} />
        <form action={editAction}>
          <HiddenValues values={values} locale={locale} problem={problem} />
          <input type="hidden" name="intent" value="edit" />
          <button type="submit" className="btn-secondary">
            {a.edit}
          </button>
        </form>
      </div>
      <p className="text-sm text-slate-700">{a.printHint}</p>
      {letter.mailto ? (
        <a href={letter.mailto} className="font-medium text-brand-800 underline">
          {a.mailto}
        </a>
      ) : (
        <p className="text-sm text-slate-700" data-testid="complain-no-mailto">
          {a.noMailto}
        </p>
      )}
      <section aria-labelledby="complain-next-heading" className="space-y-3">
        <h2 id="complain-next-heading" className="text-xl font-bold text-slate-900">
          {n.heading}
        </h2>
        <ol className="list-decimal space-y-2 ps-6 text-slate-800">
          {n.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          <a
            href={n.tdraHref}
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline"
          >
            {n.tdraLabel}
          </a>
        </p>
        <p className="text-slate-800">{n.waiting}</p>
        <h3 className="text-lg font-semibold text-slate-900">{n.keepHeading}</h3>
        <ul className="list-disc space-y-1 ps-6 text-slate-800">
          {n.keep.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}
