/**
 * The one form pipeline (lib/forms/action.ts) on a real database, as a Server Action runs it:
 * a post's FormData and its sender in, the useActionState state or the thank-you page out.
 */
import { describe, expect, it, vi } from 'vitest';
import { formAction, runFormPost } from '@/lib/forms/action';
import { EMPTY_FORM_STATE } from '@/lib/forms/action-state';
import { MIN_FILL_MS, startedToken } from '@/lib/forms/guard';
import { serverSecret } from '@/lib/forms/secrets';
import { CONTACT_FORM, NEWSLETTER_FORM } from '@/lib/forms/specs';
import { contactPost, formRoutesOver } from '../support/form-routes';
import { databasesInTmp } from '../support/postgres';

process.env.OUTBOX_WORKER = 'off';
process.env.RATE_LIMIT_CONTACT = '4/600';

const backends = await databasesInTmp('SQLite', 'cs-action-');

// The request's headers as next/headers gives them to the action, and redirect() as Next throws it.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
class Redirect extends Error {}
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));

const formData = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  // Next's own fields of a post without JavaScript, which are no field of the form's.
  fd.append('$ACTION_REF_1', '');
  return fd;
};
let visitors = 0;
const sender = () => ({ ip: `198.51.100.${++visitors}`, userAgent: 'Test/1.0' });

describe.each(backends)('the form pipeline on %s', (_name, url) => {
  const live = formRoutesOver(url);
  const stored = async (name: string) =>
    live.db.selectFrom('contact_messages').selectAll().where('name', '=', name).execute();

  it('a valid post is stored with its language and leads to the thank-you page in that language', async () => {
    const result = await runFormPost(
      CONTACT_FORM,
      formData({ ...contactPost.ar, name: 'Action AR', locale: 'ar' }),
      sender(),
    );
    expect(result).toEqual({ redirect: '/ar/contact/thank-you' });
    const rows = await stored('Action AR');
    expect(rows).toHaveLength(1);
    expect(rows[0].locale).toBe('ar');
    expect(rows[0].user_agent).toBe('Test/1.0');
  });

  it('an invalid post comes back with its errors in the post language, the values kept, the bot fields not echoed', async () => {
    const result = await runFormPost(
      CONTACT_FORM,
      formData({
        ...contactPost.ar,
        name: 'Action invalid',
        email: 'nope',
        locale: 'ar',
        started: '',
      }),
      sender(),
    );
    expect('state' in result).toBe(true);
    if (!('state' in result)) return;
    expect(Object.keys(result.state.errors)).toEqual(['email']);
    expect(result.state.errors.email).toMatch(/[\u0600-\u06ff]/);
    expect(result.state.message).toMatch(/[\u0600-\u06ff]/);
    expect(result.state.values).toMatchObject({ name: 'Action invalid', email: 'nope' });
    expect(Object.keys(result.state.values)).not.toContain('started');
    expect(Object.keys(result.state.values)).not.toContain('$ACTION_REF_1');
    expect(await stored('Action invalid')).toEqual([]);
  });

  it('a filled honeypot is answered as a person is (the thank-you page) and nothing is stored', async () => {
    const result = await runFormPost(
      CONTACT_FORM,
      formData({ ...contactPost.en, name: 'Action bot', website: 'spam.example' }),
      sender(),
    );
    expect(result).toEqual({ redirect: '/contact/thank-you' });
    expect(await stored('Action bot')).toEqual([]);
  });

  it('a file in a text field is that field’s error, never stored', async () => {
    const fd = formData({ ...contactPost.en, name: 'Action file' });
    fd.set('message', new File(['x'], 'm.txt'));
    const result = await runFormPost(CONTACT_FORM, fd, sender());
    expect('state' in result && result.state.errors.message).toBe(
      'This field takes text, not a file.',
    );
  });

  it('the rate limit counts per hashed address: untimed posts cost 2 points, a fresh token 1', async () => {
    const me = sender();
    const post = (name: string, started = '') =>
      runFormPost(CONTACT_FORM, formData({ ...contactPost.en, name, started }), me);
    expect(await post('Limit 1')).toEqual({ redirect: '/contact/thank-you' });
    expect(await post('Limit 2')).toEqual({ redirect: '/contact/thank-you' });
    const refused = await post('Limit 3');
    expect('state' in refused && refused.state.message).toMatch(/wait about 10 minutes/);
    // Another visitor is not held back; a newsletter post counts against its own limit.
    expect(
      await runFormPost(
        CONTACT_FORM,
        formData({ ...contactPost.en, name: 'Limit other' }),
        sender(),
      ),
    ).toEqual({ redirect: '/contact/thank-you' });
    const token = startedToken(await serverSecret(live.db), Date.now() - MIN_FILL_MS - 1000);
    const timed = await runFormPost(
      NEWSLETTER_FORM,
      formData({ email: 'limit@example.com', consent: 'on', started: token }),
      me,
    );
    expect(timed).toEqual({ redirect: '/newsletter/thank-you' });
  });

  it('as a Server Action: a browser’s post is redirected to the thank-you page, its script’s call answered in place, the sender from X-Forwarded-For', async () => {
    request.headers = new Headers({
      'x-forwarded-for': '192.0.2.77, 10.0.0.1',
      'user-agent': 'Action/1.0',
    });
    const posted = formAction(
      CONTACT_FORM,
      EMPTY_FORM_STATE,
      formData({ ...contactPost.ar, name: 'Action browser', locale: 'ar' }),
    );
    await expect(posted).rejects.toThrow(new Redirect('/ar/contact/thank-you'));
    request.headers = new Headers({ 'x-forwarded-for': '192.0.2.77', 'next-action': 'abc' });
    expect(
      await formAction(
        CONTACT_FORM,
        EMPTY_FORM_STATE,
        formData({ ...contactPost.en, name: 'Action script' }),
      ),
    ).toEqual({ values: {}, errors: {}, message: '', sent: true });
    // Both counted against the first X-Forwarded-For address: 2 + 2 points of 4.
    request.headers = new Headers({ 'x-forwarded-for': '192.0.2.77', 'next-action': 'abc' });
    const third = await formAction(
      CONTACT_FORM,
      EMPTY_FORM_STATE,
      formData({ ...contactPost.en, name: 'Action third' }),
    );
    expect(third.message).toMatch(/Too many attempts/);
    expect(third.values.name).toBe('Action third');
    const rows = await stored('Action browser');
    expect(rows[0].user_agent).toBe('Action/1.0');
    // No form data: a refusal, never an exception.
    expect(await formAction(CONTACT_FORM, EMPTY_FORM_STATE, 'not a form')).toEqual({
      values: {},
      errors: {},
      message: 'The form could not be read.',
    });
  });
});
