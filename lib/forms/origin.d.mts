export function allowedOrigins(opts: {
  siteUrl: string;
  host: string | null | undefined;
  scheme: string;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
  trusted: boolean;
}): Set<string>;
export function isCrossSite(opts: {
  origin: string | null | undefined;
  fetchSite: string | null | undefined;
  allowed: Set<string>;
  requireOrigin?: boolean;
}): boolean;
