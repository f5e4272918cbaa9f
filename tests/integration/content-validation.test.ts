import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentBuild, tempContentSite } from '../support/content-dir';

/** A `sources:` YAML list: two good sources unless told otherwise. */
function sources(
  list = [
    { url: 'https://tdra.gov.ae/en/consumer-affairs', accessed: '2025-11-01' },
    { url: 'https://www.etisalat.ae/en/terms.html', accessed: '2025-11-02' },
  ],
) {
  return list
    .map(
      (s, i) =>
        `\n  - title: Source ${i}\n    url: "${s.url}"\n    publisher: Publisher ${i}\n    accessed: ${s.accessed}`,
    )
    .join('');
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function guide(front: Record<string, string>, body = `## Section\n\n${words(1500)}`) {
  const base: Record<string, string> = {
    title: 'A guide',
    category: 'beginners',
    topic: 'mobile-plans',
    level: 'Beginner',
    brief: 'Short brief.',
    publishedAt: '2025-10-01',
    keyPoints: '\n  - one\n  - two\n  - three',
    images:
      '\n  - src: /images/a.svg\n    alt: A\n    width: 10\n    height: 10\n  - src: /images/a.svg\n    alt: B\n    width: 10\n    height: 10',
    sources: sources(),
    ...front,
  };
  const yaml = Object.entries(base)
    .filter(([, v]) => v !== '__omit__')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

const site = tempContentSite('cs-content-', ['guides']);
beforeEach(() => {
  fs.mkdirSync(path.join(site.dir, 'public/images'), { recursive: true });
  fs.writeFileSync(path.join(site.dir, 'public/images/a.svg'), '<svg/>');
});

const write = (name: string, text: string) => site.put(`guides/${name}`, text);
const run = () => site.check();

describe('content validation', () => {
  it('passes a good guide', () => {
    write('good.mdx', guide({}));
    expect(run().problems).toEqual([]);
  });

  it('names the file and field of a bad enum value', () => {
    write('bad-enum.mdx', guide({ category: 'nonsense' }));
    const [p] = run().problems;
    expect(p.file).toBe('content/guides/bad-enum.mdx');
    expect(p.field).toBe('category');
    expect(p.message).toMatch(/beginners/);
  });

  it("refuses a guide whose topic is not one of the specification's, or that has none", () => {
    write('bad-topic.mdx', guide({ topic: 'money' }));
    write('no-topic.mdx', guide({ topic: '__omit__' }));
    const { problems } = run();
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/guides/bad-topic.mdx',
        field: 'topic',
        message: expect.stringMatching(/mobile-plans/),
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'content/guides/no-topic.mdx', field: 'topic' }),
    );
  });

  it('names a missing required field', () => {
    write('missing.mdx', guide({ title: '__omit__' }));
    expect(run().problems).toContainEqual(
      expect.objectContaining({ file: 'content/guides/missing.mdx', field: 'title' }),
    );
  });

  it('names a field of the wrong type', () => {
    write('wrong-type.mdx', guide({ keyPoints: 'just a string' }));
    expect(run().problems).toContainEqual(expect.objectContaining({ field: 'keyPoints' }));
  });

  it('rejects an unknown (misspelt) field', () => {
    write('typo.mdx', guide({ categroy: 'beginners' }));
    expect(
      run()
        .problems.map((p) => p.message)
        .join(),
    ).toMatch(/categroy/);
  });

  it('rejects a missing image, an unknown related guide and a reading time outside 7-12 minutes', () => {
    write(
      'short.mdx',
      guide(
        {
          images:
            '\n  - src: /images/nope.svg\n    alt: A\n    width: 1\n    height: 1\n  - src: /images/a.svg\n    alt: B\n    width: 1\n    height: 1',
          related: '\n  - ghost',
        },
        'Too short.',
      ),
    );
    const fields = run().problems.map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['image', 'related[0]', 'body']));
  });

  it('fails a guide without sources, with one source, a malformed URL or an accessed date in the future', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    write('no-sources.mdx', guide({ sources: '__omit__' }));
    write(
      'one-source.mdx',
      guide({ sources: sources([{ url: 'https://tdra.gov.ae/a', accessed: '2025-11-01' }]) }),
    );
    write(
      'bad-url.mdx',
      guide({
        sources: sources([
          { url: 'tdra.gov.ae/consumer', accessed: '2025-11-01' },
          { url: 'https://du.ae/x', accessed: '2025-11-01' },
        ]),
      }),
    );
    write(
      'future.mdx',
      guide({
        sources: sources([
          { url: 'https://tdra.gov.ae/a', accessed: tomorrow },
          { url: 'https://du.ae/x', accessed: '2025-11-01' },
        ]),
      }),
    );
    const got = run().problems.map((p) => `${p.file.split('/').pop()} ${p.field}: ${p.message}`);
    expect(got).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-sources\.mdx sources: /),
        expect.stringMatching(/^one-source\.mdx sources: .*at least 2 sources/),
        expect.stringMatching(/^bad-url\.mdx sources\[0\]\.url: must be a full http\(s\) address/),
        expect.stringMatching(/^future\.mdx sources\[0\]\.accessed: must not be in the future/),
      ]),
    );
    expect(got).toHaveLength(4);
  });

  it('fails a guide that credits a publication its sources do not name, and passes it once they do', () => {
    const body = (credit: string) =>
      `## Section\n\n${words(1500)} ${credit}, to fixed contracts too.`;
    write('uncited.mdx', guide({}, body('as reported by Emirates Today')));
    write('told.mdx', guide({}, body('as the regulator told The National and Gulf Business')));
    write('cited.mdx', guide({}, body('as reported by Publisher 1')));
    write('own-words.mdx', guide({}, body("according to your contract's terms")));
    const got = run().problems.map((p) => `${p.file.split('/').pop()} ${p.field}: ${p.message}`);
    expect(got).toEqual([
      expect.stringMatching(/^told\.mdx sources: the text credits "The National"/),
      expect.stringMatching(/^told\.mdx sources: the text credits "Gulf Business"/),
      expect.stringMatching(/^uncited\.mdx sources: the text credits "Emirates Today"/),
    ]);
  });

  it('refuses a guide named search: /guides/search is the search results page', () => {
    write('search.mdx', guide({}));
    expect(run().problems).toEqual([
      expect.objectContaining({
        file: 'content/guides/search.mdx',
        field: '(file)',
        message: expect.stringContaining('/guides/search'),
      }),
    ]);
  });

  it('a featured guide needs its featuredOrder', () => {
    write('featured.mdx', guide({ featured: 'true' }));
    expect(run().problems).toEqual([
      expect.objectContaining({ file: 'content/guides/featured.mdx', field: 'featuredOrder' }),
    ]);
  });

  it('the featured guides carry one topic each: no topic twice, none left out', () => {
    write('a.mdx', guide({ featured: 'true', featuredOrder: '1', topic: 'mobile-plans' }));
    write('b.mdx', guide({ featured: 'true', featuredOrder: '2', topic: 'mobile-plans' }));
    write('c.mdx', guide({ topic: 'business' }));
    const { problems } = run();
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/guides/b.mdx',
        field: 'featured',
        message: expect.stringContaining(
          '"mobile-plans" is already featured by content/guides/a.mdx',
        ),
      }),
      expect.objectContaining({
        file: 'content/guides/c.mdx',
        field: 'featured',
        message: expect.stringContaining('no featured guide has the topic "business"'),
      }),
    ]);
    // One featured guide per topic passes.
    write('b.mdx', guide({ topic: 'mobile-plans' }));
    write('c.mdx', guide({ featured: 'true', featuredOrder: '2', topic: 'business' }));
    expect(run().problems).toEqual([]);
  });

  it('makes the content build command exit 1 and print file and field', () => {
    write('bad-enum.mdx', guide({ level: 'Expert' }));
    // contentlayer2 itself, with the project's config, on this folder: what npm run build runs.
    const out = contentBuild(site.dir);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('content/guides/bad-enum.mdx: level:');
  });
});

describe('page copy of /guides', () => {
  it('names an unknown guide in a topic deep dive', () => {
    write('real-guide.mdx', guide({}));
    fs.mkdirSync(path.join(site.dir, 'content/pages'), { recursive: true });
    const real = fs.readFileSync(path.join(__dirname, '../../content/pages/guides.mdx'), 'utf8');
    // Keep one real slug that exists in this temporary content folder, and one that does not.
    const copy = real
      .replace(/guides: \[prepaid-vs-postpaid[^\]]*\]/, 'guides: [real-guide, ghost-guide]')
      .replace(/guides: \[[a-z0-9-]+(, [a-z0-9-]+)*\]/g, (m) =>
        m.includes('real-guide') ? m : 'guides: [real-guide]',
      );
    fs.writeFileSync(path.join(site.dir, 'content/pages/guides.mdx'), copy);
    expect(run().problems).toEqual([
      {
        file: 'content/pages/guides.mdx',
        field: 'blocks.deepDives.items[0].guides[1]',
        message: 'no guide with slug "ghost-guide" in content/guides',
      },
    ]);
  });
});
