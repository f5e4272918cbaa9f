/**
 * A message's stored User-Agent (issue 50 §4), through a form's post as its Server Action takes it: the
 * header's UTF-8 bytes, which HTTP hands over as Latin-1, are stored decoded, never as C1
 * control characters; one that breaks a field's text rules is not stored at all.
 */
import { describe, expect, it } from 'vitest';
import { contactPost, formRoutesOver, submit, thanked } from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';

const backends = await databasesInTmp('SQLite', 'cs-ua-');
const onTheWire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe.each(backends)("a message's User-Agent on %s", (_name, url) => {
  const live = formRoutesOver(url);
  const stored = async (name: string) =>
    (
      await live.db
        .selectFrom('contact_messages')
        .select('user_agent')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).user_agent;
  const send = async (name: string, userAgent: string) => {
    // The header's value as the request hands it over (Latin-1 per byte), as next/headers gives it.
    expect(thanked(await submit('contact', { ...contactPost.en, name }, { userAgent }))).toBe(true);
  };

  it('is stored as the UTF-8 text the client sent', async () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) تطبيق/2.1 Überblick';
    await send('UA decoded', onTheWire(ua));
    const value = await stored('UA decoded');
    expect(value).toBe(ua);
    expect(value).not.toMatch(/[\u0080-\u009f]/);
  });

  it('is not stored when it breaks the text rules of a field', async () => {
    await send('UA refused', onTheWire('Agent \u202eevil \u0085'));
    expect(await stored('UA refused')).toBe('');
  });
});
