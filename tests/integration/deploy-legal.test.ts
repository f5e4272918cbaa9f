/**
 * What the privacy policy says the shipped deployment keeps is what deploy/ configures (issue 51
 * §4): the proxy's access log format (no address, no query string, no user agent), its error log,
 * how long deploy/logrotate keeps both, and how long the daily backup of deploy/systemd lives.
 * The legal = code checks of the application are tests/integration/legal-texts.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { retention, retentionInForce } from '@/lib/db/retention';
import { readEnv } from '@/lib/server/env.mjs';

const root = path.resolve(__dirname, '../..');
const read = (...p: string[]) => fs.readFileSync(path.join(root, ...p), 'utf8');
const nginx = read('deploy/nginx/clearsignal.conf');
const policy = (locale: 'en' | 'ar') =>
  matter(
    read(locale === 'en' ? 'content/legal' : 'content/ar/legal', 'privacy.mdx'),
  ).content.replace(/\s+/g, ' ');

/** Each variable the access log may hold, and how the privacy policy names it. */
const LOGGED: Record<string, { en: string; ar: string }> = {
  time_iso8601: { en: 'the time', ar: 'الوقت' },
  request_method: { en: 'the method', ar: 'والطريقة' },
  uri: {
    en: 'the page\'s path without anything after the "?"',
    ar: 'ومسار الصفحة دون أي شيء بعد علامة «?»',
  },
  status: { en: 'the status code', ar: 'ورمز الحالة' },
  body_bytes_sent: { en: 'the size of the answer', ar: 'وحجم الاستجابة' },
  request_time: { en: 'the time it took', ar: 'والوقت الذي استغرقته' },
};

/**
 * What is wrong with a site configuration's access logging, as the policy describes it: every
 * server block logs with the private format or not at all (a path without a format would use
 * nginx's "combined", with the address, the full URL and the user agent), and that format holds
 * only variables the policy names.
 */
function accessLogProblems(conf: string): string[] {
  const problems: string[] = [];
  const format = conf.match(/^log_format\s+clearsignal_private\s+'([^']*)';/m)?.[1];
  if (!format) return ['no log_format clearsignal_private'];
  for (const [, name] of format.matchAll(/\$(\w+)/g))
    if (!(name in LOGGED))
      problems.push(`the format logs $${name}, which the policy does not name`);
  for (const [, args] of conf.matchAll(/^\s*access_log\s+([^;]+);/gm))
    if (args.trim() !== 'off' && !/\sclearsignal_private$/.test(args.trim()))
      problems.push(`access_log ${args.trim()} does not use clearsignal_private`);
  const servers = conf.split(/^server\s*\{/m).slice(1);
  servers.forEach((block, i) => {
    if (!/^\s*access_log\s/m.test(block))
      problems.push(`server block ${i + 1} inherits the default access log`);
  });
  return problems;
}

describe('the proxy logs what the privacy policy says, and nothing more', () => {
  it('the shipped nginx configuration logs no address, no query string and no user agent', () => {
    expect(accessLogProblems(nginx)).toEqual([]);
    // The check can fail: nginx's default logging, and a format with the address or the query.
    expect(accessLogProblems(nginx.replace(/ clearsignal_private;/g, ';'))).not.toEqual([]);
    expect(accessLogProblems(nginx.replace('"$uri"', '"$request"'))).toContainEqual(
      expect.stringContaining('$request'),
    );
    expect(accessLogProblems(nginx.replace('$time_iso8601', '$remote_addr'))).toContainEqual(
      expect.stringContaining('$remote_addr'),
    );
    expect(
      accessLogProblems(nginx.replace(/^\s*access_log \/var\/log\/[^\n]*\n/m, '')),
    ).toContainEqual(expect.stringContaining('inherits the default access log'));
  });

  it.each(['en', 'ar'] as const)('the policy names each logged field (%s)', (locale) => {
    const format = nginx.match(/^log_format\s+clearsignal_private\s+'([^']*)';/m)![1];
    const text = policy(locale);
    for (const [, name] of format.matchAll(/\$(\w+)/g))
      expect(text).toContain(LOGGED[name][locale]);
    expect(text).toContain(
      locale === 'en'
        ? 'It records no IP address, no browser user agent and no referring page.'
        : 'ولا يسجّل عنوان IP، ولا وكيل المستخدم لمتصفحك، ولا الصفحة التي أحالتك.',
    );
  });

  it('the error log is at level "error" and the refused requests are logged below it, as the policy says', () => {
    const levels = [...nginx.matchAll(/^\s*error_log\s+\S+\s+(\w+);/gm)].map((m) => m[1]);
    const servers = nginx.split(/^server\s*\{/m).length - 1;
    expect(levels).toEqual(Array(servers).fill('error'));
    expect(nginx).toMatch(/^\s*limit_req_log_level warn;/m);
    expect(nginx).toMatch(/^\s*limit_conn_log_level warn;/m);
    // The access log covers the whole server block, so a refused request (429) is written there.
    expect(nginx).not.toMatch(/location @too_many \{[^}]*access_log off/);
    expect(policy('en')).toContain(
      'Requests that the proxy refuses for exceeding its rate limits are recorded in the access log like any other request (without any address), and not in the error log.',
    );
    expect(policy('ar')).toContain(
      'فتُسجَّل في سجل الوصول كسائر الطلبات (دون أي عنوان IP)، ولا تُسجَّل في سجل الأخطاء.',
    );
    expect(policy('en')).not.toContain('rate limits are not logged');
  });

  it('no location serving files logs a missing one (address, request and referrer) at "error"', () => {
    const quiet = (conf: string) =>
      conf
        .split(/^\s*location\s/m)
        .slice(1)
        .filter((block) => /^\s*(alias|root|try_files)\s/m.test(block))
        .map((block) => /^\s*log_not_found off;/m.test(block));
    expect(quiet(nginx).length).toBeGreaterThan(0);
    expect(quiet(nginx).every(Boolean)).toBe(true);
    expect(quiet(nginx.replace(/^\s*log_not_found off;\n/m, '')).every(Boolean)).toBe(false);
  });

  it.each(['en', 'ar'] as const)(
    'the policies say the error log keeps requests it could not serve, with the address, the request and the referrer (%s)',
    (locale) => {
      const text = policy(locale);
      const cookies = matter(
        read(locale === 'en' ? 'content/legal' : 'content/ar/legal', 'cookie-policy.mdx'),
      ).content.replace(/\s+/g, ' ');
      if (locale === 'en') {
        expect(text).toContain(
          'Its error log records requests the proxy could not serve, such as our software not answering or a request too large; each such entry includes the IP address, the full web address of the request concerned and, where your browser sent it, the page that referred you.',
        );
        expect(text).not.toContain("records only the proxy's own faults");
        expect(cookies).toContain('or the request is too large) does its error log keep');
        expect(cookies).not.toContain('only when the proxy itself fails to reach our server');
        // nginx's limit on a body, whose refusal is logged at "error" with the client's address.
        expect(nginx).toMatch(/^\s*client_max_body_size \w+;/m);
      } else {
        expect(text).toContain('أو تجاوز حجم الطلب الحدّ المسموح به');
        expect(text).not.toContain('فلا يسجّل إلا أعطال الخادم الوكيل نفسه');
        expect(cookies).toContain('أو يتجاوز حجم الطلب الحدّ المسموح به');
      }
    },
  );

  it('deploy/logrotate deletes both logs within the period the policy prints', () => {
    const rotate = read('deploy/logrotate/clearsignal-nginx');
    const dirs = new Set(
      [...nginx.matchAll(/^\s*(?:access|error)_log\s+(\/\S+)\/[^/\s]+\.log\b/gm)].map((m) => m[1]),
    );
    expect([...dirs]).toEqual(['/var/log/nginx/clearsignal']);
    expect(rotate).toMatch(/^\/var\/log\/nginx\/clearsignal\/\*\.log \{$/m);
    expect(rotate).toMatch(/^\s*daily$/m);
    expect(rotate).not.toMatch(/^\s*(notifempty|weekly|monthly|maxsize|size)\b/m);
    const kept = Number(rotate.match(/^\s*rotate (\d+)$/m)![1]);
    // Today's log and `kept` older ones: a line lives at most kept + 1 days, plus a late run.
    expect(kept + 2).toBeLessThanOrEqual(retention.proxyLogDays);
    for (const locale of ['en', 'ar'] as const)
      expect(policy(locale)).toContain('<Retention period="proxyLogDays"');
  });
});

describe('the daily backup lives as long as the policy says', () => {
  it('the unit writes dated backups, which scripts/backup.ts prunes after backupDays', () => {
    const unit = read('deploy/systemd/clearsignal-backup.service');
    expect(unit).toMatch(
      /scripts\/backup\.ts backup "\/var\/lib\/clearsignal-backups\/clearsignal-\$\(date -u \+%%Y%%m%%dT%%H%%M%%SZ\)\.backup"/,
    );
    expect(read('scripts/backup.ts')).toMatch(
      /if \(backupTime\(path\.basename\(file\)\)\) prune\(/,
    );
    for (const locale of ['en', 'ar'] as const)
      expect(policy(locale)).toContain('<Retention period="backupDays"');
  });

  it('each daily run prunes before its backup, even one that then fails, at the hours the policy prints', () => {
    const unit = read('deploy/systemd/clearsignal-backup.service');
    const timer = read('deploy/systemd/clearsignal-backup.timer');
    // "-": a failed prune does not stop the backup; a failed backup cannot undo a prune before it.
    const pre = unit.match(
      /^ExecStartPre=-\S+ \S+ --conditions=react-server scripts\/backup\.ts prune (\S+)$/m,
    );
    expect(pre?.[1]).toBe('/var/lib/clearsignal-backups');
    expect(unit.indexOf('ExecStartPre=')).toBeLessThan(unit.indexOf('ExecStart=/'));
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* 03:15:00 UTC$/m);
    expect(timer).toMatch(/^RandomizedDelaySec=15m$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(policy('en')).toContain(
      'That run takes place every day between 03:15 and 03:30 UTC (or, if our server was switched off then, when it is next started), and deletes the old backups before making a new one, even if making the new one then fails.',
    );
    expect(policy('ar')).toContain('بين الساعة 03:15 والساعة 03:30 بالتوقيت العالمي المنسّق (UTC)');
    expect(policy('ar')).toContain('حتى لو تعذّر إنشاء النسخة الجديدة بعد ذلك.');
  });

  it('the environment template keeps backups for the policy’s default period unless changed', () => {
    const template = Object.fromEntries(
      read('deploy/clearsignal.env.example')
        .split('\n')
        .flatMap((l) =>
          /^[A-Z_]+=/.test(l) ? [[l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]] : [],
        ),
    );
    expect(retentionInForce(readEnv(template)).backupDays).toBe(retention.backupDays);
  });
});
