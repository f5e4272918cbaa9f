/**
 * The footer's social profiles come from SOCIAL_<NETWORK> (lib/config/site.ts `socialProfiles`),
 * like the mailboxes: none configured, the footer names none (issue 51, the editor's second
 * reading: no handle the operator did not give); configured, each is an icon, not a link.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { LocaleProvider } from '@/components/ui/locale-context';
import { SOCIAL_NETWORKS, socialProfiles } from '@/lib/config/site';
import { getUiCopy } from '@/lib/content';
import { readEnv } from '@/lib/server/env.mjs';

afterEach(() => vi.unstubAllEnvs());

const footer = (locale: 'en' | 'ar') =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <SiteFooter locale={locale} />
    </LocaleProvider>,
  );

const unsetAll = () => {
  for (const name of Object.values(SOCIAL_NETWORKS)) vi.stubEnv(name, '');
};

describe('the social profiles', () => {
  it.each(['en', 'ar'] as const)(
    'unset: the footer shows no profile and no handle (%s)',
    (locale) => {
      unsetAll();
      expect(socialProfiles()).toEqual([]);
      const html = footer(locale);
      expect(html).not.toContain(getUiCopy(locale).layout.socialLabel);
      expect(html).not.toMatch(/clearsignal[._]ae|@clearsignal/);
    },
  );

  it.each(['en', 'ar'] as const)(
    'set: each configured one is an icon, not a link (%s)',
    (locale) => {
      unsetAll();
      vi.stubEnv('SOCIAL_X', 'example_handle');
      vi.stubEnv('SOCIAL_LINKEDIN', 'example-company');
      expect(socialProfiles()).toEqual([
        { name: 'X', handle: 'example_handle' },
        { name: 'LinkedIn', handle: 'example-company' },
      ]);
      const html = footer(locale);
      const list = html.match(/<ul[^>]*aria-label="[^"]*"[^>]*>(.*?)<\/ul>/g) ?? [];
      const social = list.find((l) => l.includes(getUiCopy(locale).layout.socialLabel));
      expect(social).toBeDefined();
      expect(social!.match(/role="img"/g)).toHaveLength(2);
      expect(social).toContain('X: @example_handle');
      expect(social).toContain('LinkedIn: @example-company');
      expect(social).not.toContain('<a ');
      expect(html).not.toContain('Facebook');
    },
  );

  it('refuses a handle that is not one', () => {
    expect(() => readEnv({ SOCIAL_X: '@not a handle' })).toThrow(/SOCIAL_X/);
    expect(readEnv({ SOCIAL_X: ' example_handle ' }).SOCIAL_X).toBe('example_handle');
  });
});
