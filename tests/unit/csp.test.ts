import { describe, expect, it } from 'vitest';
import {
  buildPolicy,
  inlineScripts,
  inlineStyles,
  normalisePath,
  sha256Source,
} from '@/lib/server/csp.mjs';
import { allowedMethods, routeHandlers } from '@/lib/server/http-methods.mjs';

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

  it('finds inline <style> elements and style attributes, decoded, for hashing (defect 10)', () => {
    const html = `<div hidden="" style="display:none">a</div><span aria-hidden="true" style='position:fixed;top:1px'></span><p style="font-family:&quot;Segoe UI&quot;">x</p><style>.a{color:red}</style><p>style="not an attribute"</p>`;
    expect(inlineStyles(html)).toEqual({
      elements: ['.a{color:red}'],
      attributes: ['display:none', 'position:fixed;top:1px', 'font-family:"Segoe UI"'],
    });
  });

  it("allows styles by hash only: no 'unsafe-inline' anywhere (defect 10)", () => {
    const p = buildPolicy({ styles: ["'sha256-el='"], styleAttrs: ["'sha256-at='"] });
    expect(p).not.toContain('unsafe-inline');
    expect(p).toContain("style-src 'self' 'sha256-el='");
    expect(p).toContain("style-src-attr 'unsafe-hashes' 'sha256-at='");
    expect(buildPolicy()).toContain("style-src-attr 'none'");
    expect(buildPolicy({ nonce: 'n0nce' })).toContain("style-src 'self' 'nonce-n0nce'");
  });
});

describe('methods per path (defect 6)', () => {
  const handlers = routeHandlers('app');
  it("reads each route handler's exported methods from app/", () => {
    expect(handlers).toEqual(
      expect.arrayContaining([
        { pattern: '/api/newsletter/confirm', methods: ['POST'] },
        { pattern: '/api/form-token', methods: ['GET'] },
        { pattern: '/api/newsletter/unsubscribe', methods: ['POST'] },
        { pattern: '/[locale]/guides/search-index.json', methods: ['GET'] },
      ]),
    );
  });
  it('allows a handler its methods (HEAD with GET, OPTIONS), and pages GET and HEAD only', () => {
    expect(allowedMethods('/api/newsletter/confirm', handlers)).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/api/form-token/', handlers)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/newsletter/confirm', handlers)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/about', handlers)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/x/1', [{ pattern: '/x/[id]', methods: ['DELETE'] }])).toEqual([
      'DELETE',
      'OPTIONS',
    ]);
  });
});
