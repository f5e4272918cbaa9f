/**
 * Lists what in content/ has gone stale, for editors: catalogue plans whose price source
 * is undated or older than siteConfig.priceStaleAfterDays. Informational: exits 0.
 *
 *   npm run content:stale [-- contentDir]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStaleChecks, stalePlanPrices } from '../lib/content/stale';
import { siteConfig } from '../lib/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.resolve(process.argv[2] ?? path.join(root, 'content'));

const items = runStaleChecks([stalePlanPrices(siteConfig.priceStaleAfterDays)], contentDir);
if (items.length === 0) console.log('Nothing is stale.');
else {
  console.log(`${items.length} stale item(s):`);
  for (const i of items) console.log(`  ${i.file}: ${i.check}: ${i.reason}`);
}
