/**
 * The newsletter sender (issue 21). Reads DATABASE_URL, SMTP_URL, MAIL_FROM and SITE_URL as the site does.
 *
 *   npm run newsletter -- list                         issues in content/newsletter/ and whether each was sent
 *   npm run newsletter -- preview <slug> [--out DIR]   writes the HTML and text versions, in every
 *                                                      language the issue exists in, prints where
 *   npm run newsletter -- send <slug> --test-to me@example.com [--locale ar]
 *                                                      sends one copy now (not recorded), in that language
 *   npm run newsletter -- send <slug>                  queues one mail per confirmed subscriber, returns at once
 *   npm run newsletter -- status <slug>                queued, sent, waiting, failed, unsubscribed-since counts
 *
 * <slug> is the file name without .mdx (2026-11-24-whats-on-clearsignal) or the part after its date.
 * The running site's outbox worker delivers what `send` queues, at NEWSLETTER_RATE mails a minute.
 */
import './cli-env';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, runCli, withDb } from './cli';
import { env } from '../lib/server/env.mjs';
import { DEFAULT_LOCALE, formatNumber, isLocale } from '../lib/i18n/format';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../lib/forms/newsletter';
import { smtpSender } from '../lib/mail/sender';
import { issueFiles, loadIssue } from '../lib/newsletter/issue-file';
import { issueStatus, queueIssue, refuseDraft } from '../lib/newsletter/send';
import { mailFrom } from '../lib/config/site';

const fromAddress = () => mailFrom();

async function main() {
  const [cmd, wanted] = process.argv.slice(2);
  if (cmd === 'preview') {
    const issue = loadIssue(wanted);
    const out = path.resolve(
      arg('out') ?? path.join(os.tmpdir(), 'clearsignal-newsletter-preview'),
    );
    fs.mkdirSync(out, { recursive: true });
    const token = 'PREVIEW-TOKEN';
    console.log(`From: ${fromAddress()}`);
    for (const [k, v] of Object.entries(listUnsubscribeHeaders(token))) console.log(`${k}: ${v}`);
    // One pair of files per language the issue is written in: what a subscriber who chose that
    // language receives (English readers' files keep the plain name).
    for (const locale of issue.locales) {
      const mail = issue.mailFor(unsubscribeUrl(token, locale), locale);
      const name = locale === DEFAULT_LOCALE ? issue.slug : `${issue.slug}.${locale}`;
      const html = path.join(out, `${name}.html`);
      const text = path.join(out, `${name}.txt`);
      fs.writeFileSync(html, mail.html);
      fs.writeFileSync(text, mail.text);
      console.log(`\n[${locale}] Subject: ${mail.subject}\nHTML: ${html}\nText: ${text}`);
    }
    console.log(
      `(Each subscriber's copy carries their own unsubscribe token where this shows ${token}.)`,
    );
    return;
  }
  if (cmd === 'list') {
    await withDb(async (db) => {
      for (const slug of issueFiles()) {
        const s = await issueStatus(db, slug);
        console.log(
          `${slug}  ${s.firstQueuedAt ? `sent to ${formatNumber(s.sent, 'en')} of ${formatNumber(s.queued, 'en')} queued (first queued ${s.firstQueuedAt})` : 'not sent'}`,
        );
      }
      if (!issueFiles().length) console.log('No issues in content/newsletter/.');
    });
    return;
  }
  if (cmd === 'send') {
    const issue = loadIssue(wanted);
    refuseDraft(issue);
    const testTo = arg('test-to');
    if (testTo !== undefined) {
      const locale = arg('locale') ?? DEFAULT_LOCALE;
      if (!isLocale(locale) || !issue.locales.includes(locale))
        throw new Error(
          `--locale must be one the issue is written in: ${issue.locales.join(', ')}`,
        );
      if (!/^[^\s@]+@[^\s@]+$/.test(testTo)) throw new Error('--test-to needs an email address');
      const smtpUrl = env().SMTP_URL;
      if (!smtpUrl)
        throw new Error('SMTP_URL is not set: a test copy is sent directly, not queued');
      const token = 'TEST-COPY';
      const sender = smtpSender(smtpUrl, fromAddress());
      try {
        await sender.send({
          to: testTo,
          ...issue.mailFor(unsubscribeUrl(token, locale), locale),
          headers: listUnsubscribeHeaders(token),
        });
      } finally {
        sender.close?.();
      }
      console.log(
        `Sent one test copy of ${issue.slug} (${locale}) to ${testTo} (not recorded; its unsubscribe link is a placeholder).`,
      );
      return;
    }
    await withDb(async (db) => {
      const r = await queueIssue(db, issue);
      console.log(
        `Queued ${formatNumber(r.queued, 'en')} mail(s) of ${issue.slug} in the outbox; ${formatNumber(r.alreadyQueued, 'en')} of ${formatNumber(r.confirmed, 'en')} confirmed subscriber(s) had it queued already.`,
      );
      console.log(
        'The running site delivers them; `npm run newsletter -- status` follows the progress.',
      );
    });
    return;
  }
  if (cmd === 'status') {
    const issue = loadIssue(wanted);
    await withDb(async (db) => {
      const s = await issueStatus(db, issue.slug);
      if (!s.firstQueuedAt) {
        console.log(
          `${issue.slug}: not sent yet. ${formatNumber(s.notYetQueued, 'en')} confirmed subscriber(s) would receive it.`,
        );
        return;
      }
      const n = (x: number) => formatNumber(x, 'en');
      console.log(`${issue.slug}: "${issue.subject}"`);
      console.log(`  first queued ${s.firstQueuedAt}, last ${s.lastQueuedAt}`);
      console.log(`  queued      ${n(s.queued)}`);
      console.log(`  sent        ${n(s.sent)}`);
      console.log(`  waiting     ${n(s.waiting)} (not tried yet)`);
      console.log(`  failed      ${n(s.retrying)} (waiting to be retried with back-off)`);
      console.log(
        `  given up    ${n(s.gaveUp)} (undeliverable for the whole give-up period: deleted)`,
      );
      console.log(
        `  unsubscribed before delivery ${n(s.unsubscribedBeforeDelivery)} (nothing sent)`,
      );
      console.log(`  unsubscribed since receiving ${n(s.unsubscribedSince)}`);
      if (s.notYetQueued)
        console.log(
          `  ${n(s.notYetQueued)} subscriber(s) confirmed since: \`send\` again queues only them`,
        );
      if (s.retrying)
        console.log(
          `  The mail server is failing: last error "${s.lastError}". Next attempt ${s.nextAttemptAt}. Nothing is lost: these mails stay in the outbox until delivered (or given up).`,
        );
      else if (s.waiting === 0 && s.sent + s.unsubscribedBeforeDelivery + s.gaveUp === s.queued)
        console.log('  Done: every queued mail was delivered once or dropped as stated above.');
    });
    return;
  }
  console.log(
    'Usage: npm run newsletter -- list | preview <slug> [--out DIR] | send <slug> [--test-to ADDRESS [--locale ar]] | status <slug>',
  );
  process.exitCode = cmd ? 1 : 0;
}

runCli('newsletter', main);
