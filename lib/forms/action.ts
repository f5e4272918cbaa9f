/**
 * The one pipeline every public form's Server Action calls (contact, newsletter sign-up, plan
 * advice, price report; any new form: build yours on it).
 *
 * How a form uses it:
 *
 *   // app/[locale]/<page>/actions.ts
 *   'use server';
 *   export async function sendThing(previous: FormActionState, form: FormData) {
 *     return formAction(THING_FORM, previous, form);
 *   }
 *   // the page passes `sendThing` as a prop to its client form, which calls
 *   // useActionState(action, EMPTY_FORM_STATE) (./action-state.ts: client-safe)
 *
 * where THING_FORM is a `FormActionSpec`: its rate-limit bucket, its zod schema per language, how
 * its fields are read from the post, how a valid post is stored and the thank-you page it leads to.
 * The form also needs its `ACTION_FORMS` entry (./action-forms.ts, the body cap) and its page in
 * `ACTION_PAGES` (lib/server/http-methods.mjs, which lets the POST through server.mjs).
 *
 * What happens to a post, in order (the guards the route handlers had, reused as they are):
 * 1. server.mjs's action guard (lib/server/action-guard.mjs) refused it already if it was
 *    cross-site (403), over the form's body cap (413) or not a multipart call of a known action (400);
 * 2. its language: the post's `locale` field (./locale.ts); every message below is in it;
 * 3. bot checks (./guard.ts): honeypot, signed timing token; a post judged automated is answered
 *    exactly as a person's (the thank-you page) and stores nothing;
 * 4. the per-visitor sliding-window rate limit (./rate-limit.ts), keyed on the hashed client IP
 *    (x-forwarded-for as server.mjs sets it from the socket, or the operator's proxy's with
 *    TRUST_PROXY): 1 point with a fresh, unused timing token, UNTIMED_POINTS without one;
 * 5. text only: a file part in any field is that field's error;
 * 6. the form's zod schema in the post's language: each invalid field's first message;
 * 7. `store` (the stored User-Agent decoded and checked: ./user-agent.ts), then `kickOutbox()`;
 * 8. success: `redirect()` to the thank-you page under the post's language prefix (a 303 for a
 *    browser without JavaScript, a client navigation with it); or, for a form whose spec says
 *    `inPlace` and a call made by its script (the `Next-Action` header, which a browser's own post
 *    never has), the state `{ sent: true }`, for the page to say so where the form is (the site
 *    spec's contact dialog and newsletter notice; a post without JavaScript still gets the page).
 * Anything short of success returns the `useActionState` state: the values typed (text fields,
 * not the bot fields), the errors beside their fields, and a message for the whole form.
 * `runFormPost` is the same without Next's request scope (tests call it with a FormData).
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { getDb, type Db } from '../db';
import { plural, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { kickOutbox } from '../mail/worker';
import type { FormActionState } from './action-state';
import { HONEYPOT_FIELD, LOCALE_FIELD, STARTED_FIELD } from './fields';
import { judgeSubmission, spendToken, tokenUsed, UNTIMED_POINTS } from './guard';
import { limitFor } from './limits';
import { postLocale } from './locale';
import { consume, type LimitResult } from './rate-limit';
import { hashIp, serverSecret } from './secrets';
import { storedUserAgent } from './user-agent';
import { formMessagesFor } from './validation/messages';

export { EMPTY_FORM_STATE, type FormActionState } from './action-state';

/** What a form's action needs to know of it (see above). */
export type FormActionSpec<S extends z.ZodType> = {
  /** The rate limit it counts against (./rate-limit.ts LIMITS, RATE_LIMIT_* in the environment). */
  limit: 'contact' | 'newsletter';
  /** The form's one schema, its messages in the given language. */
  schema: (locale: Locale) => S;
  /** The schema's input, from the post's fields. */
  read: (form: FormData) => unknown;
  /** Keeps a valid post (a person's only). */
  store: (
    db: Db,
    data: z.infer<S>,
    meta: { ipHash: string; userAgent: string; locale: Locale },
  ) => Promise<unknown>;
  /** The thank-you page, as its English path: the visitor lands on it in their language. */
  success: string;
  /** With JavaScript, success is the state `{ sent: true }` instead of the thank-you page. */
  inPlace?: boolean;
};

/** Who sent the post, as the request tells it. */
export type PostSender = { ip: string; userAgent: string | null };

/** The outcome of a post: the state to render again, or the page to go to. */
export type FormPostResult = { state: FormActionState } | { redirect: string };

/** Fields the form posts that are not the visitor's to see again. */
const UNECHOED = new Set([HONEYPOT_FIELD, STARTED_FIELD, LOCALE_FIELD]);

/** The text the visitor typed, to put back in the form (Next's own `$ACTION_…` fields left out). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !UNECHOED.has(name) && !name.startsWith('$ACTION'))
      values[name] ??= value;
  return values;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The visitor's address: x-forwarded-for's first entry, which server.mjs sets (lib/forms/http.ts). */
export function senderIp(xForwardedFor: string | null): string {
  return (xForwardedFor ?? '').split(',')[0].trim() || 'unknown';
}

/** The pipeline (steps 2 to 8 above) on one post, outside Next's request scope. */
export async function runFormPost<S extends z.ZodType>(
  spec: FormActionSpec<S>,
  form: FormData,
  sender: PostSender,
): Promise<FormPostResult> {
  const locale = postLocale(form);
  const messages = formMessagesFor(locale);
  const values = typedValues(form);
  const fail = (errors: Record<string, string>, message: string): FormPostResult => ({
    state: { values, errors, message },
  });
  const thanks = { redirect: localePath(spec.success, locale) };
  const tooMany = (limit: Extract<LimitResult, { allowed: false }>) =>
    fail({}, plural(Math.ceil(limit.retryAfterSeconds / 60), messages.server.rateLimited, locale));
  try {
    const db = await getDb();
    const secret = await serverSecret(db);
    const ipHash = hashIp(secret, sender.ip);
    const key = `${spec.limit}:${ipHash}`;
    const judged = judgeSubmission(secret, {
      honeypot: text(form, HONEYPOT_FIELD),
      started: text(form, STARTED_FIELD),
    });
    const token =
      typeof judged === 'object' && !(await tokenUsed(db, judged.token)) ? judged : null;
    const limit = await consume(
      db,
      key,
      limitFor(spec.limit),
      Date.now(),
      token ? 1 : UNTIMED_POINTS,
    );
    if (!limit.allowed) return tooMany(limit);
    const automated = judged === 'automated';

    const errors: Record<string, string> = {};
    for (const [name, value] of form.entries())
      if (typeof value !== 'string' && !name.startsWith('$ACTION'))
        errors[name] = messages.server.fileField;
    const parsed = spec.schema(locale).safeParse(spec.read(form));
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    if (automated) return thanks;
    if (!parsed.success || Object.keys(errors).length) return fail(errors, messages.server.invalid);
    // A token works once. Two posts racing with the same token: the loser pays the untimed rate.
    if (token && !(await spendToken(db, token.token, token.issuedAt))) {
      const extra = await consume(db, key, limitFor(spec.limit), Date.now(), UNTIMED_POINTS - 1);
      if (!extra.allowed) return tooMany(extra);
    }
    await spec.store(db, parsed.data, {
      ipHash,
      userAgent: storedUserAgent(sender.userAgent),
      locale,
    });
    kickOutbox();
    return thanks;
  } catch (err) {
    // (The body was read by Next before the action ran: a client gone mid-body never gets here.)
    console.error('[forms] unexpected error:', err);
    return fail({}, messages.server.failed);
  }
}

/**
 * A form's Server Action body: the post through `runFormPost` with the sender from the request's
 * headers; the state back, or a redirect to the thank-you page. An argument that is no form data
 * (a hand-made call) gets a refusal in the language of any argument that names one, never an
 * exception.
 */
export async function formAction<S extends z.ZodType>(
  spec: FormActionSpec<S>,
  previous: unknown,
  form: unknown,
): Promise<FormActionState> {
  if (!(form instanceof FormData)) {
    const locale = postLocale(previous instanceof FormData ? previous : null);
    return { values: {}, errors: {}, message: formMessagesFor(locale).server.unreadable };
  }
  const h = await headers();
  const result = await runFormPost(spec, form, {
    ip: senderIp(h.get('x-forwarded-for')),
    userAgent: h.get('user-agent'),
  });
  if (!('redirect' in result)) return result.state;
  if (spec.inPlace && h.has('next-action'))
    return { values: {}, errors: {}, message: '', sent: true };
  redirect(result.redirect);
}
