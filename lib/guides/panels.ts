/**
 * What the Knowledge Library shows of a guide once it is expanded (contents, key points, images,
 * related guides), by slug: a static file per language (/guides/panels.json), fetched by the
 * library the first time a visitor reaches for a guide, so that the page's HTML does not carry
 * ten panels no one has opened. Data only: components/guides/expanded-guide.tsx draws it.
 */
import 'server-only';
import { getGuides, getRelatedGuides } from '../content';
import type { Locale } from '../i18n/format';
import type { TocEntry } from '../mdx/headings';

export type GuidePanel = {
  title: string;
  url: string;
  toc: TocEntry[];
  keyPoints: string[];
  images: { src: string; alt: string; width: number; height: number }[];
  related: { slug: string; title: string }[];
};

export function guidePanels(locale: Locale): Record<string, GuidePanel> {
  return Object.fromEntries(
    getGuides(locale).map((g) => [
      g.slug,
      {
        title: g.title,
        url: g.url,
        toc: g.toc,
        keyPoints: g.keyPoints,
        images: g.images.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
        related: getRelatedGuides(g, locale).map((r) => ({ slug: r.slug, title: r.title })),
      },
    ]),
  );
}
