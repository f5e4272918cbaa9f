/**
 * Lists what in content/ has gone stale, for editors: catalogue plans whose price source is
 * undated or older than siteConfig.priceStaleAfterDays, and guides, FAQ answers and plan cards
 * not reviewed for 12 months, and translations made from an earlier revision of their English
 * file. Prices and review dates come from the checked dataset (`npm run content` writes it);
 * translations are compared with their English files as they are now.
 * Informational: exits 0 (with --check, exits 1 if anything is stale).
 *
 *   npm run content:stale [-- --check]
 *   npm run content:stale -- --mark ar/guides/x.mdx [...]   (the translation is up to date again)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collection } from '../lib/content/load';
import { reviewables, staleReviews } from '../lib/content/review';
import { runStaleChecks, stalePlanPrices } from '../lib/content/stale';
import { siteConfig } from '../lib/config/site';
import { markTranslations, staleTranslations } from '../lib/content/revisions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const markAt = process.argv.indexOf('--mark');
if (markAt !== -1) {
  for (const line of markTranslations(path.join(root, 'content'), process.argv.slice(markAt + 1)))
    console.log(`Marked up to date: ${line}`);
  process.exit(0);
}
const contentDir = path.join(root, 'content');
const docs = <N extends Parameters<typeof collection>[0]>(name: N) => collection(name, 'en');

const items = runStaleChecks([
  stalePlanPrices(siteConfig.priceStaleAfterDays, docs('catalogue')),
  staleReviews(reviewables(docs('guides'), docs('faq'), docs('plans'))),
  () => staleTranslations(contentDir),
]);
if (items.length === 0) console.log('Nothing is stale.');
else {
  console.log(`${items.length} stale item(s):`);
  for (const i of items) console.log(`  ${i.file}: ${i.check}: ${i.reason}`);
}
if (process.argv.includes('--check') && items.length) process.exit(1);
