/**
 * The one Origin rule of every form (lib/forms/origin.mjs): the route forms' (lib/forms/http.ts)
 * and the Server Actions' (lib/server/action-guard.mjs), which also refuse a post without Origin
 * (issue 50 §3).
 */
import { describe, expect, it } from 'vitest';
import { allowedOrigins, isCrossSite } from '@/lib/forms/origin.mjs';
import { refusalPage } from '@/lib/server/action-guard.mjs';

const site = { siteUrl: 'https://clearsignal.ae', scheme: 'http', trusted: false };

describe('where a form may be posted from', () => {
  const allowed = allowedOrigins({ ...site, host: '127.0.0.1:3000' });

  it("is the site's origin or the request's own, scheme included", () => {
    expect([...allowed].sort()).toEqual(['http://127.0.0.1:3000', 'https://clearsignal.ae']);
    const check = (origin: string | undefined, fetchSite?: string) =>
      isCrossSite({ origin, fetchSite, allowed });
    expect(check('https://clearsignal.ae', 'same-origin')).toBe(false);
    expect(check('http://127.0.0.1:3000')).toBe(false);
    for (const origin of ['http://clearsignal.ae', 'https://evil.example', 'null', 'not a url'])
      expect(check(origin), origin).toBe(true);
    expect(check('https://clearsignal.ae', 'cross-site')).toBe(true);
    expect(check('https://clearsignal.ae', 'same-site')).toBe(true);
  });

  it('believes X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const forwarded = {
      host: 'internal:3000',
      forwardedHost: 'evil.example',
      forwardedProto: 'https',
    };
    expect(allowedOrigins({ ...site, ...forwarded }).has('https://evil.example')).toBe(false);
    expect(
      allowedOrigins({ ...site, ...forwarded, trusted: true }).has('https://evil.example'),
    ).toBe(true);
  });

  it('refuses a post without Origin only where asked to (the Server Actions)', () => {
    expect(isCrossSite({ origin: undefined, fetchSite: undefined, allowed })).toBe(false);
    expect(
      isCrossSite({ origin: undefined, fetchSite: undefined, allowed, requireOrigin: true }),
    ).toBe(true);
  });
});

describe("the action guard's refusal page", () => {
  const words = {
    title: 'لم يُرسَل <النموذج>',
    back: 'ارجع',
    400: { page: 'a', message: 'a' },
    403: { page: 'Only "this" site & <b>', message: 'b' },
    413: { page: 'c', message: 'c' },
  };
  it("is in the page's language and direction, its words escaped", () => {
    const html = refusalPage(words, 403, 'ar', '/ar/complain?x="1"');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>لم يُرسَل &#60;النموذج&#62;</title>');
    expect(html).toContain('Only &#34;this&#34; site &#38; &#60;b&#62;');
    expect(html).toContain('<a href="/ar/complain?x=&#34;1&#34;">ارجع</a>');
  });
});
