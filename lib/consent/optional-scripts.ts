import 'server-only';
import { env, isAllowedScriptSource } from '../server/env.mjs';
import { siteConfig } from '../config/site';

export { isAllowedScriptSource };

export type OptionalScripts = { analytics: string[]; marketing: string[] };

/**
 * The scripts the consent loader may start: the site config's lists plus, at run time,
 * `OPTIONAL_ANALYTICS_SCRIPTS` / `OPTIONAL_MARKETING_SCRIPTS` (comma-separated), so an operator
 * can add a service without a rebuild. Empty by default: nothing third-party loads.
 */
export function optionalScriptSources(
  extra: OptionalScripts = {
    analytics: env().OPTIONAL_ANALYTICS_SCRIPTS,
    marketing: env().OPTIONAL_MARKETING_SCRIPTS,
  },
) {
  const pick = (list: readonly string[], more: string[]) =>
    Array.from(new Set([...list, ...more])).filter(isAllowedScriptSource);
  return {
    analytics: pick(siteConfig.optionalScripts.analytics, extra.analytics),
    marketing: pick(siteConfig.optionalScripts.marketing, extra.marketing),
  } satisfies OptionalScripts;
}
