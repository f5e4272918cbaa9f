import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { retention } from '@/lib/retention';

const root = path.resolve(__dirname, '../..');
const legal = (slug: string) => matter(fs.readFileSync(path.join(root, 'content/legal', `${slug}.mdx`), 'utf8'));
const plain = (s: string) => s.replace(/\s+/g, ' ');

/** The privacy policy's retention bullets, keyed by their bold lead-in. */
function retentionBullets(body: string): Record<string, string> {
  const section = body.split('## Storage and Retention')[1]?.split('\n## ')[0] ?? '';
  const out: Record<string, string> = {};
  for (const m of section.matchAll(/^- \*\*(.+?)\*\*(.*)$/gm)) out[m[1]] = plain(m[2]);
  return out;
}

describe('privacy policy states the retention the code enforces (lib/retention.ts)', () => {
  const bullets = retentionBullets(legal('privacy').content);

  it('contact messages, plan advice requests and price reports', () => {
    const line = bullets['Contact messages, plan advice requests and price reports.'];
    expect(line).toContain(`Deleted ${retention.contactMessagesMonths} months after we receive them`);
  });
  it('unconfirmed newsletter sign-ups', () => {
    expect(bullets['Unconfirmed newsletter sign-ups.']).toContain(
      `deleted ${retention.pendingSignupDays} days after you made it`,
    );
  });
  it('unsubscribed addresses', () => {
    expect(bullets['Newsletter subscribers.']).toContain(
      `your address is deleted ${retention.unsubscribedDays} days after you unsubscribed`,
    );
  });
  it('mails in the outbox', () => {
    expect(bullets['Emails we send you.']).toContain(
      `deleted from the outbox ${retention.deliveredOutboxDays} days after delivery`,
    );
  });
  it('undeliverable mails are given up and deleted (issue 20)', () => {
    expect(bullets['Emails we send you.']).toContain(
      `retried for ${retention.undeliveredOutboxDays} days after it was queued, then given up and deleted`,
    );
  });
  it('states no other period in the retention section', () => {
    const stated = Object.values(bullets)
      .join(' ')
      .match(/\b\d+ (?:days?|months?|years?)\b/g);
    expect(stated?.sort()).toEqual(
      [
        `${retention.contactMessagesMonths} months`,
        `${retention.pendingSignupDays} days`,
        `${retention.unsubscribedDays} days`,
        `${retention.deliveredOutboxDays} days`,
        `${retention.undeliveredOutboxDays} days`,
      ].sort(),
    );
  });
});

describe('privacy policy names every form that collects data', () => {
  const body = legal('privacy').content;
  it.each(['Contact form', 'Plan advice form', 'Price report form', 'Newsletter'])('%s', (form) => {
    expect(body).toMatch(new RegExp(`^\\*\\*${form}\\*\\*`, 'm'));
  });
  it('lawful bases in the terms of Decree-Law 45/2021, not GDPR legitimate interests', () => {
    expect(body).toContain('Federal Decree-Law No. 45 of 2021');
    expect(body).toMatch(/Article 4/);
    expect(body.toLowerCase()).not.toContain('legitimate interest');
  });
  it('lists the right to request transfer', () => {
    expect(body).toMatch(/\*\*Transfer\*\* \(Article 14\)/);
  });
});

const gitDate = (file: string) => {
  const r = spawnSync('git', ['log', '-1', '--format=%cs', '--', file], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
};
const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root, encoding: 'utf8' });
const historyAvailable = shallow.status === 0 && shallow.stdout.trim() === 'false';

describe('legal lastUpdated is the date the text last changed', () => {
  for (const slug of ['privacy', 'terms', 'cookie-policy']) {
    const file = `content/legal/${slug}.mdx`;
    const date = (legal(slug).data.lastUpdated as Date).toISOString().slice(0, 10);

    it(`${slug}: lastUpdated is not in the future`, () => {
      expect(date <= new Date().toISOString().slice(0, 10)).toBe(true);
    });

    // A shallow clone (CI) has no history to compare with: only then is this comparison skipped.
    it.skipIf(!historyAvailable)(
      `${slug}: lastUpdated equals the date of the file's last commit (skipped when git history is unavailable, e.g. a shallow clone)`,
      () => {
        const dirty = spawnSync('git', ['status', '--porcelain', '--', file], { cwd: root, encoding: 'utf8' }).stdout.trim();
        // An uncommitted edit is today's change: its date must be today.
        expect(date).toBe(dirty ? new Date().toISOString().slice(0, 10) : gitDate(file));
      },
    );
  }
});
