import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PageError from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import { LocaleProvider } from '@/components/ui/locale-context';
import { errorCopyFor } from '@/lib/i18n/error-copy';

/** The error boundaries speak the visitor's language (issue 29 §6); e2e/errors.spec.ts provokes one. */

let pathname = '/';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams('q=1'),
}));

afterEach(() => {
  pathname = '/';
});

const serverError = Object.assign(new Error('secret detail'), { digest: '12345' });
const noop = () => {};

describe('the error pages', () => {
  it('app/[locale]/error.tsx speaks the layout’s language and gives the log key, not the message', () => {
    for (const locale of ['en', 'ar'] as const) {
      pathname = locale === 'ar' ? '/ar/plans/compare' : '/plans/compare';
      const copy = errorCopyFor(locale);
      const html = renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <PageError error={serverError} retry={noop} />
        </LocaleProvider>,
      );
      expect(html).toContain(
        `<h1 class="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">${copy.title}</h1>`,
      );
      expect(html).toContain(`<title>${copy.documentTitle}</title>`);
      expect(html).toContain(copy.reference.replace('{digest}', '12345'));
      expect(html).not.toContain('secret detail');
      // "Try again" reloads this same address without JavaScript; the way home is in the language.
      expect(html).toContain(`href="${pathname}?q=1"`);
      expect(html).toContain(`href="${locale === 'ar' ? '/ar' : '/'}"`);
    }
    expect(errorCopyFor('ar').title).not.toBe(errorCopyFor('en').title);
  });

  it('app/global-error.tsx brings its own document, in the language of the address', () => {
    pathname = '/ar/guides';
    const ar = renderToStaticMarkup(<GlobalError error={new Error('x')} retry={noop} />);
    expect(ar).toMatch(/^<html lang="ar" dir="rtl">/);
    expect(ar).toContain(errorCopyFor('ar').title);
    expect(ar).toContain('href="/ar"');
    pathname = '/guides';
    const en = renderToStaticMarkup(<GlobalError error={new Error('x')} retry={noop} />);
    expect(en).toMatch(/^<html lang="en" dir="ltr">/);
    expect(en).toContain(errorCopyFor('en').title);
    // A client error has no digest: no reference line.
    expect(en).not.toContain(errorCopyFor('en').reference.replace('{digest}', ''));
  });

  it('both languages have every text, none empty, and the reference keeps its {digest} slot', () => {
    const entries = (o: object): [string, unknown][] =>
      Object.entries(o).flatMap(([k, v]): [string, unknown][] =>
        v && typeof v === 'object' ? entries(v).map(([s, x]) => [`${k}.${s}`, x]) : [[k, v]],
      );
    const keys = (o: object) =>
      entries(o)
        .map(([k]) => k)
        .sort();
    expect(keys(errorCopyFor('ar'))).toEqual(keys(errorCopyFor('en')));
    for (const locale of ['en', 'ar'] as const) {
      expect(errorCopyFor(locale).reference).toContain('{digest}');
      for (const [k, v] of entries(errorCopyFor(locale)))
        expect(typeof v === 'string' && v.trim() !== '', `${locale} ${k}`).toBe(true);
    }
  });
});
