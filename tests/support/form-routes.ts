/**
 * The forms over a real database, as the tests post to them: the database is opened (and
 * migrated) at `url` and handed to the forms' pipeline and the newsletter's confirm and
 * unsubscribe route handlers through the global they read. `closeFormRoutes` undoes it.
 * A form's post goes through the one pipeline its Server Action runs (lib/forms/action.ts:
 * `submit`); what server.mjs's action guard does before (Origin, size, multipart) is
 * tests/integration/server-actions.test.ts's.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { runFormPost, type FormPostResult } from '@/lib/forms/action';
import type { FormActionState } from '@/lib/forms/action-state';

export type FormRoutes = Record<'confirm' | 'unsubscribe', (req: Request) => Promise<Response>>;

/** The four forms' pipelines by name. */
export type FormName = 'contact' | 'newsletter' | 'planAdvice' | 'priceReport';

const holder = globalThis as unknown as { clearsignalDb?: Promise<Db> };

export async function openFormRoutes(url: string): Promise<{ db: Db; routes: FormRoutes }> {
  const db = await openDb(url);
  holder.clearsignalDb = Promise.resolve(db);
  const routes: FormRoutes = {
    confirm: (await import('@/app/api/newsletter/confirm/route')).POST,
    unsubscribe: (await import('@/app/api/newsletter/unsubscribe/route')).POST,
  };
  return { db, routes };
}

export async function closeFormRoutes(db: Db): Promise<void> {
  holder.clearsignalDb = undefined;
  await db.destroy();
}

/**
 * A suite's hooks: the routes open over `url` before its tests and close after them. Tests read
 * the open database and handlers from the returned object (`live.db`, `live.routes`).
 */
export function formRoutesOver(url: string): { db: Db; routes: FormRoutes } {
  const live = {} as { db: Db; routes: FormRoutes };
  beforeAll(async () => {
    Object.assign(live, await openFormRoutes(url));
  }, 60_000);
  afterAll(() => closeFormRoutes(live.db));
  return live;
}

/** A valid contact form post (the fields as the form sends them) in each language. */
export const contactPost = {
  en: {
    name: 'Aisha',
    email: 'aisha@example.com',
    subject: 'general',
    message: 'I would like advice on home internet for a two-bedroom flat in Dubai Marina.',
    consent: 'on',
  },
  ar: {
    name: 'عائشة',
    email: 'aisha@example.com',
    subject: 'general',
    message: 'أود الحصول على نصيحة بشأن الإنترنت المنزلي لشقة من غرفتي نوم في دبي مارينا من فضلكم.',
    consent: 'on',
  },
};

let visitors = 0;

/**
 * A post of `fields` (or a FormData, file parts and all) to a form, as its Server Action takes it,
 * from a new visitor address each time unless one is given.
 */
export async function submit(
  name: FormName,
  fields: Record<string, string> | FormData,
  { visitor = `203.0.113.${++visitors}`, userAgent = null as string | null } = {},
): Promise<FormPostResult> {
  const specs = await import('@/lib/forms/specs');
  const spec = {
    contact: specs.CONTACT_FORM,
    newsletter: specs.NEWSLETTER_FORM,
    planAdvice: specs.PLAN_ADVICE_FORM,
    priceReport: specs.PRICE_REPORT_FORM,
  }[name];
  let data = fields;
  if (!(data instanceof FormData)) {
    data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
  }
  return runFormPost(spec as Parameters<typeof runFormPost>[0], data, {
    ip: visitor,
    userAgent,
  });
}

/** Whether a post was taken: the thank-you page it leads to. */
export const thanked = (result: FormPostResult) => 'redirect' in result;

/** The state a refused post comes back with (fails the test if it was taken). */
export function refusal(result: FormPostResult): FormActionState {
  if ('redirect' in result) throw new Error(`expected a refusal, got ${result.redirect}`);
  return result.state;
}

/** A JSON-accepting POST to a route, from a new visitor address each time unless one is given. */
export function post(
  url: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  visitor = `203.0.113.${++visitors}`,
) {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'x-forwarded-for': visitor, ...headers },
  });
}
/** A form's fields as a URL-encoded body and its content type. */
export const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: { 'content-type': 'application/x-www-form-urlencoded' },
});
