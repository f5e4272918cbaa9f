import { describe, expect, it } from 'vitest';
import { buildPolicy, inlineScripts, normalisePath, sha256Source } from '@/lib/csp.mjs';

describe('CSP', () => {
  it('hashes only inline scripts that run', () => {
    const html = `<script src="/a.js" async></script><script>self.x=1</script><script type="application/ld+json">{"a":1}</script><script type="module">m()</script>`;
    expect(inlineScripts(html)).toEqual(['self.x=1', 'm()']);
    expect(sha256Source('self.x=1')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('builds a default-deny policy without unsafe script sources', () => {
    const p = buildPolicy({ hashes: ["'sha256-abc='"] });
    expect(p).toContain("default-src 'none'");
    expect(p).toContain("script-src 'self' 'sha256-abc='");
    for (const d of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ])
      expect(p).toContain(d);
    expect(p.match(/script-src[^;]*/)![0]).not.toMatch(/unsafe-(inline|eval)/);
    expect(p).not.toContain('upgrade-insecure-requests');
    expect(buildPolicy({ https: true })).toContain('upgrade-insecure-requests');
    expect(buildPolicy({ nonce: 'n0nce', scriptHosts: ['https://stats.example'] })).toContain(
      "script-src 'self' 'nonce-n0nce' https://stats.example",
    );
  });

  it('normalises paths', () => {
    expect(normalisePath('/guides/')).toBe('/guides');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/a%20b')).toBe('/a b');
  });
});
