import Link from '@/components/ui/link';
import { getUiCopy } from '@/lib/content';
import { pageTitle } from '@/lib/seo';
import type { Locale } from '@/lib/i18n/format';

/** The 404 page's content, in the page's language (app/[locale]/not-found.tsx and /404). */
export function NotFoundView({ locale }: { locale: Locale }) {
  const copy = getUiCopy(locale).notFound;
  return (
    <section className="container-page py-20 text-center">
      {/* A not-found page's metadata exports are not applied under [locale]: React puts these in the head. */}
      <title>{pageTitle(copy.title, locale)}</title>
      <meta name="robots" content="noindex,follow" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">{copy.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {copy.links.map((l, i) => (
          <li key={l.href}>
            <Link href={l.href} className={i === 0 ? 'btn-primary' : 'btn-secondary'}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
