import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db';
import { storeContactMessage } from '@/lib/forms/contact';
import { csvCell, toCsv } from '@/lib/forms/export';
import { judgeSubmission, looksAutomated, MIN_FILL_MS, startedToken } from '@/lib/forms/guard';
import { hmac } from '@/lib/forms/secrets';
import { escapeHtml, headerSafe } from '@/lib/mail/bodies';
import { confirm, subscribe } from '@/lib/forms/newsletter';
import { runScript } from '../support/cli';

describe('escaping', () => {
  it('escapes HTML and strips header line breaks', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(headerSafe('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
  });

  it('neutralises spreadsheet formulas in CSV cells', () => {
    for (const f of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\t=x'])
      expect(csvCell(f)).toBe(`"'${f.replace(/"/g, '""')}"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv([{ a: 1, b: null }], ['a', 'b'])).toBe('"a","b"\r\n"1",""\r\n');
  });
});

describe('bot guard', () => {
  const secret = 's3cret';
  it('passes a person, refuses a honeypot, a forged, too fast or stale token', () => {
    const t = 1_000_000;
    const token = startedToken(secret, t);
    expect(looksAutomated(secret, { started: token }, t + MIN_FILL_MS + 1)).toBe(false);
    expect(looksAutomated(secret, { started: token, honeypot: 'http://spam' }, t + 10_000)).toBe(
      true,
    );
    expect(looksAutomated(secret, { started: token }, t + 500)).toBe(true);
    expect(looksAutomated(secret, { started: `${t}.deadbeef` }, t + 10_000)).toBe(true);
    // No token: a form posted without JavaScript, judged by the honeypot alone.
    expect(looksAutomated(secret, {}, t + 10_000)).toBe(false);
    expect(looksAutomated(secret, { honeypot: 'x' }, t + 10_000)).toBe(true);
    expect(looksAutomated(secret, { started: token }, t + 2 * 86400_000)).toBe(true);
    expect(looksAutomated(secret, { started: `${token}.1` }, t + 10_000)).toBe(true);
  });

  it('gives two forms shown in the same millisecond different tokens, each one valid', () => {
    const t = 1_000_000;
    const [a, b] = [startedToken(secret, t), startedToken(secret, t)];
    // One token for both would be "spent" by the first sender and charge the second the
    // untimed rate (seen on CI: two instances, 8 tokens fetched at once).
    expect(a).not.toBe(b);
    for (const token of [a, b])
      expect(judgeSubmission(secret, { started: token }, t + MIN_FILL_MS + 1)).toEqual({
        token,
        issuedAt: t,
      });
    // A nonce the server did not sign with is a forgery.
    const [ms, , sig] = a.split('.');
    expect(looksAutomated(secret, { started: `${ms}.${'0'.repeat(16)}.${sig}` }, t + 10_000)).toBe(
      true,
    );
  });

  it('still accepts a token of the format before the nonce, fetched by a page open across a deploy', () => {
    const t = 1_000_000;
    const legacy = `${t}.${hmac(secret, `started:${t}`).slice(0, 24)}`;
    expect(judgeSubmission(secret, { started: legacy }, t + MIN_FILL_MS + 1)).toEqual({
      token: legacy,
      issuedAt: t,
    });
    expect(looksAutomated(secret, { started: `${t}.${'ab'.repeat(12)}` }, t + 10_000)).toBe(true);
  });
});

describe('operator commands', () => {
  it('list, show, export (csv, json) the inbox and export confirmed subscribers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-cli-'));
    const url = `file:${path.join(dir, 'cli.db')}`;
    const db = await openDb(url);
    const store = (message: Parameters<typeof storeContactMessage>[1]) =>
      storeContactMessage(db, message, { ipHash: 'h', userAgent: 'ua' });
    const id = await store({
      source: 'plans',
      name: '=HYPERLINK("http://evil")',
      email: 'a@example.com',
      subject: 'plans',
      message: 'Hello '.repeat(12),
      locale: 'ar',
    });
    // Stored before the schema refused control characters (or written by other means): the
    // operator's terminal must still only ever see escapes (issue 13 defect 2).
    const hostile = await store({
      source: 'contact',
      name: 'Eve\u001b]0;pwned\u0007\n#999 forged line',
      email: 'eve@example.com',
      subject: 'general',
      message: 'Hi\u001b[2J there '.repeat(5),
      locale: 'en',
    });
    const report = await store({
      source: 'price-report',
      planId: 'control-plan-80-national',
      sourceUrl: 'https://www.du.ae/personal',
      name: '',
      email: '',
      subject: 'price-report',
      message: 'The price is now AED 85.',
      locale: 'en',
    });
    await subscribe(db, 'yes@example.com', undefined, 'en');
    await subscribe(db, 'pending@example.com', undefined, 'en');
    const mail = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', 'yes@example.com')
      .executeTakeFirstOrThrow();
    await confirm(db, decodeURIComponent(mail.text_body.match(/confirm\?token=([\w%-]+)/)![1]));
    await db.destroy();

    const run = (script: string, ...args: string[]) =>
      runScript(script, args, { DATABASE_URL: url });

    const list = run('inbox', 'list').stdout;
    expect(list).toContain(`#${id}`);
    expect(list).toContain('Eve\\u{1b}]0;pwned\\u{7}\\n#999 forged line');
    expect(list).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(list.split('\n').filter((l) => l.startsWith('#999'))).toEqual([]);
    const showHostile = run('inbox', 'show', String(hostile)).stdout;
    expect(showHostile).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(showHostile).toContain('Hi\\u{1b}[2J there');
    const show = run('inbox', 'show', String(id));
    expect(show.stdout).toContain('Hello Hello');
    // Issue 22: the language the visitor wrote in, to answer in it.
    expect(show.stdout).toMatch(/^locale\s+ar$/m);
    expect(list).toMatch(new RegExp(`^#${id} .* ar  plans`, 'm'));
    expect(show.stdout).toMatch(/notified\s+not yet/);
    const csv = run('inbox', 'export', '--format', 'csv').stdout;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Both exports escape what the list view escapes (issue 19 #4): no raw ESC or BEL.
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    expect(csv).toContain('Eve\\u{1b}]0;pwned\\u{7}');
    const jsonText = run('inbox', 'export', '--format', 'json').stdout;
    expect(jsonText).toContain('Eve\\\\u{1b}]0;pwned\\\\u{7}');
    const json = JSON.parse(jsonText);
    expect(json[0]).toMatchObject({ id, source: 'plans', subject: 'plans', locale: 'ar' });
    expect(run('inbox', 'show', '999').status).toBe(1);
    // A price report's source link is a field of the inbox, not words added to the message.
    const showReport = run('inbox', 'show', String(report)).stdout;
    expect(showReport).toMatch(/^source_url\s+https:\/\/www\.du\.ae\/personal$/m);
    expect(showReport).toMatch(/\n\nThe price is now AED 85\.\n?$/);
    expect(csv.split('\r\n')[0]).toContain('"source_url"');
    expect(show.stdout).toMatch(/^source_url\s+—$/m);
    expect(json.find((r: { id: number }) => r.id === report)).toMatchObject({
      source_url: 'https://www.du.ae/personal',
      message: 'The price is now AED 85.',
    });

    const subs = run('subscribers', 'export', '--format', 'csv').stdout;
    expect(subs).toContain('"yes@example.com"');
    expect(subs).not.toContain('pending@example.com');
    expect(run('subscribers', 'list').stdout).toMatch(/pending\s+pending@example.com/);
    const prune = run('inbox', 'prune').stdout;
    expect(prune).toMatch(/Deleted 0 message\(s\) older than 24 months/);
    expect(prune).toMatch(/unconfirmed after 7 days/);
    expect(prune).toMatch(/unsubscribed more than 30 days ago/);
    expect(prune).toMatch(/delivered mail\(s\) older than 7 days/);
    fs.rmSync(dir, { recursive: true, force: true });
    // Each command is its own Node process (tests/support/cli.ts): seconds on a loaded machine.
  }, 240_000);
});
