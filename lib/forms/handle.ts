import type { z } from 'zod';
import { getDb, type Db } from '../db';
import { checkOrigin, clientIp, field, readForm, wantsJson } from './http';
import {
  HONEYPOT_FIELD,
  STARTED_FIELD,
  UNTIMED_POINTS,
  judgeSubmission,
  tokenUsed,
  spendToken,
} from './guard';
import { formBodyLimit, limitFor } from './limits';
import { consume, type LimitResult } from './rate-limit';
import { errorResult, formResponse } from './respond';
import { hashIp, serverSecret } from './secrets';
import { kickOutbox } from '../mail/worker';
import { plural, type Locale } from '../i18n/format';
import { localePath } from '../i18n/paths';
import { formMessagesFor } from './validation/messages';
import { postLocale, UNREAD_POST_LOCALE } from './locale';
import { storedUserAgent } from './user-agent';

/** The thank-you and error pages, as English paths: the visitor is sent to them in their language. */
type Pages = { success: string; error: string };

/**
 * The one pipeline of every public form: origin check, size cap, per-IP rate limit (a
 * submission without a fresh, unused timing token counts UNTIMED_POINTS), bot checks (answered
 * exactly as a person, storing nothing), text-only fields, the shared zod schema, then `store`.
 * Answers JSON to the enhanced form and redirects without JavaScript, in the post's language
 * (its `locale` field: lib/forms/locale.ts): messages from that
 * language's content, redirects to the pages under its prefix; `store` is told it too.
 */
export async function handleFormPost<S extends z.ZodType>(
  req: Request,
  opts: {
    form: 'contact' | 'newsletter';
    /** The form's one schema, its messages in the given language. */
    schema: (locale: Locale) => S;
    read: (form: FormData) => unknown;
    store: (
      db: Db,
      data: z.infer<S>,
      meta: { ipHash: string; userAgent: string; locale: Locale },
    ) => Promise<unknown>;
    pages: Pages;
  },
) {
  const json = wantsJson(req);
  // Until the body is read, the post's language is unknown: a refusal is in the default language.
  let locale = UNREAD_POST_LOCALE;
  const page = (name: keyof Pages) => localePath(opts.pages[name], locale);
  const tooMany = (limit: Extract<LimitResult, { allowed: false }>) => {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return formResponse(json, {
      ok: false,
      status: 429,
      retryAfter: limit.retryAfterSeconds,
      message: plural(minutes, formMessagesFor(locale).server.rateLimited, locale),
      redirect: `${page('error')}?reason=rate`,
    });
  };
  try {
    checkOrigin(req, locale);
    // The same rules in every language: any language's schema gives the body's size cap.
    const form = await readForm(req, formBodyLimit(opts.schema(locale)), locale);
    locale = postLocale(form);
    const messages = formMessagesFor(locale);
    const db = await getDb();
    const secret = await serverSecret(db);
    const ipHash = hashIp(secret, clientIp(req));
    const key = `${opts.form}:${ipHash}`;
    const judged = judgeSubmission(secret, {
      honeypot: field(form, HONEYPOT_FIELD),
      started: field(form, STARTED_FIELD),
    });
    const token =
      typeof judged === 'object' && !(await tokenUsed(db, judged.token)) ? judged : null;
    const limit = await consume(
      db,
      key,
      limitFor(opts.form),
      Date.now(),
      token ? 1 : UNTIMED_POINTS,
    );
    if (!limit.allowed) return tooMany(limit);
    const automated = judged === 'automated';

    const errors: Record<string, string> = {};
    for (const [name, value] of form.entries())
      if (typeof value !== 'string') errors[name] = messages.server.fileField;
    const parsed = opts.schema(locale).safeParse(opts.read(form));
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    if (!parsed.success || Object.keys(errors).length) {
      if (automated) return formResponse(json, { ok: true, redirect: page('success') });
      return formResponse(json, {
        ok: false,
        status: 400,
        message: messages.server.invalid,
        errors,
        redirect: `${page('error')}?reason=invalid`,
      });
    }
    if (!automated) {
      // A token works once. Two posts racing with the same token: the loser pays the untimed rate.
      if (token && !(await spendToken(db, token.token, token.issuedAt))) {
        const extra = await consume(db, key, limitFor(opts.form), Date.now(), UNTIMED_POINTS - 1);
        if (!extra.allowed) return tooMany(extra);
      }
      await opts.store(db, parsed.data, {
        ipHash,
        userAgent: storedUserAgent(req.headers.get('user-agent')),
        locale,
      });
      kickOutbox();
    }
    return formResponse(json, { ok: true, redirect: page('success') });
  } catch (err) {
    return formResponse(json, errorResult(err, page('error'), locale));
  }
}
