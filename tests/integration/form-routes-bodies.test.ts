/**
 * The forms' bodies on SQLite and a real PostgreSQL server: a body at its cap (Arabic, without
 * JavaScript too, within the cap server.mjs's action guard takes from the form's schema), and
 * confirm and unsubscribe only on POST (issue 19 #5; issue 13 defect 1). The guard's refusals,
 * each with its own words, and a body that breaks off: server-actions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { actionFormsManifest } from '@/lib/forms/action-forms';
import { multipart } from '../support/action-posts';
import { contactPost, formRoutesOver, post, submit, type FormName } from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';
process.env.RATE_LIMIT_CONTACT = '4/600';
process.env.RATE_LIMIT_NEWSLETTER = '4/600';

const backends = await databasesInTmp('SQLite', 'cs-routes-bodies-');

const contact = contactPost.en;

describe.each(backends)('form route bodies on %s', (_name, url) => {
  const live = formRoutesOver(url);

  it('a maximum-length Arabic (or worst-case) message fits the body cap and is stored, without JavaScript too (issue 19 #5)', async () => {
    // Ordinary Arabic prose: letters and spaces.
    const prose = (n: number) =>
      'نريد باقة منزلية سريعة '
        .repeat(Math.ceil(n / 23))
        .slice(0, n)
        .trim();
    const letters = (n: number) => 'ب'.repeat(n);
    const caps = actionFormsManifest().pages;
    const cases: [FormName, string, string, Record<string, string>][] = [
      [
        'contact',
        '/contact',
        'ArabicLetters',
        { ...contact, name: letters(100), message: letters(5000) },
      ],
      ['contact', '/contact', 'ArabicProse', { ...contact, message: prose(5000) }],
      [
        'contact',
        '/contact',
        'Euro',
        { ...contact, name: '€'.repeat(100), message: '€'.repeat(5000) },
      ],
      ['planAdvice', '/plans', 'AdviceArabic', { ...contact, message: letters(3000), terms: 'on' }],
    ];
    for (const [name, page, tag, typed] of cases) {
      const fields = { ...typed, phone: '+971 4 000 0000' };
      // Without JavaScript the post carries the state it answers (what was typed, with an error
      // beside every field after a refusal) in Next's own fields: it must fit the guard's cap.
      const echoed = JSON.stringify([
        {
          values: fields,
          errors: Object.fromEntries(Object.keys(fields).map((k) => [k, 'x'.repeat(200)])),
          message: 'x'.repeat(200),
        },
      ]);
      const body = await multipart([
        ...Object.entries(fields),
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', JSON.stringify({ id: 'f'.repeat(42), bound: '$@1' })],
        ['$ACTION_1:1', echoed],
        ['$ACTION_KEY', 'k'.repeat(32)],
      ]);
      expect([tag, body.body.length <= caps[page].bodyLimit]).toEqual([tag, true]);
      expect([tag, await submit(name, fields)]).toEqual([tag, { redirect: '/contact/thank-you' }]);
    }
    const stored = await live.db
      .selectFrom('contact_messages')
      .select(['message'])
      .where('message', 'in', [letters(5000), prose(5000), '€'.repeat(5000), letters(3000)])
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('confirm and unsubscribe change state only on POST, and answer with the page (defect 1)', async () => {
    const { subscribe } = await import('@/lib/forms/newsletter');
    await subscribe(live.db, 'post-only@example.com', undefined, 'en');
    const mail = await live.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'post-only@example.com')
      .executeTakeFirstOrThrow();
    const token = decodeURIComponent(mail.text_body.match(/confirm\?token=([\w%-]+)/)![1]);
    const unsub = decodeURIComponent(mail.text_body.match(/unsubscribe\?token=([\w%-]+)/)![1]);
    const status = async () =>
      (
        await live.db
          .selectFrom('subscribers')
          .select('status')
          .where('email', '=', 'post-only@example.com')
          .executeTakeFirstOrThrow()
      ).status;

    const confirmed = await live.routes.confirm(
      post('/api/newsletter/confirm', new URLSearchParams({ token }), {
        accept: 'text/html',
        origin: 'http://localhost:3000',
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?result=confirmed');
    expect(await status()).toBe('confirmed');
    const again = await live.routes.confirm(
      post('/api/newsletter/confirm', new URLSearchParams({ token })),
    );
    expect(again.headers.get('location')).toBe('/newsletter/confirm?result=invalid');
    const crossSite = await live.routes.confirm(
      post('/api/newsletter/confirm', new URLSearchParams({ token }), {
        origin: 'https://evil.example',
      }),
    );
    expect(crossSite.status).toBe(403);

    // RFC 8058 one-click, as a mail provider posts it: no Origin, the token in the URL.
    const oneClick = await live.routes.unsubscribe(
      post(
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsub)}`,
        new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
        { accept: '*/*' },
      ),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true });
    expect(await status()).toBe('unsubscribed');
    // The page's button: the token in the form, answered with the page.
    const button = await live.routes.unsubscribe(
      post('/api/newsletter/unsubscribe', new URLSearchParams({ token: unsub }), {
        accept: 'text/html',
      }),
    );
    expect(button.status).toBe(303);
    expect(button.headers.get('location')).toBe('/newsletter/unsubscribe?result=done');
  });
});
