import { siteConfig } from './site';

export type OptionalScripts = { analytics: string[]; marketing: string[] };

/** A script source is either a path on this site or an https URL. */
export function isAllowedScriptSource(src: string): boolean {
  if (/^\/(?!\/)[\w\-./]*$/.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

function fromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The scripts the consent loader may start: the site config's lists plus, at run time,
 * `OPTIONAL_ANALYTICS_SCRIPTS` / `OPTIONAL_MARKETING_SCRIPTS` (comma-separated), so an operator
 * can add a service without a rebuild. Empty by default: nothing third-party loads.
 */
export function optionalScriptSources(env: Record<string, string | undefined> = process.env) {
  const pick = (list: readonly string[], extra: string | undefined) =>
    Array.from(new Set([...list, ...fromEnv(extra)])).filter(isAllowedScriptSource);
  return {
    analytics: pick(siteConfig.optionalScripts.analytics, env.OPTIONAL_ANALYTICS_SCRIPTS),
    marketing: pick(siteConfig.optionalScripts.marketing, env.OPTIONAL_MARKETING_SCRIPTS),
  } satisfies OptionalScripts;
}
