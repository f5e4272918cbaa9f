import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.join(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/html');
const check = (dir: string) =>
  spawnSync(process.execPath, ['scripts/validate-html.mjs', dir], { cwd: root, encoding: 'utf8' });

// The pages are written below the repo, so that the repo's .htmlvalidate.json is theirs.
const pages = fs.mkdtempSync(path.join(fixtures, 'pages-'));
afterAll(() => fs.rmSync(pages, { recursive: true, force: true }));
/** A page with the fixture `<name>.body.html` as its body, alone in its own folder; the folder. */
function page(name: 'bad' | 'good') {
  const body = fs.readFileSync(path.join(fixtures, `${name}.body.html`), 'utf8');
  const dir = path.join(pages, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(
    path.join(dir, 'page.html'),
    `<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8" />\n` +
      `<title>A ${name} page</title>\n</head>\n<body>\n${body}</body>\n</html>\n`,
  );
  return dir;
}

describe('npm run test:html (scripts/validate-html.mjs with .htmlvalidate.json)', () => {
  it('fails a page with the errors the Nu Html Checker found, naming each rule', () => {
    const r = check(page('bad'));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('input-attributes'); // readonly on a hidden input
    expect(r.stdout).toContain('local/select-placeholder'); // required select, no empty first option
    expect(r.stdout).toContain('local/tab-has-panel'); // a tab with no tabpanel
    expect(r.stdout).toContain('local/form-dup-name'); // two text fields of one name
    expect(r.stdout).toContain('1 pages, 4 errors');
  });

  // Repeated hidden fields (a comparison's offers, `o=a&o=b`) are a list the standard submits.
  it('passes the same page written correctly', () => {
    const r = check(page('good'));
    expect(r.stdout).toContain('1 pages, 0 errors');
    expect(r.status).toBe(0);
  });

  it('fails, saying to build, when there are no pages', () => {
    const r = check('tests/fixtures/html/none');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/npm run build/);
  });

  // The head of every public route (scripts/page-head.ts) is read from its built page: a route's
  // page found in a directory given, here the build's /plans in each language, one broken.
  it('checks the head of each route page it finds, naming what a broken one lacks', () => {
    const built = (file: string) => path.join(root, '.next/server/app', file);
    if (!fs.existsSync(built('en/plans.html')))
      throw new Error('this test needs a production build: run `npm run build` first');
    const dir = path.join(pages, 'heads');
    fs.mkdirSync(path.join(dir, 'en'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'ar'), { recursive: true });
    fs.copyFileSync(built('ar/plans.html'), path.join(dir, 'ar/plans.html'));
    const good = fs.readFileSync(built('en/plans.html'), 'utf8');
    fs.writeFileSync(path.join(dir, 'en/plans.html'), good);
    const passing = check(dir);
    expect(passing.stdout).toContain('0 errors; 2 route heads checked');
    expect(passing.status).toBe(0);

    const broken = [
      ['<link rel="canonical" href="http://localhost:3000/plans"/>', ''],
      [
        'hrefLang="ar" href="http://localhost:3000/ar/plans"',
        'hrefLang="ar" href="http://localhost:3000/ar"',
      ],
      ['| ClearSignal - UAE Telecom Guide</title>', '</title>'],
      ['<meta name="robots" content="index,follow"/>', '<meta name="robots" content="noindex"/>'],
      ['"@type":"Organization"', '"@type":"Organization","email":"made-up@example.com"'],
    ].reduce((html, [from, to]) => {
      expect(html).toContain(from);
      return html.replace(from, to);
    }, good);
    fs.writeFileSync(path.join(dir, 'en/plans.html'), broken);
    const r = check(dir);
    expect(r.status).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.includes('(/plans)'));
    expect(lines.join('\n')).toMatch(/link\[rel="canonical"\]: 0 in the head/);
    expect(lines.join('\n')).toMatch(/hreflang="ar"\] href="http:\/\/localhost:3000\/ar", not/);
    expect(lines.join('\n')).toMatch(
      /title ".*" is not "\{page\} \| ClearSignal - UAE Telecom Guide"/,
    );
    expect(lines.join('\n')).toMatch(/robots.*"noindex", not "index,follow"/);
    expect(lines.join('\n')).toMatch(/Organization JSON-LD has an e-mail none configured/);
    // The Arabic page beside it is still fine: nothing is said of it.
    expect(r.stderr).not.toContain('(/ar/plans)');
  }, 120_000); // two runs that load the route table and a DOM: seconds each on a busy machine
});
