import type { z } from 'zod';
import { getDb, type Db } from '../db';
import { checkOrigin, clientIp, field, readForm, wantsJson } from '../http';
import { HONEYPOT_FIELD, STARTED_FIELD, looksAutomated } from './guard';
import { limitFor } from './limits';
import { consume } from './rate-limit';
import { errorResult, formResponse } from './respond';
import { hashIp, serverSecret } from './secrets';
import { kickOutbox } from './worker';

type Pages = { success: string; error: string };

/**
 * The one pipeline of every public form: origin check, size cap, per-IP rate limit,
 * bot checks (answered exactly as a person, storing nothing), the shared zod schema,
 * then `store`. Answers JSON to the enhanced form and redirects without JavaScript.
 */
export async function handleFormPost<S extends z.ZodType>(
  req: Request,
  opts: {
    form: 'contact' | 'newsletter';
    schema: S;
    read: (form: FormData) => unknown;
    store: (
      db: Db,
      data: z.infer<S>,
      meta: { ipHash: string; userAgent: string },
    ) => Promise<unknown>;
    pages: Pages;
  },
) {
  const json = wantsJson(req);
  try {
    checkOrigin(req);
    const form = await readForm(req);
    const db = await getDb();
    const secret = await serverSecret(db);
    const ipHash = hashIp(secret, clientIp(req));
    const limit = await consume(db, `${opts.form}:${ipHash}`, limitFor(opts.form));
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return formResponse(json, {
        ok: false,
        status: 429,
        retryAfter: limit.retryAfterSeconds,
        message: `Too many attempts from your connection. Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and try again; what you typed is still here.`,
        redirect: `${opts.pages.error}?reason=rate`,
      });
    }
    const automated = looksAutomated(secret, {
      honeypot: field(form, HONEYPOT_FIELD),
      started: field(form, STARTED_FIELD),
    });
    const parsed = opts.schema.safeParse(opts.read(form));
    if (!parsed.success) {
      if (automated) return formResponse(json, { ok: true, redirect: opts.pages.success });
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return formResponse(json, {
        ok: false,
        status: 400,
        message: 'Please correct the highlighted fields.',
        errors,
        redirect: `${opts.pages.error}?reason=invalid`,
      });
    }
    if (!automated) {
      await opts.store(db, parsed.data, { ipHash, userAgent: req.headers.get('user-agent') ?? '' });
      kickOutbox();
    }
    return formResponse(json, { ok: true, redirect: opts.pages.success });
  } catch (err) {
    return formResponse(json, errorResult(err, `${opts.pages.error}?reason=server`));
  }
}
