/**
 * The forms' route handlers over a real database, as the route tests call them: the database is
 * opened (and migrated) at `url`, handed to the routes through the global they read, and the
 * handlers imported. `closeFormRoutes` undoes it.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '@/lib/db';

export type FormRoutes = Record<
  'contact' | 'newsletter' | 'planAdvice' | 'priceReport' | 'confirm' | 'unsubscribe',
  (req: Request) => Promise<Response>
>;

const holder = globalThis as unknown as { clearsignalDb?: Promise<Db> };

export async function openFormRoutes(url: string): Promise<{ db: Db; routes: FormRoutes }> {
  const db = await openDb(url);
  holder.clearsignalDb = Promise.resolve(db);
  const routes: FormRoutes = {
    contact: (await import('@/app/api/contact/route')).POST,
    newsletter: (await import('@/app/api/newsletter/route')).POST,
    planAdvice: (await import('@/app/api/plan-advice/route')).POST,
    priceReport: (await import('@/app/api/price-report/route')).POST,
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
