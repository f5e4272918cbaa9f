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
});
