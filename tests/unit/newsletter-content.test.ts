import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionOf } from '@/lib/content/collections';
import { validateContent } from '../support/content-dir';
import { issueBodyProblems } from '@/lib/newsletter/body';

const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);

describe('the newsletter collection (content/newsletter/<yyyy-mm-dd>-<slug>.mdx)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-newsletter-content-'));
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'content', rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content', rel), text);
  };
  const run = () => validateContent(path.join(dir, 'content'), path.join(dir, 'public'));
  const issue = (front: string, body = 'See [the plans](/plans).\n') =>
    `---\n${front}\n---\n${body}`;

  it('is a collection of its own', () => {
    expect(collectionOf('newsletter/2026-11-24-first.mdx')).toBe('newsletter');
  });

  it('fails on a missing subject, a link to a guide that does not exist and a future-dated send, naming file and field', () => {
    put(
      'newsletter/2025-11-01-good.mdx',
      issue('subject: Hello\npreheader: A line\ndate: 2025-11-01'),
    );
    put('newsletter/2025-11-02-no-subject.mdx', issue('preheader: A line\ndate: 2025-11-02'));
    put(
      'newsletter/2025-11-03-broken-link.mdx',
      issue(
        'subject: Hi\npreheader: A line\ndate: 2025-11-03',
        'Read [this](/guides/no-such-guide).\n',
      ),
    );
    put(
      `newsletter/${future}-future.mdx`,
      issue(`subject: Hi\npreheader: A line\ndate: ${future}`),
    );
    const problems = run().problems;
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ['content/newsletter/2025-11-02-no-subject.mdx', 'subject'],
      [`content/newsletter/${future}-future.mdx`, 'date'],
      ['content/newsletter/2025-11-03-broken-link.mdx', 'body'],
    ]);
    expect(problems[1].message).toMatch(/future/);
    expect(problems[2].message).toMatch(
      /line 1: links to \/guides\/no-such-guide, but there is no guide/,
    );
  });

  it('wants the file name to carry the issue date', () => {
    put('newsletter/2025-11-01-x.mdx', issue('subject: Hi\npreheader: A line\ndate: 2025-11-05'));
    put('newsletter/first-issue.mdx', issue('subject: Hi\npreheader: A line\ndate: 2025-11-05'));
    expect(run().problems.map((p) => [p.file, p.field])).toEqual([
      ['content/newsletter/2025-11-01-x.mdx', 'date'],
      ['content/newsletter/first-issue.mdx', '(file)'],
    ]);
  });
});

describe("a newsletter body's rules", () => {
  const guides = new Set(['roaming-without-bill-shock']);
  it('accepts Markdown links to real guides, site paths and https pages', () => {
    expect(
      issueBodyProblems(
        '[a](/guides/roaming-without-bill-shock) [b](/plans#tv) [c](https://tdra.gov.ae/)',
        guides,
      ),
    ).toEqual([]);
  });
  it('refuses tracking parameters, images, MDX components and non-https links', () => {
    expect(issueBodyProblems('[a](/plans?utm_source=mail)', guides)[0]).toMatch(
      /tracking parameter utm_source/,
    );
    expect(issueBodyProblems('[a](https://x.example/?fbclid=1)', guides)[0]).toMatch(/fbclid/);
    expect(issueBodyProblems('![pixel](https://t.example/p.gif)', guides)[0]).toMatch(
      /images are not allowed/,
    );
    expect(issueBodyProblems('Hi <Pixel />', guides)[0]).toMatch(/MDX components/);
    expect(issueBodyProblems('[a](http://x.example/)', guides)[0]).toMatch(/https/);
  });
});
