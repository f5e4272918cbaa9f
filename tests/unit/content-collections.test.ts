import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionOf, collections } from '@/lib/content/collections';
import { filesByCollection } from '@/lib/content/validate';
import { tempContentSite } from '../support/content-dir';

describe('the collection registry', () => {
  it('gives each file under content/ to one collection', () => {
    expect(collectionOf('guides/roaming.mdx')).toBe('guides');
    expect(collectionOf('legal/privacy.mdx')).toBe('legal');
    expect(collectionOf('faq/q1.mdx')).toBe('faq');
    expect(collectionOf('plans/mobile/prepaid.mdx')).toBe('plans');
    expect(collectionOf('pages/home.mdx')).toBe('pages');
  });

  it('leaves the plan catalogue out of the plan cards', () => {
    expect(collectionOf('plans/catalogue/du/power-plan.mdx')).not.toBe('plans');
    expect(collections.plans.pattern).toContain('catalogue');
  });

  it('names one contentlayer2 document type per collection', () => {
    const types = Object.values(collections).map((c) => c.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('claims every file of the real content folder', () => {
    const { unclaimed } = filesByCollection(path.join(__dirname, '../../content'));
    expect(unclaimed).toEqual([]);
  });
});

describe('validating by the registry', () => {
  const site = tempContentSite('cs-collections-', ['faq']);
  const { put } = site;
  const run = () => site.check();

  it('checks a file by the schema of the collection its path matches', () => {
    put('faq/good.mdx', '---\nquestion: Why?\norder: 1\nreviewedAt: 2025-11-01\n---\nBecause.\n');
    put(
      'faq/bad.mdx',
      '---\nquestion: Why?\norder: first\nreviewedAt: 2025-11-01\n---\nBecause.\n',
    );
    const { problems, counts } = run();
    expect(counts.faq).toBe(2);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/faq/bad.mdx', field: 'order' }),
    ]);
  });

  it('names a file no collection claims', () => {
    put('stray/note.mdx', '---\ntitle: Stray\n---\n');
    expect(run().problems).toEqual([
      {
        file: 'content/stray/note.mdx',
        field: '(file)',
        message: expect.stringMatching(/no collection/),
      },
    ]);
  });

  it('checks a catalogue file as a catalogue plan, not as a plan card', () => {
    put('plans/catalogue/du/x.mdx', '---\noperator: du\n---\n');
    const { problems, counts } = run();
    expect(counts).toMatchObject({ plans: 0, catalogue: 1 });
    expect(problems.map((p) => p.field)).toContain('source');
    expect(problems.map((p) => p.field)).not.toContain('kind');
  });

  it('names a page file that has no blocks schema', () => {
    put('pages/nope.mdx', '---\ntitle: Nope\ndescription: Nothing\nblocks: {}\n---\n');
    expect(run().problems).toEqual([
      {
        file: 'content/pages/nope.mdx',
        field: '(file)',
        message: expect.stringMatching(/no blocks schema for page "nope"/),
      },
    ]);
  });
  it('an FAQ answer needs a reviewedAt that is not in the future', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    put('faq/undated.mdx', '---\nquestion: Why?\norder: 1\n---\nBecause.\n');
    put(
      'faq/future.mdx',
      `---\nquestion: Why?\norder: 2\nreviewedAt: ${tomorrow}\n---\nBecause.\n`,
    );
    expect(run().problems.map((p) => [p.file, p.field])).toEqual([
      ['content/faq/future.mdx', 'reviewedAt'],
      ['content/faq/undated.mdx', 'reviewedAt'],
    ]);
  });

  it('a correction names a page and says what changed', () => {
    put(
      'corrections/ok.mdx',
      '---\ndate: 2025-11-01\npage: /about\ntitle: About\n---\nFixed a date.\n',
    );
    put('corrections/empty.mdx', '---\ndate: 2025-11-01\npage: about\ntitle: About\n---\n');
    expect(run().problems.map((p) => [p.file, p.field])).toEqual([
      ['content/corrections/empty.mdx', 'page'],
    ]);
  });
});
