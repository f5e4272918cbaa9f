import { describe, expect, it } from 'vitest';
import { contentBuild, tempContentSite } from '../support/content-dir';

/** A catalogue plan file; `source` is YAML for the source block, or '' for none. */
function plan(over: { operator?: string; source?: string; extra?: string } = {}) {
  const source =
    over.source ??
    'source:\n  url: https://www.du.ae/plan\n  title: Plan page\n  publisher: du\n  date: 2025-01-15';
  return `---
operator: ${over.operator ?? 'du'}
name: Test plan
planType: mobile-postpaid
summary: A test plan.
monthlyPrice: 99.5
vatIncluded: false
contractMonths: 12
${over.extra ?? ''}
${source}
---

Notes.
`;
}

const site = tempContentSite('cs-catalogue-', ['plans/catalogue/du', 'plans/catalogue/eand']);
const write = (rel: string, text: string) => site.put(`plans/catalogue/${rel}`, text);
const run = () => site.check();

describe('content check: the plan catalogue', () => {
  it('passes a sourced plan, and counts it as a catalogue plan, not a plan card', () => {
    write('du/good.mdx', plan());
    const { problems, counts } = run();
    expect(problems).toEqual([]);
    expect(counts).toMatchObject({ catalogue: 1, plans: 0 });
  });

  it('fails a price without a source, naming the file and the field', () => {
    write('du/no-source.mdx', plan({ source: '' }));
    expect(run().problems).toContainEqual({
      file: 'content/plans/catalogue/du/no-source.mdx',
      field: 'source',
      message: expect.stringMatching(/every price needs its source/),
    });
  });

  it('fails a source date in the future', () => {
    write(
      'du/future.mdx',
      plan({
        source:
          'source:\n  url: https://www.du.ae/p\n  title: T\n  publisher: du\n  date: 2999-01-01',
      }),
    );
    const [p] = run().problems;
    expect(p).toMatchObject({
      file: 'content/plans/catalogue/du/future.mdx',
      field: 'source.date',
    });
    expect(p.message).toMatch(/must not be in the future/);
  });

  it('accepts "unknown" but not a made-up word for an undated source', () => {
    write(
      'du/undated.mdx',
      plan({
        source: 'source:\n  url: https://www.du.ae/p\n  title: T\n  publisher: du\n  date: unknown',
      }),
    );
    write(
      'du/vague.mdx',
      plan({
        source:
          'source:\n  url: https://www.du.ae/p\n  title: T\n  publisher: du\n  date: recently',
      }),
    );
    expect(run().problems.map((p) => [p.file, p.field])).toEqual([
      ['content/plans/catalogue/du/vague.mdx', 'source.date'],
    ]);
  });

  it('fails a plan filed under another operator, and two plans with one slug', () => {
    write('eand/same.mdx', plan({ operator: 'du' }));
    write('du/same.mdx', plan());
    const problems = run().problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'content/plans/catalogue/eand/same.mdx', field: 'operator' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ field: '(file)', message: expect.stringMatching(/slug "same"/) }),
    );
  });

  it('makes the content build exit 1 on a missing source', () => {
    write('du/no-source.mdx', plan({ source: '' }));
    // contentlayer2 itself, with the project's config, on this folder: what npm run build runs.
    const out = contentBuild(site.dir);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('content/plans/catalogue/du/no-source.mdx: source:');
  });
});
