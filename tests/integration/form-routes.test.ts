/**
 * The forms' posts as their Server Actions take them (the one pipeline, lib/forms/action.ts), on
 * SQLite and a real PostgreSQL server: issue 13 defects 2, 3, 4, 7 and 8. The Origin rule of
 * defect 7 is the one lib/forms/origin.mjs gives the action guard and the newsletter's
 * confirm/unsubscribe handlers: checked here on the handler (on the guard: server-actions.test.ts).
 * Bodies at and over their caps, broken bodies and confirm/unsubscribe: form-routes-bodies.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startedToken, MIN_FILL_MS } from '@/lib/forms/guard';
import { serverSecret } from '@/lib/forms/secrets';
import {
  contactPost,
  form,
  formRoutesOver,
  post,
  refusal,
  submit,
  thanked,
} from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';
process.env.RATE_LIMIT_CONTACT = '4/600';
process.env.RATE_LIMIT_NEWSLETTER = '4/600';

const backends = await databasesInTmp('SQLite', 'cs-routes-');

const contact = contactPost.en;

describe.each(backends)('form routes on %s', (_name, url) => {
  const live = formRoutesOver(url);
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });
  const count = async (name: string) =>
    (await live.db.selectFrom('contact_messages').select('id').where('name', '=', name).execute())
      .length;

  it('a NUL byte or a terminal escape in a name is refused beside the field, never a 500, and nothing is stored (defects 2, 3)', async () => {
    for (const name of ['Nul\u0000Name', 'Esc\u001b]0;x\u0007Name', 'Bidi\u202eName']) {
      const res = refusal(await submit('contact', { ...contact, name }));
      expect(res.errors.name, JSON.stringify(name)).toMatch(/control characters/);
    }
    // (A NUL cannot even be a query parameter on PostgreSQL: look for what was stored instead.)
    const stored = await live.db
      .selectFrom('contact_messages')
      .select('name')
      .where('name', 'like', '%Name')
      .execute();
    expect(stored).toEqual([]);
  });

  it('plan advice needs both its ticks: consent to answer and the Terms, neither standing in for the other (PDPL Art. 6)', async () => {
    const advice = { name: 'Two ticks', email: 'ticks@example.com', message: contact.message };
    for (const [ticks, missing] of [
      [{ terms: 'on' }, ['consent']],
      [{ consent: 'on' }, ['terms']],
      [{}, ['consent', 'terms']],
    ] as const) {
      const res = refusal(await submit('planAdvice', { ...advice, ...ticks }));
      expect(Object.keys(res.errors).sort(), JSON.stringify(ticks)).toEqual([...missing]);
    }
    expect(await count('Two ticks')).toBe(0);
  });

  it('a file part in a text field is a 400 on every form, never stored as [object File] (defect 4)', async () => {
    for (const [route, fields, field] of [
      ['contact', contact, 'name'],
      ['contact', contact, 'message'],
      ['planAdvice', { ...contact, terms: 'on' }, 'name'],
      ['newsletter', { email: 'file@example.com', consent: 'on' }, 'email'],
    ] as const) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) fd.append(k, v);
      fd.set(field, new File(['Mallory'], 'name.txt', { type: 'text/plain' }));
      const res = refusal(await submit(route, fd));
      expect(res.errors[field], `${route} ${field}`).toBe('This field takes text, not a file.');
    }
    expect(
      await live.db
        .selectFrom('contact_messages')
        .select('id')
        .where((eb) =>
          eb.or([eb('name', '=', '[object File]'), eb('message', '=', '[object File]')]),
        )
        .execute(),
    ).toEqual([]);
  });

  it('the Origin must match SITE_URL or this request, scheme included; X-Forwarded-Host counts only with TRUST_PROXY (defect 7)', async () => {
    // An unknown token: a post the rule lets through is answered by the handler (404).
    const send = (headers: Record<string, string>) => {
      const { body, type } = form({ token: 'unknown' });
      return live.routes.unsubscribe(
        post('/api/newsletter/unsubscribe', body, { ...type, ...headers }),
      );
    };
    expect((await send({ origin: 'http://localhost:3000' })).status).toBe(404);
    expect((await send({ origin: 'https://localhost:3000' })).status).toBe(403);
    expect(
      (
        await send({
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        })
      ).status,
    ).toBe(403);
    expect(
      (await send({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).status,
    ).toBe(403);
    process.env.TRUST_PROXY = '1';
    expect(
      (
        await send({
          origin: 'https://www.example.org',
          'x-forwarded-host': 'www.example.org',
          'x-forwarded-proto': 'https',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send({
          origin: 'http://www.example.org',
          'x-forwarded-host': 'www.example.org',
          'x-forwarded-proto': 'https',
        })
      ).status,
    ).toBe(403);
  });

  it('a timing token works once; a post without one, or reusing one, pays double against the limit (defect 8)', async () => {
    const secret = await serverSecret(live.db);
    const token = startedToken(secret, Date.now() - MIN_FILL_MS - 1000);
    const visitor = '198.51.100.80';
    const send = (name: string, started?: string) =>
      submit('contact', { ...contact, name, ...(started ? { started } : {}) }, { visitor });
    // Limit 4 points: a fresh token costs 1, its reuse 2 (stored), then no token 2: 5 > 4.
    expect(thanked(await send('Timed', token))).toBe(true);
    expect(thanked(await send('Replayed', token))).toBe(true);
    expect(refusal(await send('Untimed')).message).toMatch(/Too many attempts/);
    expect(await count('Timed')).toBe(1);
    expect(await count('Replayed')).toBe(1);
    expect(await count('Untimed')).toBe(0);
    // Another visitor without JavaScript still gets through, twice in the window.
    const other = '198.51.100.81';
    for (const n of ['NoJs1', 'NoJs2', 'NoJs3'])
      await submit('contact', { ...contact, name: n }, { visitor: other });
    expect([await count('NoJs1'), await count('NoJs2'), await count('NoJs3')]).toEqual([1, 1, 0]);
    // A forged or too-fresh token is a bot: thanked, nothing stored.
    expect(
      thanked(
        await submit('contact', { ...contact, name: 'TooFast', started: startedToken(secret) }),
      ),
    ).toBe(true);
    expect(await count('TooFast')).toBe(0);
  });

  it('a timing token with anything appended (<token>.1, <token>.2) is not a fresh token: a bot, nothing stored (issue 19 #4)', async () => {
    const secret = await serverSecret(live.db);
    const token = startedToken(secret, Date.now() - MIN_FILL_MS - 1000);
    // Each from its own address, so the rate limit is not what stops them.
    const send = (name: string, started: string) =>
      submit('contact', { ...contact, name, started });
    expect(thanked(await send('Suffixed0', token))).toBe(true);
    for (const [i, started] of [`${token}.1`, `${token}.2`, `${token}x`, `0${token}`].entries())
      expect(thanked(await send(`Suffixed${i + 1}`, started))).toBe(true);
    expect(
      await Promise.all(
        ['Suffixed0', 'Suffixed1', 'Suffixed2', 'Suffixed3', 'Suffixed4'].map(count),
      ),
    ).toEqual([1, 0, 0, 0, 0]);
  });
});
