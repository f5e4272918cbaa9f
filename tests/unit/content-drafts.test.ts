/**
 * Drafts never leak (issue 52): the real checked dataset plus a draft of each draftable
 * collection (a featured guide that a published guide names as related, a newsletter issue, a
 * catalogue plan, a complaint problem, in both languages), read through every consumer. A
 * production dataset hands none of them to any page, feed, index, share image or CLI; a preview
 * dataset hands out all of them.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentMode } from '@/lib/content/drafts';

const state = vi.hoisted(() => ({ mode: 'production' as ContentMode }));

const GUIDE = 'zz-draft-guide';
const ISSUE = '2026-11-20-draft-issue';
const PLAN = 'zz-draft-plan';
const PROBLEM = 'zz-draft-problem';

vi.mock('../../.contentlayer/checked/documents.mjs', async (importOriginal) => {
  const real = (await importOriginal<{ default: Record<string, unknown> }>()).default;
  type Docs = Record<string, Record<string, unknown>[]>;
  const data = structuredClone(real) as Record<string, unknown> & { en: Docs; ar: Docs };
  const draftOf = (docs: Record<string, unknown>[], slug: string, extra = {}) => ({
    ...docs[0],
    slug,
    draft: true,
    ...extra,
  });
  for (const locale of ['en', 'ar'] as const) {
    const d = data[locale];
    d.guides.push(
      draftOf(d.guides, GUIDE, {
        url: `/guides/${GUIDE}`,
        title: 'Zz draft guide',
        featured: true,
        featuredOrder: 99,
      }),
    );
    // A published guide naming the draft as related (the content check refuses it; the getter
    // must not hand it out either).
    d.guides[1] = { ...d.guides[1], related: [GUIDE, ...(d.guides[1].related as string[])] };
    d.newsletter.push(draftOf(d.newsletter, ISSUE, { date: '2026-11-20' }));
    d.catalogue.push(draftOf(d.catalogue, PLAN, { name: 'Zz draft plan' }));
    d.complaints.push(draftOf(d.complaints, PROBLEM));
  }
  // Read when asked, so each test's `load(mode)` sets it (the mocked module itself is cached).
  Object.defineProperty(data, 'mode', { get: () => state.mode, enumerable: true });
  return { default: data };
});

async function load(mode: ContentMode) {
  state.mode = mode;
  vi.resetModules();
  return {
    content: await import('@/lib/content'),
    catalogue: await import('@/lib/content/catalogue'),
    sitemap: (await import('@/app/sitemap')).default,
    robots: (await import('@/app/robots')).default,
    feed: (await import('@/lib/guides/feed')).guidesFeed,
    index: (await import('@/lib/search/guides-index')).guidesSearchIndex,
    panels: (await import('@/lib/guides/panels')).guidePanels,
    compare: await import('@/lib/pricing/compare-content'),
    issues: await import('@/lib/newsletter/issue-file'),
    guideOg: await import('@/app/[locale]/guides/[slug]/opengraph-image'),
    planOg: await import('@/app/[locale]/plans/catalogue/[slug]/opengraph-image'),
    issueOg: await import('@/app/[locale]/newsletter/[issue]/opengraph-image'),
    seo: await import('@/lib/seo'),
    layout: (await import('@/app/[locale]/layout')).metadata,
  };
}

const DRAFTS = [GUIDE, ISSUE, PLAN, PROBLEM];
const mentionsDraft = (value: unknown) => DRAFTS.some((d) => JSON.stringify(value).includes(d));

describe('a production build leaves drafts out everywhere', () => {
  let m: Awaited<ReturnType<typeof load>>;
  beforeAll(async () => {
    m = await load('production');
  }, 60_000);

  it('has no page for a draft (its route has no params, so it answers 404)', () => {
    for (const locale of ['en', 'ar'] as const) {
      expect(m.content.getGuide(GUIDE, locale)).toBeUndefined();
      expect(m.catalogue.getCataloguePlan(PLAN, locale)).toBeUndefined();
      expect(m.content.getNewsletterIssues(locale).map((i) => i.slug)).not.toContain(ISSUE);
    }
  });

  it('leaves drafts out of the sitemap, the feeds, the search index and the panels file', () => {
    expect(mentionsDraft(m.sitemap())).toBe(false);
    for (const locale of ['en', 'ar'] as const) {
      expect(m.feed(locale)).not.toContain(GUIDE);
      expect(mentionsDraft(m.index(locale))).toBe(false);
      expect(Object.keys(m.panels(locale))).not.toContain(GUIDE);
    }
  });

  it('makes no share image for a draft', () => {
    expect(mentionsDraft(m.guideOg.generateStaticParams())).toBe(false);
    expect(mentionsDraft(m.planOg.generateStaticParams())).toBe(false);
    expect(mentionsDraft(m.issueOg.generateStaticParams())).toBe(false);
  });

  it("keeps drafts out of the home page's featured cards and counts and out of related links", () => {
    const featured = m.content.getFeaturedGuides('en').map((g) => g.slug);
    expect(featured).not.toContain(GUIDE);
    expect(m.content.getSiteStats('en').guides).toBe(m.content.getGuides('en').length);
    expect(m.content.getGuides('en').map((g) => g.slug)).not.toContain(GUIDE);
    const guide = m.content.getGuides('en').find((g) => g.related.includes(GUIDE))!;
    expect(m.content.getRelatedGuides(guide, 'en').map((g) => g.slug)).not.toContain(GUIDE);
  });

  it('keeps a draft plan out of the catalogue and the comparison, and a draft problem out of /complain', () => {
    expect(m.catalogue.getCatalogue('en').map((p) => p.slug)).not.toContain(PLAN);
    expect(m.catalogue.getCatalogueSlugs().has(PLAN)).toBe(false);
    expect(mentionsDraft(m.compare.compareChoices('en'))).toBe(false);
    expect(m.content.getComplaintProblems('en').map((p) => p.slug)).not.toContain(PROBLEM);
  });

  it('refuses to send a draft issue, naming it, and does not list it', () => {
    expect(m.issues.issueFiles()).not.toContain(ISSUE);
    expect(() => m.issues.loadIssue('draft-issue')).toThrow(
      `content/newsletter/${ISSUE}.mdx is a draft`,
    );
  });

  it('is not a preview: robots.txt allows indexing', () => {
    expect(m.content.isPreview()).toBe(false);
    expect(m.robots().rules).toMatchObject([{ allow: '/' }]);
    expect(m.seo.robotsValue()).toBe('index,follow');
    expect(m.layout.robots).toBeUndefined();
  });
});

describe('a preview build shows drafts', () => {
  it('hands every draft out, marked, and asks robots to stay away', async () => {
    const m = await load('preview');
    expect(m.content.isPreview()).toBe(true);
    expect(m.content.getGuide(GUIDE, 'ar')?.draft).toBe(true);
    expect(m.content.getFeaturedGuides('en').map((g) => g.slug)).toContain(GUIDE);
    expect(m.sitemap().some((e) => e.url.endsWith(`/guides/${GUIDE}`))).toBe(true);
    expect(m.catalogue.getCataloguePlan(PLAN, 'en')?.doc.draft).toBe(true);
    expect(m.content.getComplaintProblems('en').map((p) => p.slug)).toContain(PROBLEM);
    // Shown, but never sent.
    const issue = m.issues.loadIssue('draft-issue');
    expect(issue.draft).toBe(true);
    const { queueIssue } = await import('@/lib/newsletter/send');
    // Refused before the database is touched (there is none here).
    await expect(queueIssue(null as never, issue)).rejects.toThrow(
      `${ISSUE} is a draft (draft: true in content/newsletter/${ISSUE}.mdx)`,
    );
    expect(m.robots().rules).toEqual([{ userAgent: '*', disallow: '/' }]);
    // noindex on every page: those with their own metadata and the layout's default.
    expect(m.seo.robotsValue()).toBe('noindex,nofollow');
    expect(m.layout.robots).toBe('noindex,nofollow');
  });

  it('a dev dataset shows drafts in dev, but not in a production bundle', async () => {
    const { showsDrafts } = await import('@/lib/content/drafts');
    expect(showsDrafts('dev', 'development')).toBe(true);
    expect(showsDrafts('dev', 'production')).toBe(false);
    expect(showsDrafts('production', 'development')).toBe(false);
    expect(showsDrafts('preview', 'production')).toBe(true);
  });
});
