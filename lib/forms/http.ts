/** Guards for route handlers: Next checks nothing on them (unlike server actions). */
import 'server-only';
import { env } from '../server/env.mjs';
import type { Locale } from '../i18n/format';
import { formMessagesFor } from './validation/messages';
import { siteConfig } from '../config/site';
import { allowedOrigins as originsAllowed, isCrossSite } from './origin.mjs';

export const MAX_FORM_BYTES = 16 * 1024;

export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** TRUST_PROXY=1: an operator's proxy in front sets the X-Forwarded-* headers (and strips the client's). */
export function trustProxy(): boolean {
  return env().TRUST_PROXY;
}

/** The origins a form may be posted from (lib/forms/origin.mjs, the rule Server Actions share). */
export function allowedOrigins(req: Request): Set<string> {
  const url = new URL(req.url);
  return originsAllowed({
    siteUrl: siteConfig.url,
    host: req.headers.get('host') || url.host,
    scheme: url.protocol.replace(/:$/, ''),
    forwardedHost: req.headers.get('x-forwarded-host'),
    forwardedProto: req.headers.get('x-forwarded-proto'),
    trusted: trustProxy(),
  });
}

/**
 * Rejects cross-site posts: a browser always sends Origin on POST, and Sec-Fetch-Site when it
 * knows. The refusal's message is in `locale` (the page the post came from).
 */
export function checkOrigin(req: Request, locale: Locale): void {
  const crossSite = isCrossSite({
    origin: req.headers.get('origin'),
    fetchSite: req.headers.get('sec-fetch-site'),
    allowed: allowedOrigins(req),
  });
  if (crossSite) throw new HttpError(403, formMessagesFor(locale).server.crossSite);
}

/**
 * Reads a form body (urlencoded or multipart) of at most `max` bytes; refusals say why in
 * `locale` (the body, which names its own language, is what could not be read).
 */
export async function readForm(
  req: Request,
  max = MAX_FORM_BYTES,
  locale: Locale,
): Promise<FormData> {
  const server = formMessagesFor(locale).server;
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) throw new HttpError(413, server.tooLarge);
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw new HttpError(413, server.tooLarge);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  const type = req.headers.get('content-type') ?? '';
  // A media type is case-insensitive (RFC 9110 §8.3.1); its parameters (the boundary) are not.
  const mediaType = type.split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data')
    throw new HttpError(415, server.notAForm);
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, server.unreadable);
  }
}

/**
 * The visitor's address. `server.mjs` sets x-forwarded-for from the socket, replacing what
 * the client sent, unless TRUST_PROXY says an operator's proxy sets it: then its first entry.
 */
export function clientIp(req: Request): string {
  const xff = req.headers.get('x-forwarded-for') ?? '';
  return xff.split(',')[0].trim() || 'unknown';
}

export function wantsJson(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('application/json');
}

/** A form field as a string ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}
