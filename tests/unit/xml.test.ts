import { describe, expect, it } from 'vitest';
import { escapeXml } from '@/lib/seo/xml';

describe('escapeXml', () => {
  it('escapes markup and quotes and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});
