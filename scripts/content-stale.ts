/**
 * Lists what in content/ has gone stale, for editors: catalogue plans whose price source is
 * undated or older than siteConfig.priceStaleAfterDays, and guides, FAQ answers and plan cards
 * not reviewed for 12 months. Informational: exits 0 (with --check, exits 1 if anything is stale).
 *
 *   npm run content:stale [-- contentDir] [--check]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReviews } from '../lib/content/review';
import { runStaleChecks, stalePlanPrices } from '../lib/content/stale';
import { siteConfig } from '../lib/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--check');
const contentDir = path.resolve(args[0] ?? path.join(root, 'content'));

const items = runStaleChecks(
  [stalePlanPrices(siteConfig.priceStaleAfterDays), staleReviews()],
  contentDir,
);
if (items.length === 0) console.log('Nothing is stale.');
else {
  console.log(`${items.length} stale item(s):`);
  for (const i of items) console.log(`  ${i.file}: ${i.check}: ${i.reason}`);
}
if (process.argv.includes('--check') && items.length) process.exit(1);
