import type { Metadata } from 'next';
import Link from '@/components/link';
import { ExpandedGuide } from '@/components/guides/expanded-guide';
import { GuidesLibrary } from '@/components/guides/guides-library';
import type { GuideSummary } from '@/components/guides/types';
import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { getGuide, getGuides, getPage, getRelatedGuides, readingTime } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import { copyPageMetadata } from '@/lib/seo';
import { uiConfig } from '@/lib/ui-config';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/format';

const guidesPage = (locale: Locale) => getPage('guides', locale);

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return copyPageMetadata(guidesPage(locale), '/guides', locale);
}

/** What the library's script needs of each guide: what it filters on and what a card shows. */
function summaries(locale: Locale): GuideSummary[] {
  return getGuides(locale).map((g) => ({
    slug: g.slug,
    title: g.title,
    brief: g.brief,
    category: g.category,
    level: g.level,
    readingMinutes: g.readingMinutes,
    readingTime: readingTime(g, locale),
    featured: g.featured,
    cover: { src: g.images[0].src, width: g.images[0].width, height: g.images[0].height },
  }));
}

/** Each guide's expanded view, rendered here on the server; the full text stays in the search index. */
function panels(copy: GuidesBlocks['list'], locale: Locale) {
  return Object.fromEntries(
    getGuides(locale).map((g) => [
      g.slug,
      <ExpandedGuide
        key={g.slug}
        copy={copy}
        guide={{
          slug: g.slug,
          title: g.title,
          url: g.url,
          toc: g.toc,
          keyPoints: g.keyPoints,
          images: g.images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
          related: getRelatedGuides(g, locale).map((r) => ({ slug: r.slug, title: r.title })),
        }}
      />,
    ]),
  );
}

function DeepDives({ block, locale }: { block: GuidesBlocks['deepDives']; locale: Locale }) {
  return (
    <section aria-labelledby="deep-dives-heading" className="bg-slate-50 py-14">
      <div className="container-page">
        <h2 id="deep-dives-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {block.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{block.intro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
              <ol className="mt-4 list-decimal space-y-1 ps-5">
                {item.guides.map((slug) => {
                  const g = getGuide(slug, locale);
                  if (!g) throw new Error(`Topic deep dive names unknown guide ${slug}`);
                  return (
                    <li key={slug}>
                      <Link
                        href={g.url}
                        className="inline-block font-medium text-brand-800 hover:underline"
                      >
                        {g.title}
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Resources({ block }: { block: GuidesBlocks['resources'] }) {
  return (
    <section aria-labelledby="resources-heading" className="container-page py-14">
      <h2 id="resources-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {block.heading}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{block.intro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-xl border border-slate-200 p-6">
            <span className="inline-flex w-fit rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{item.text}</p>
            <Link
              href={item.link.href}
              className="mt-4 font-semibold text-brand-800 hover:underline"
            >
              {item.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function GuidesPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = guidesPage(locale);
  const b = page.blocks;
  return (
    <>
      <PageHeader
        locale={locale}
        path="/guides"
        title={b.header.heading}
        lead={b.header.lead}
        sources={['pages/guides.mdx']}
      />
      <GuidesLibrary
        guides={summaries(locale)}
        panels={panels(b.list, locale)}
        options={{
          indexUrl: uiConfig.searchIndexPath,
          relatedDelayMs: uiConfig.ui.relatedGuideOpenDelayMs,
        }}
        copy={{
          search: b.search,
          tabs: b.tabs,
          filters: b.filters,
          featured: b.featured,
          list: b.list,
          empty: b.empty,
          insights: b.insights,
        }}
      />
      <DeepDives locale={locale} block={b.deepDives} />
      <Resources block={b.resources} />
    </>
  );
}
