// Writes N synthetic guides (valid frontmatter, ~1,600 words, ##/### headings) into a folder.
// Used by the build-scale benchmark (run by tsx: the content model's enums come from lib/); never committed.
import fs from 'node:fs';
import path from 'node:path';
import {
  GUIDE_CATEGORIES as CATEGORIES,
  GUIDE_LEVELS as LEVELS,
  GUIDE_TOPICS as TOPICS,
} from '../lib/content/constants.ts';

const WORDS =
  'coverage fiber router contract roaming data postpaid prepaid bundle portability network signal tower speed upload download latency modem installation tariff allowance minutes family line invoice vat provider regulator complaint device esim sim wifi mesh hotspot satellite dish streaming channel package addon'.split(
    ' ',
  );

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function writeSyntheticGuides(dir, n, { prefix = 'synthetic-guide' } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= n; i++) {
    const r = rng(i);
    const word = () => WORDS[Math.floor(r() * WORDS.length)];
    const sentence = () => {
      const w = Array.from({ length: 12 + Math.floor(r() * 8) }, word).join(' ');
      return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`;
    };
    let body = '';
    for (let s = 1; s <= 7; s++) {
      body += `## Section ${s}: ${word()} and ${word()}\n\n`;
      for (let p = 0; p < 3; p++) body += `${Array.from({ length: 5 }, sentence).join(' ')}\n\n`;
      if (s % 2 === 0)
        body += `### Detail ${s}: ${word()}\n\n${Array.from({ length: 4 }, sentence).join(' ')}\n\n`;
    }
    const slug = `${prefix}-${i}`;
    const fm = [
      '---',
      `title: Synthetic guide ${i} about ${word()} and ${word()}`,
      `category: ${CATEGORIES[i % CATEGORIES.length]}`,
      `topic: ${TOPICS[i % TOPICS.length]}`,
      `level: ${LEVELS[i % LEVELS.length]}`,
      `brief: A generated guide number ${i} for measuring how the build and search scale.`,
      `publishedAt: 2025-10-${String(1 + (i % 28)).padStart(2, '0')}`,
      'keyPoints:',
      `  - Generated point one for ${i}.`,
      `  - Generated point two for ${i}.`,
      `  - Generated point three for ${i}.`,
      'images:',
      '  - src: /images/guides/prepaid-vs-postpaid-1.svg',
      '    alt: Synthetic illustration one',
      '    width: 1200',
      '    height: 675',
      '  - src: /images/guides/prepaid-vs-postpaid-2.svg',
      '    alt: Synthetic illustration two',
      '    width: 1200',
      '    height: 675',
      '---',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(dir, `${slug}.mdx`), fm + body);
  }
}
