import { PageHeader } from '../layout/page-header';
import { TranslationNotice } from '../content/translation-notice';
import { getUiCopy, readingTime, type Guide } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import { formatDate, type Locale } from '@/lib/i18n/format';

/** "Published <date>" or "Updated <date>", the date machine-readable too. */
function Dated({ label, date, locale }: { label: string; date: string; locale: Locale }) {
  return (
    <span>
      {label} <time dateTime={date.slice(0, 10)}>{formatDate(date, locale)}</time>
    </span>
  );
}

/** A guide's header: breadcrumbs, title, brief, then reading time, topic, level and dates. */
export function GuideHeaderSection({
  guide,
  copy,
  locale,
}: {
  guide: Guide;
  copy: GuidesBlocks;
  locale: Locale;
}) {
  const t = copy.guidePage;
  const routes = getUiCopy(locale).routes;
  const trail = [
    { label: routes.home, href: '/' },
    { label: routes.guides, href: '/guides' },
    { label: guide.title, href: guide.url },
  ];
  return (
    <PageHeader
      locale={locale}
      path={guide.url}
      trail={trail}
      title={guide.title}
      lead={guide.brief}
    >
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="font-semibold text-brand-800">{readingTime(guide, locale)}</span>
        <span>
          {copy.tabs.items[guide.category]} · {copy.filters.levels[guide.level]}
        </span>
        <Dated label={t.publishedLabel} date={guide.publishedAt} locale={locale} />
        {guide.updatedAt ? (
          <Dated label={t.updatedLabel} date={guide.updatedAt} locale={locale} />
        ) : null}
      </p>
      <TranslationNotice locale={locale} source={`guides/${guide.slug}.mdx`} path={guide.url} />
    </PageHeader>
  );
}
