import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { retention } from '@/lib/db/retention';

const root = path.resolve(__dirname, '../..');
const legal = (slug: string) =>
  matter(fs.readFileSync(path.join(root, 'content/legal', `${slug}.mdx`), 'utf8'));
const plain = (s: string) => s.replace(/\s+/g, ' ');
const arPrivacy = fs.readFileSync(path.join(root, 'content/ar/legal/privacy.mdx'), 'utf8');

describe('privacy policy prints the retention periods from the configuration, never by hand', () => {
  const storage =
    legal('privacy').content.split('## Storage and Retention')[1]?.split('\n## ')[0] ?? '';
  it('types no period in the retention section: each is a <Retention> of lib/db/retention.ts', () => {
    expect(storage).not.toMatch(/\b\d+ (?:days?|months?|years?)\b/);
    const named = [...storage.matchAll(/<Retention period="(\w+)"/g)].map((m) => m[1]);
    expect(new Set(named)).toEqual(new Set(Object.keys(retention)));
  });
});

describe('what the privacy policy says is stored with each form is what the database stores', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-legal-db-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const body = plain(legal('privacy').content);

  it('messages carry a hashed IP and user agent; newsletter sign-ups carry neither', async () => {
    const db = await openDb(`file:${path.join(tmp, 'site.db')}`);
    const columns = async (table: string) =>
      (
        await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
      ).rows.map((r) => r.name);
    try {
      const messages = await columns('contact_messages');
      const subscribers = await columns('subscribers');
      expect(messages).toEqual(expect.arrayContaining(['ip_hash', 'user_agent']));
      expect(body).toContain(
        '**With the contact, plan advice and price report forms.** Each of these submissions is stored with a hashed version of your IP address',
      );
      expect(subscribers.filter((c) => /ip|agent/.test(c))).toEqual([]);
      expect(body).toContain(
        '**With the newsletter sign-up and the e-mail reminder.** A sign-up is stored with neither a hashed IP address nor a user agent',
      );
      // A reminder (issue 54) keeps what the policy lists: no IP, no user agent, nothing else
      // about the contract than its end, the lead time, what ends and the plan, and the language
      // its email is sent in (`locale`: the Arabic editor, round 3, item 7; both languages).
      expect(await columns('reminders')).toEqual([
        'id',
        'email',
        'status',
        'what',
        'end_date',
        'lead_days',
        'due_at',
        'plan',
        'locale',
        'created_at',
        'confirmed_at',
        'confirm_token_hash',
        'confirm_expires_at',
        'delete_token',
      ]);
      expect(body).toMatch(
        /\*\*E-mail reminder\*\* .*we receive and keep only: - your email address; - the date the contract or promotion ends, how many days before it you want the email, and whether a contract or a promotion ends; - the plan from our catalogue, only if you chose one; - the language of the page you asked from, so we send the email in it; - the confirmation status/,
      );
      expect(plain(arPrivacy)).toContain(
        '- الباقة من كتالوج الباقات لدينا، إن اخترتها فقط؛ - لغة الصفحة التي طلبت منها التذكير، لنرسل الرسالة بها؛ - حالة تأكيد التذكير',
      );
      // One Arabic word for the outbox the reminder's email waits in, as the mail rows use: each
      // reminder line that names the outbox names it so.
      const arReminder = arPrivacy
        .split('\n')
        .filter((l) => l.includes('التذكير') && /صندوق الصادر|قائمة الإرسال/.test(l));
      expect(arReminder.length).toBeGreaterThanOrEqual(2);
      for (const l of arReminder) {
        expect(l).toContain('صندوق الصادر');
        expect(l).not.toContain('قائمة الإرسال');
      }
      expect(body).not.toMatch(/\*\*With every form\.\*\* Each form submission also records/);
      // Both tables keep the language of the page the form was sent from: the policy says so.
      expect(messages).toContain('locale');
      expect(await columns('subscribers')).toContain('locale');
      expect(body).toContain(
        '**The language of the page, with every form.** Each form also sends the language of the page you used it on',
      );
    } finally {
      await db.destroy();
    }
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
  // The day in UTC, as lib/content/git-dates.ts reads it (%cs is the committer's own zone).
  const r = spawnSync(
    'git',
    ['log', '-1', '--format=%cd', '--date=format-local:%Y-%m-%d', '--', file],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
    },
  );
  return r.status === 0 ? r.stdout.trim() : '';
};
const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], {
  cwd: root,
  encoding: 'utf8',
});
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
        const dirty = spawnSync('git', ['status', '--porcelain', '--', file], {
          cwd: root,
          encoding: 'utf8',
        }).stdout.trim();
        // An uncommitted edit is today's change: its date must be today.
        expect(date).toBe(dirty ? new Date().toISOString().slice(0, 10) : gitDate(file));
      },
    );
  }
});

describe('the terms of service and the privacy policy name the same forms', () => {
  it('the five that keep details and the three that keep nothing (issue 51 §4, issue 54)', () => {
    const terms = plain(legal('terms').content);
    expect(terms).toContain(
      "the five that send us details we keep (the contact form, the plan advice form, the price report form, the newsletter sign-up and the e-mail reminder) and the three that keep nothing (the complaint builder, the offer comparison and the reminder's calendar file)",
    );
    const privacy = plain(legal('privacy').content);
    expect(privacy).toContain(
      'Five forms send us details that we keep: the contact form, the plan advice form, the price report form, the newsletter sign-up and the e-mail reminder',
    );
    expect(privacy).toMatch(/\*\*Complaint builder\*\* .*None of it is stored, logged or emailed/);
    expect(privacy).toMatch(/\*\*Offer comparison\*\*, with its form for an offer you were quoted/);
    expect(privacy).not.toMatch(/\bthe (three|four) forms\b/);
  });

  it('the privacy and cookie policies are notices, not terms bundled into the acceptance (both languages)', () => {
    const terms = plain(legal('terms').content);
    const ar = plain(
      matter(fs.readFileSync(path.join(root, 'content/ar/legal/terms.mdx'), 'utf8')).content,
    );
    expect(terms).toContain(
      'explain how we handle personal data; they are notices, not terms you accept.',
    );
    expect(ar).toContain('وهما إشعاران للعلم، وليستا شروطًا تقبلها.');
    for (const text of [terms, ar]) {
      // Acceptance of the terms must not reach the policies, in any of the usual wordings.
      const acceptance =
        text.split(/\n|\. |\.$/).find((s) => /bound by|الالتزام بها/.test(s)) ?? '';
      expect(acceptance).not.toMatch(/\/privacy|\/cookie-policy/);
      expect(text).not.toMatch(
        /form part of (?:them|these Terms)|incorporated|تُعدّان جزءًا منها|جزءًا لا يتجزأ/,
      );
    }
  });

  it('one age rule: at least the minimum age, or under it only with a parent or guardian', () => {
    const terms = plain(legal('terms').content);
    expect(terms).toContain(
      '**Age.** You may use the site, its forms and the newsletter if you are at least <MinimumAge /> years old, or, if you are under <MinimumAge />, only with the consent',
    );
    expect(terms).not.toMatch(/You must be at least <MinimumAge \/>/);
    expect(plain(legal('privacy').content)).toContain(
      'you may use them if you are at least <MinimumAge /> years old, or, if you are under <MinimumAge />, only with the consent of a parent or guardian',
    );
  });
});
