/**
 * The head every public route owes, read from its HTML as a crawler reads it (no script run): the
 * language and direction, the title `{title} | {site suffix}`, description, keywords, canonical,
 * the hreflang pairs (English unprefixed and x-default, Arabic under /ar where the page has an
 * Arabic twin), the social tags, robots, and the JSON-LD (Organization, with no address or e-mail unless the build configures them, WebSite with
 * the guides' search action in the page's language). `npm run test:html` (validate-html.mjs)
 * runs it over every prerendered page and every page rendered per request; it was the e2e
 * suite's per-route head check, moved here so that no browser has to load a page for it.
 */
import { Window } from 'happy-dom';
import { ARABIC_NEWSLETTER_ISSUES, uiCopy, type Route } from '../e2e/routes';

const OG_LOCALE = { en: 'en_US', ar: 'ar_AE' } as const;
/** The SITE_URL of the build and the test servers (its default). */
const SITE = 'http://localhost:3000';
const url = (p: string) => (p === '/' ? SITE : `${SITE}${p}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the build writes a route's page (English pages are built under /en). */
export function builtFile(route: Route): string {
  return `${route.locale}${route.logical === '/' ? '' : route.logical}.html`;
}

/** What is wrong with `html` as the page of `route`, one sentence a problem; empty when nothing. */
export function headProblems(html: string, route: Route): string[] {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  try {
    // The document's start to the end of its head, and its JSON-LD (in the body): a page's body
    // is most of its bytes, and none of the rest is read.
    const end = html.indexOf('</head>');
    const ld = html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g) ?? [];
    const doc = new window.DOMParser().parseFromString(
      end < 0 ? html : `${html.slice(0, end)}</head><body>${ld.join('')}</body></html>`,
      'text/html',
    );
    return check(doc as unknown as Document, route);
  } finally {
    void window.happyDOM.close();
  }
}

function check(doc: Document, route: Route): string[] {
  const problems: string[] = [];
  const expectThat = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  /** The one element `selector` finds in the head, and its attribute `attr`. */
  const one = (selector: string, attr: string) => {
    const found = doc.head.querySelectorAll(selector);
    if (found.length !== 1) {
      problems.push(`${selector}: ${found.length} in the head, not one`);
      return undefined;
    }
    return found[0].getAttribute(attr) ?? undefined;
  };
  const is = (selector: string, attr: string, want: string) => {
    const got = one(selector, attr);
    if (got !== undefined) expectThat(got === want, `${selector} ${attr}="${got}", not "${want}"`);
  };

  const html = doc.documentElement;
  expectThat(html.getAttribute('lang') === route.locale, `<html lang> is not "${route.locale}"`);
  const dir = route.locale === 'ar' ? 'rtl' : 'ltr';
  expectThat(html.getAttribute('dir') === dir, `<html dir> is not "${dir}"`);

  // The head: title, description, keywords, canonical, social tags, robots.
  const ui = uiCopy(route.locale);
  const title = doc.title;
  expectThat(
    new RegExp(`^.+ \\| ${escape(ui.site.titleSuffix)}$`).test(title),
    `title "${title}" is not "{page} | ${ui.site.titleSuffix}"`,
  );
  const description = one('meta[name="description"]', 'content');
  if (description !== undefined)
    expectThat(/.{20,}/.test(description), `description "${description}" is under 20 characters`);
  const keywords = one('meta[name="keywords"]', 'content');
  if (keywords !== undefined)
    expectThat(keywords.split(',').length > 8, `${keywords.split(',').length} keywords, not 9+`);
  is('link[rel="canonical"]', 'href', url(route.path));

  // hreflang: English at the unprefixed URL (also x-default), Arabic under /ar.
  const arabic = route.logical === '/' ? '/ar' : `/ar${route.logical}`;
  const issue = route.logical.match(/^\/newsletter\/(.+)$/)?.[1];
  const hasArabic = !issue || ARABIC_NEWSLETTER_ISSUES.includes(issue);
  is('link[rel="alternate"][hreflang="en"]', 'href', url(route.logical));
  is('link[rel="alternate"][hreflang="x-default"]', 'href', url(route.logical));
  if (hasArabic) is('link[rel="alternate"][hreflang="ar"]', 'href', url(arabic));
  else
    expectThat(
      doc.head.querySelectorAll('link[rel="alternate"][hreflang="ar"]').length === 0,
      'an hreflang="ar" alternate, but the page has no Arabic twin',
    );
  is('meta[property="og:title"]', 'content', title);
  is('meta[property="og:locale"]', 'content', OG_LOCALE[route.locale]);
  const image = doc.head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
  expectThat(/^http:\/\/localhost:3000\/.+/.test(image), `og:image "${image}" is not on the site`);
  is('meta[name="twitter:card"]', 'content', 'summary_large_image');
  is('meta[name="robots"]', 'content', 'index,follow');

  // Parseable JSON-LD with Organization (no address or e-mail: the test build configures none,
  // and a contact detail never comes from anywhere else) and WebSite with a search action.
  const blocks: Record<string, unknown>[] = [];
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]'))
    try {
      blocks.push(JSON.parse(s.textContent ?? ''));
    } catch (e) {
      problems.push(`JSON-LD that does not parse: ${String(e)}`);
    }
  const org = blocks.find((b) => b['@type'] === 'Organization');
  expectThat(typeof org?.name === 'string' && org.name !== '', 'no Organization JSON-LD');
  expectThat(!org || !('address' in org), 'Organization JSON-LD has an address none configured');
  expectThat(!org || !('email' in org), 'Organization JSON-LD has an e-mail none configured');
  const site = blocks.find((b) => b['@type'] === 'WebSite') as
    { inLanguage?: string; potentialAction?: { target?: { urlTemplate?: string } } } | undefined;
  const search = `${url(route.locale === 'ar' ? '/ar/guides' : '/guides')}?q={search_term_string}`;
  expectThat(
    site?.potentialAction?.target?.urlTemplate === search,
    `WebSite JSON-LD's search action is not ${search}`,
  );
  expectThat(site?.inLanguage === route.locale, `WebSite JSON-LD not in "${route.locale}"`);
  return problems;
}
