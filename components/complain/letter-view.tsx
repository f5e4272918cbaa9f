import type { Letter } from '@/lib/complain/letter';

/**
 * The letter, in its own language and direction (whatever the page's): the one element a print
 * of the page shows (components/complain/letter-print.css).
 */
export function LetterView({ letter }: { letter: Letter }) {
  return (
    <article
      className="complaint-letter space-y-4 rounded-xl border border-slate-300 bg-white p-6 text-start leading-relaxed text-slate-900 whitespace-pre-line"
      lang={letter.locale}
      dir={letter.dir}
      data-testid="complaint-letter"
    >
      <p>{letter.to}</p>
      <p className="font-semibold">{letter.subject}</p>
      {letter.blocks.map((b, i) =>
        b.kind === 'p' ? (
          <p key={i}>{b.text}</p>
        ) : (
          <ul key={i} className="list-disc space-y-1 ps-6">
            {b.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </article>
  );
}
