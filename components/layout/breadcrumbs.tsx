import Link from '@/components/ui/link';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  shouldShowBreadcrumbs,
  type Crumb,
} from '@/lib/navigation/breadcrumbs';
import { getUiCopy } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n/format';
import { siteRoutes } from '@/lib/navigation/routes';
import { JsonLd } from '../ui/json-ld';
import type { Locale } from '@/lib/i18n/format';

/** Breadcrumbs from the path (or a custom trail); the last item is the current page, not a link. */
export function Breadcrumbs({
  locale,
  path,
  trail,
  title,
}: {
  locale: Locale;
  path: string;
  trail?: Crumb[];
  /** The page's own title: the last crumb's name where the URL's words are not the page's language. */
  title?: string;
}) {
  const ui = getUiCopy(locale);
  const routeNames = new Map(siteRoutes.map((r) => [r.path, ui.routes[r.key]]));
  const names =
    locale === DEFAULT_LOCALE
      ? undefined
      : (href: string) => routeNames.get(href) ?? (href === path ? title : undefined);
  const crumbs = trail ?? breadcrumbTrail(path, ui.routes.home, names);
  if (!shouldShowBreadcrumbs(crumbs)) return null;
  return (
    <>
      <nav aria-label={ui.breadcrumbLabel} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={c.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {c.label}
                  </span>
                ) : (
                  <>
                    <Link
                      href={c.href}
                      className="underline-offset-4 hover:text-brand-800 hover:underline"
                    >
                      {c.label}
                    </Link>
                    {/* A chevron the bidi algorithm mirrors itself (U+203A is a mirrored
                        character): › points to the next crumb in English, ‹ in Arabic. A slash
                        flipped by CSS read as a backslash. */}
                    <span aria-hidden="true" className="text-slate-400">
                      ›
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, locale)} />
    </>
  );
}
