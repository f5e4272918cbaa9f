import { IntroWithHint } from './with-script';

/**
 * A section's h2 with an optional intro (and its `hint`, shown only where scripts run); centred on
 * Home and About, aligned to the start of the line on Plans.
 */
export function SectionHeading({
  id,
  title,
  intro,
  hint,
  align = 'center',
}: {
  id: string;
  title: string;
  intro?: string;
  hint?: string;
  align?: 'center' | 'start';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro ? (
        <p className="mt-3 text-lg text-slate-700">
          <IntroWithHint intro={intro} hint={hint} />
        </p>
      ) : null}
    </div>
  );
}
