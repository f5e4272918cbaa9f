import { describe, expect, it, vi } from 'vitest';
import { ALL_ACCEPTED, ONLY_NECESSARY, type Consent } from '@/lib/consent';
import {
  createScriptLoader,
  optionalServicesText,
  parseOptionalScripts,
} from '@/lib/consent/scripts';

const LISTS = { analytics: ['/a.js'], marketing: ['https://ads.example/m.js'] };

/** A loader over a fake fetch and a document that records the scripts added to its head. */
function loader(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  const added: { src: string; async: boolean; category?: string }[] = [];
  const document = {
    createElement: () => ({ src: '', async: false, dataset: {} as Record<string, string> }),
    head: {
      appendChild: (s: { src: string; async: boolean; dataset: Record<string, string> }) =>
        added.push({ src: s.src, async: s.async, category: s.dataset.consentCategory }),
    },
  } as unknown as Document;
  const start = createScriptLoader(() => ({ fetch: fetch as typeof globalThis.fetch, document }));
  return { start, fetch, added };
}
const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('the optional scripts, started only after consent (spec section 4)', () => {
  it('requests nothing, not even the list, without analytics or marketing consent', async () => {
    const { start, fetch, added } = loader(json(LISTS));
    await start(ONLY_NECESSARY);
    await start({ ...ONLY_NECESSARY, functional: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it('starts the scripts of the accepted categories only, each once per page', async () => {
    const { start, added } = loader(json(LISTS));
    const analyticsOnly: Consent = { ...ONLY_NECESSARY, analytics: true };
    await start(analyticsOnly);
    expect(added).toEqual([{ src: '/a.js', async: true, category: 'analytics' }]);
    await start(ALL_ACCEPTED);
    await start(ALL_ACCEPTED);
    expect(added.map((s) => s.src)).toEqual(['/a.js', 'https://ads.example/m.js']);
    expect(added[1].category).toBe('marketing');
  });

  it('starts nothing when the list cannot be had or is not the expected shape', async () => {
    for (const answer of [
      json(LISTS, 500),
      json({ analytics: '/a.js', marketing: [] }),
      async () => Promise.reject(new Error('offline')),
    ]) {
      const { start, added } = loader(answer);
      await start(ALL_ACCEPTED);
      expect(added).toEqual([]);
    }
  });
});

describe('the lists of /api/optional-scripts', () => {
  it('reads two lists of strings and nothing else', () => {
    expect(parseOptionalScripts(LISTS)).toEqual(LISTS);
    expect(parseOptionalScripts({ ...LISTS, extra: 1 })).toEqual(LISTS);
    expect(parseOptionalScripts({ analytics: [1], marketing: [] })).toBeNull();
    expect(parseOptionalScripts({ analytics: [] })).toBeNull();
    expect(parseOptionalScripts(null)).toBeNull();
    expect(parseOptionalScripts('x')).toBeNull();
  });

  it('names each service with its category, or says none', () => {
    expect(optionalServicesText(LISTS, 'None.')).toBe(
      '/a.js (analytics); https://ads.example/m.js (marketing).',
    );
    expect(optionalServicesText({ analytics: [], marketing: [] }, 'None.')).toBe('None.');
  });
});
