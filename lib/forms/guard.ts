import { hmac } from './secrets';

export { HONEYPOT_FIELD, STARTED_FIELD } from './fields';

/** A person needs longer than this between seeing a form and sending it. */
export const MIN_FILL_MS = 2000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function startedToken(secret: string, now = Date.now()): string {
  return `${now}.${hmac(secret, `started:${now}`).slice(0, 24)}`;
}

/**
 * True when the submission looks automated: honeypot filled, or a timing token that is forged,
 * too fresh or too old. Such a submission is answered exactly as a person's and stores nothing.
 * A form posted without JavaScript has no token (it is fetched by script): it is judged by the
 * honeypot and the rate limit alone, so visitors without JavaScript are never dropped.
 */
export function looksAutomated(
  secret: string,
  form: { honeypot?: string; started?: string },
  now = Date.now(),
): boolean {
  if (form.honeypot && form.honeypot.trim() !== '') return true;
  if (!form.started) return false;
  const [ts, sig] = form.started.split('.');
  const t = Number(ts);
  if (!Number.isFinite(t) || !sig || hmac(secret, `started:${t}`).slice(0, 24) !== sig) return true;
  const age = now - t;
  return age < MIN_FILL_MS || age > MAX_AGE_MS;
}
