/**
 * The form route handlers called as Next calls them, on SQLite and a real PostgreSQL server: a body
 * at its cap (Arabic, without JavaScript too), refusals that land on their own reason, a body
 * that breaks off, and confirm and unsubscribe only on POST (issue 19 #2, #5; issue 13 defect 1).
 */
import { describe, expect, it, vi } from 'vitest';
import { contactPost, form, formRoutesOver, post, type FormRoutes } from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';
process.env.RATE_LIMIT_CONTACT = '4/600';
process.env.RATE_LIMIT_NEWSLETTER = '4/600';

const backends = await databasesInTmp('SQLite', 'cs-routes-bodies-');

const contact = contactPost.en;

describe.each(backends)('form route bodies on %s', (_name, url) => {
  const live = formRoutesOver(url);

  it('a maximum-length Arabic (or worst-case) message fits the body cap and is stored, without JavaScript too (issue 19 #5)', async () => {
    // Ordinary Arabic prose: letters and spaces, 6 and 1 bytes URL-encoded.
    const prose = (n: number) =>
      'نريد باقة منزلية سريعة '
        .repeat(Math.ceil(n / 23))
        .slice(0, n)
        .trim();
    const letters = (n: number) => 'ب'.repeat(n);
    const noJs = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    const cases: [keyof FormRoutes, string, Record<string, string>][] = [
      ['contact', 'ArabicLetters', { ...contact, name: letters(100), message: letters(5000) }],
      ['contact', 'ArabicProse', { ...contact, message: prose(5000) }],
      ['contact', 'Euro', { ...contact, name: '€'.repeat(100), message: '€'.repeat(5000) }],
      ['planAdvice', 'AdviceArabic', { ...contact, message: letters(3000), terms: 'on' }],
    ];
    for (const [route, tag, fields] of cases) {
      const body = new URLSearchParams({ ...fields, phone: '+971 4 000 0000' }).toString();
      const res = await live.routes[route](
        post(`/api/${route === 'contact' ? 'contact' : 'plan-advice'}`, body, noJs),
      );
      expect([tag, res.status, res.headers.get('location')]).toEqual([
        tag,
        303,
        '/contact/thank-you',
      ]);
    }
    const stored = await live.db
      .selectFrom('contact_messages')
      .select(['message'])
      .where('message', 'in', [letters(5000), prose(5000), '€'.repeat(5000), letters(3000)])
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('without JavaScript, a 413, 415 or 403 lands on its own reason, not "something went wrong on our side" (issue 19 #5)', async () => {
    const html = { accept: 'text/html' };
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    const huge = new URLSearchParams({ ...contact, message: 'ب'.repeat(20_000) }).toString();
    const cases: [string, Request][] = [
      ['too-long', post('/api/contact', huge, { ...html, ...urlencoded })],
      [
        'not-form',
        post('/api/contact', JSON.stringify(contact), {
          ...html,
          'content-type': 'application/json',
        }),
      ],
      [
        'refused',
        post('/api/contact', form(contact).body, {
          ...html,
          ...urlencoded,
          origin: 'https://evil.example',
        }),
      ],
    ];
    for (const [reason, req] of cases) {
      const res = await live.routes.contact(req);
      expect([reason, res.status, res.headers.get('location')]).toEqual([
        reason,
        303,
        `/form-error?reason=${reason}`,
      ]);
    }
  });

  it('a body that breaks off mid-stream is logged as a client abort, not an internal error (issue 19 #2)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('name=Cut&message=half'));
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      const req = new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.250',
        },
      } as RequestInit);
      const res = await live.routes.contact(req);
      expect(res.status).toBe(400);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings.mock.calls.flat().join(' ')).toMatch(/client aborted/);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
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
