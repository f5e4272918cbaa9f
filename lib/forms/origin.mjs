// Where a form post may come from: the one rule of every form, the route handlers'
// (lib/forms/http.ts) and the Server Actions' (lib/server/action-guard.mjs, in front of Next).
// Plain ESM so server.mjs can use it without a build step.

const firstValue = (v) => (typeof v === 'string' ? v.split(',')[0].trim() || null : null);

/**
 * The origins a form may be posted from: the configured site (SITE_URL: scheme, host and port),
 * and the origin the request was made to, scheme included, so an https page cannot post to an
 * http site. The forwarded host and scheme count only behind a trusted proxy (TRUST_PROXY=1);
 * otherwise anyone could name any host in X-Forwarded-Host.
 */
export function allowedOrigins({ siteUrl, host, scheme, forwardedHost, forwardedProto, trusted }) {
  const requestHost = (trusted && firstValue(forwardedHost)) || host;
  const requestScheme = (trusted && firstValue(forwardedProto)) || scheme;
  const origins = new Set([new URL(siteUrl).origin]);
  try {
    if (requestHost) origins.add(new URL(`${requestScheme}://${requestHost}`).origin);
  } catch {
    // a Host header that is no host: only the configured site remains
  }
  return origins;
}

/**
 * Whether a post is cross-site: an `Origin` that is `null`, unreadable or not one of `allowed`,
 * or a `Sec-Fetch-Site` other than same-origin or none (a browser sends it when it knows).
 * A browser always sends Origin on a POST; with `requireOrigin`, a post without one is refused
 * too (a Server Action: Next itself lets it through).
 */
export function isCrossSite({ origin, fetchSite, allowed, requireOrigin = false }) {
  if (origin === 'null') return true;
  if (origin) {
    let normalised;
    try {
      normalised = new URL(origin).origin;
    } catch {
      return true;
    }
    if (!allowed.has(normalised)) return true;
  } else if (requireOrigin) return true;
  return Boolean(fetchSite) && fetchSite !== 'same-origin' && fetchSite !== 'none';
}
