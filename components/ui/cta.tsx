import Link from '@/components/ui/link';

type LinkItem = { label: string; href: string };

/** A centred band with a heading, a line and several calls to action (the first is primary). */
export function CtaBand({
  id,
  heading,
  text,
  ctas,
}: {
  id: string;
  heading: string;
  text: string;
  ctas: LinkItem[];
}) {
  return (
    <section aria-labelledby={id} className="container-page">
      <div className="rounded-2xl bg-brand-50 px-6 py-12 text-center">
        <h2 id={id} className="text-3xl font-bold text-slate-900">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {ctas.map((cta, i) => (
            <Link
              key={cta.href}
              href={cta.href}
              className={i === 0 ? 'btn-primary' : 'btn-secondary'}
            >
              {cta.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A bordered box: heading and line on one side, one call to action on the other. */
export function CtaBox({
  id,
  heading,
  text,
  link,
  className = '',
}: {
  id: string;
  heading: string;
  text: string;
  link: LinkItem;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`container-page ${className}`}>
      <div className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-slate-200 p-8 md:flex-row md:items-center">
        <div>
          <h2 id={id} className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
        <Link href={link.href} className="btn-primary">
          {link.label}
        </Link>
      </div>
    </section>
  );
}
