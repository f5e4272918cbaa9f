import path from 'node:path';
import { ESLint } from 'eslint';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleProvider } from '@/components/ui/locale-context';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SiteFooter } from '@/components/layout/site-footer';
import { getUiCopy } from '@/lib/content';
import { contactNotification, confirmationMail } from '@/lib/mail/bodies';
import { mailCopy } from '@/lib/mail/copy';
import { checkOrigin, HttpError } from '@/lib/forms/http';
import { footerNav, mainNav, siteRoutes, SITE_ROUTE_KEYS } from '@/lib/navigation/routes';
import { pageMetadata } from '@/lib/seo';
import { formMessagesFor, subjectLabel } from '@/lib/forms/validation/messages';

const formMessages = formMessagesFor('en');

/** Every word a visitor reads comes from content/ (issue 23): change the content, see it shown. */

const ROOT = path.resolve(import.meta.dirname, '../..');
const restore: (() => void)[] = [];
/** Changes one copy text for one test, as an editor would in content/. */
function edit<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]) {
  const old = obj[key];
  obj[key] = value;
  restore.push(() => (obj[key] = old));
}
afterEach(() => restore.splice(0).forEach((undo) => undo()));

describe('route labels', () => {
  it('every route is named by content, and the menus follow the names given', () => {
    const labels = getUiCopy('en').routes;
    expect(Object.keys(labels).sort()).toEqual([...SITE_ROUTE_KEYS].sort());
    expect(siteRoutes).toHaveLength(17);
    const arabic = Object.fromEntries(SITE_ROUTE_KEYS.map((k) => [k, `ar:${k}`])) as typeof labels;
    expect(mainNav(arabic).map((l) => l.label)).toEqual([
      'ar:home',
      'ar:plans',
      'ar:guides',
      'ar:about',
      'ar:contact',
    ]);
    expect(footerNav(arabic).legal.map((l) => l.label)).toEqual([
      'ar:privacy',
      'ar:terms',
      'ar:cookiePolicy',
    ]);
  });

  it('the breadcrumbs and the footer render content’s words', () => {
    const ui = getUiCopy('en');
    edit(ui.routes, 'home', 'Start page');
    edit(ui, 'breadcrumbLabel', 'You are here');
    const crumbs = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <Breadcrumbs locale={'en'} path="/plans/catalogue" />
      </LocaleProvider>,
    );
    expect(crumbs).toContain('aria-label="You are here"');
    expect(crumbs).toContain('>Start page</a>');
    edit(ui.site, 'tagline', 'A tagline from content');
    edit(ui.site, 'copyright', '{name} {year}: edited');
    edit(ui.routes, 'terms', 'The terms');
    const footer = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <SiteFooter locale={'en'} />
      </LocaleProvider>,
    );
    expect(footer).toContain('A tagline from content');
    expect(footer).toMatch(/ClearSignal \d{4}: edited/);
    expect(footer).toContain('>The terms</a>');
  });

  it('titles, keywords and the default share image’s alt come from content', () => {
    const ui = getUiCopy('en');
    edit(ui.site, 'titleSuffix', 'Suffix from content');
    edit(ui.site, 'keywords', ['one keyword']);
    edit(ui.share, 'defaultAlt', 'Alt from content');
    const meta = pageMetadata({ locale: 'en', title: 'Page', description: 'd', path: '/x' });
    expect(meta.title).toEqual({ absolute: 'Page | Suffix from content' });
    expect(meta.keywords).toEqual(['one keyword']);
    expect(JSON.stringify(meta.openGraph)).toContain('Alt from content');
  });
});

describe('server messages and mails', () => {
  it('a server error answers in content/forms/messages.json’s words', () => {
    edit(formMessages.server, 'crossSite', 'Edited cross-site message');
    const req = new Request('http://localhost:3000/api/newsletter/confirm', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    let error: unknown;
    try {
      checkOrigin(req, 'en');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Edited cross-site message');
  });

  it('contact subjects have a stable value and a label from content', () => {
    expect(subjectLabel('technical', 'en')).toBe('Technical');
    edit(formMessages.contactSubjects, 'technical', 'Technique');
    expect(subjectLabel('technical', 'en')).toBe('Technique');
  });

  it('the contact notification is the subject, the number and the inbox command, in content’s words', () => {
    const copy = {
      ...mailCopy.contactNotification,
      subject: '{brand}: {kind} {id} ({subject})',
      text: 'Nouveau {kind} n°{id}, {date}, en {language}.',
    };
    const mail = contactNotification(
      {
        id: 42,
        source: 'contact',
        subject: 'Technical',
        receivedAt: '2026-11-24T06:00:00Z',
        brand: 'ClearSignal',
        locale: 'ar',
      },
      copy,
      'en',
    );
    expect(mail.subject).toBe('ClearSignal: Contact message 42 (Technical)');
    // The visitor wrote from the Arabic site: the operator is told, in the operator's words.
    expect(mail.text).toBe(
      'Nouveau Contact message n°42, 24 November 2026, en Arabic.\n\n    npm run inbox -- show 42\n',
    );
    expect(mail.html).toContain('<code>npm run inbox -- show 42</code>');
  });

  it('the newsletter confirmation mail is content’s words, its hours phrased by plural category', () => {
    const m = {
      brand: 'ClearSignal',
      confirmUrl: 'https://x/c',
      unsubscribeUrl: 'https://x/u',
      validHours: 1,
    };
    const one = confirmationMail(m, mailCopy.newsletterConfirmation, 'en');
    expect(one.text).toContain('expires in 1 hour.');
    expect(
      confirmationMail({ ...m, validHours: 48 }, mailCopy.newsletterConfirmation, 'en').text,
    ).toContain('expires in 48 hours.');
    const edited = confirmationMail(
      m,
      {
        ...mailCopy.newsletterConfirmation,
        button: 'Yes, {brand}',
        subject: 'Edited',
      },
      'en',
    );
    expect(edited.subject).toBe('Edited');
    expect(edited.html).toContain('>Yes, {brand}</a>');
  });
});

describe('the lint rule against words in components', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (code: string, file = 'components/__words-fixture.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result.messages.map((m) => m.ruleId);
  };

  it('rejects words written in JSX text, in read attributes, in metadata and in share-image alts', async () => {
    expect(await lint('export const A = () => <p>Hello world</p>;\n')).toContain(
      'react/jsx-no-literals',
    );
    expect(await lint("export const A = () => <p>{'Hello world'}</p>;\n")).toContain(
      'react/jsx-no-literals',
    );
    expect(await lint('export const A = () => <img src="/a.png" alt="A photo" />;\n')).toContain(
      'no-restricted-syntax',
    );
    expect(await lint('export const A = () => <nav aria-label="Breadcrumb" />;\n')).toContain(
      'no-restricted-syntax',
    );
    expect(
      await lint("export const metadata = { title: 'Form not sent' };\n", 'app/__words-fixture.ts'),
    ).toContain('no-restricted-syntax');
    expect(
      await lint("export const alt = 'ClearSignal share image';\n", 'app/__words-fixture.tsx'),
    ).toContain('no-restricted-syntax');
  });

  it('allows punctuation, the brand, class names and copy read from content', async () => {
    expect(
      await lint(
        'export const A = ({ t }: { t: string }) => (\n  <p className="text-sm font-medium" aria-label={t}>\n    <b>ClearSignal</b> {t} · {t} ({t})\n  </p>\n);\n',
      ),
    ).toEqual([]);
  });
});
