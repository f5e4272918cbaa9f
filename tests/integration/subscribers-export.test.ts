import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { scriptOutput } from '../support/cli';
import { builtSiteUrl } from '../support/server';

/** The build's SITE_URL: the CLIs refuse to run with another (lib/server/run-env.mjs). */
const SITE = builtSiteUrl();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-export-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run subscribers -- export (issue 20)', () => {
  it("gives every exported row the subscriber's own unsubscribe page and one-click URL, and exports confirmed subscribers only", async () => {
    const url = `file:${path.join(tmp, 'export.db')}`;
    const db = await openDb(url);
    const now = new Date().toISOString();
    await db
      .insertInto('subscribers')
      .values([
        {
          email: 'a@example.com',
          status: 'confirmed',
          consent_at: now,
          created_at: now,
          confirmed_at: now,
          unsubscribe_token: 'tok-a',
        },
        {
          email: 'b@example.com',
          status: 'confirmed',
          consent_at: now,
          created_at: now,
          confirmed_at: now,
          unsubscribe_token: 'tok-b',
        },
        {
          email: 'gone@example.com',
          status: 'unsubscribed',
          consent_at: now,
          created_at: now,
          unsubscribe_token: 'tok-gone',
        },
      ])
      .execute();
    // Issue 22: a subscriber who signed up in Arabic (a row of its own: a multi-row insert with
    // the column only on some rows would write NULL on the others).
    await db
      .insertInto('subscribers')
      .values({
        email: 'c@example.com',
        status: 'confirmed',
        consent_at: now,
        created_at: now,
        confirmed_at: now,
        unsubscribe_token: 'tok-c',
        locale: 'ar',
      })
      .execute();
    await db.destroy();
    const csv = scriptOutput('subscribers', ['export', '--format', 'csv'], {
      DATABASE_URL: url,
      SITE_URL: SITE,
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"email","consent_at","confirmed_at","locale","unsubscribe_url","one_click_unsubscribe_url"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"a@example\.com",.*,"en",/);
    expect(lines[1]).toContain(
      `"${SITE}/newsletter/unsubscribe?token=tok-a","${SITE}/api/newsletter/unsubscribe?token=tok-a"`,
    );
    expect(lines[2]).toContain('token=tok-b');
    // Issue 22: an Arabic subscriber's unsubscribe page is the Arabic one.
    expect(lines[3]).toMatch(/^"c@example\.com",.*,"ar",/);
    expect(lines[3]).toContain(`"${SITE}/ar/newsletter/unsubscribe?token=tok-c",`);
    expect(csv).not.toContain('gone@example.com');
  });
});
