import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, DEFAULT_SITE_URL, env, readEnv } from '@/lib/server/env.mjs';

describe('the environment module (lib/server/env.mjs)', () => {
  it('applies the defaults when nothing is set', () => {
    const e = readEnv({});
    expect(e.SITE_URL).toBe(DEFAULT_SITE_URL);
    expect(e.DATABASE_URL).toBe(DEFAULT_DATABASE_URL);
    expect(e.TRUST_PROXY).toBe(false);
    expect(e.OUTBOX_WORKER).toBe(true);
    expect(e.OUTBOX_INTERVAL_MS).toBe(5000);
    expect(e.PORT).toBe(3000);
    expect(e.HOST).toBe('0.0.0.0');
    expect(e.OPTIONAL_ANALYTICS_SCRIPTS).toEqual([]);
    expect(e.RATE_LIMIT_CONTACT).toBeUndefined();
    expect(e.CONTACT_RETENTION_MONTHS).toBeUndefined();
    expect(e.SMTP_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(readEnv({ SITE_URL: '', PORT: ' ', TRUST_PROXY: '' })).toMatchObject({
      SITE_URL: DEFAULT_SITE_URL,
      PORT: 3000,
      TRUST_PROXY: false,
    });
  });

  it('parses what is set', () => {
    const e = readEnv({
      NEXT_PUBLIC_SITE_URL: 'https://clearsignal.example/',
      TRUST_PROXY: 'YES',
      OUTBOX_WORKER: 'off',
      RATE_LIMIT_CONTACT: '4/600',
      CONTACT_RETENTION_MONTHS: '12',
      OPTIONAL_ANALYTICS_SCRIPTS: '/a.js, https://cdn.example.com/t.js',
    });
    expect(e.SITE_URL).toBe('https://clearsignal.example');
    expect(e.TRUST_PROXY).toBe(true);
    expect(e.OUTBOX_WORKER).toBe(false);
    expect(e.RATE_LIMIT_CONTACT).toEqual({ points: 4, windowMs: 600_000 });
    expect(e.CONTACT_RETENTION_MONTHS).toBe(12);
    expect(e.OPTIONAL_ANALYTICS_SCRIPTS).toEqual(['/a.js', 'https://cdn.example.com/t.js']);
    expect(
      readEnv({ SITE_URL: 'http://a.test', NEXT_PUBLIC_SITE_URL: 'http://b.test' }).SITE_URL,
    ).toBe('http://a.test');
  });

  it.each([
    ['TRUST_PROXY', 'maybe'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SITE_URL', 'ftp://clearsignal.example'],
    ['DATABASE_URL', 'mysql://db'],
    ['SMTP_URL', 'http://mail.example'],
    ['CONTACT_TO', 'not-an-address'],
    ['RATE_LIMIT_NEWSLETTER', '5'],
    ['CONTACT_RETENTION_MONTHS', '0'],
    ['CONTACT_RETENTION_MONTHS', '1.5'],
    ['FORM_SECRET', 'short'],
    ['OPTIONAL_MARKETING_SCRIPTS', 'http://x.test/a.js'],
    ['OUTBOX_INTERVAL_MS', '-1'],
    ['PATCHES_OFF', 'paint-first,tabs'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment:\\n  ${name}: `),
    );
  });

  it('leaves out the patches PATCHES_OFF names, none when unset', () => {
    expect(readEnv({}).PATCHES_OFF).toEqual([]);
    expect(readEnv({ PATCHES_OFF: ' paint-first, render-cache ,' }).PATCHES_OFF).toEqual([
      'paint-first',
      'render-cache',
    ]);
  });

  it('names every bad variable at once and never prints a secret', () => {
    let message = '';
    try {
      readEnv({ TRUST_PROXY: 'maybe', FORM_SECRET: 'hunter2', PORT: 'x' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/TRUST_PROXY: .*"maybe"/);
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/FORM_SECRET: /);
    expect(message).not.toContain('hunter2');
  });

  describe('env()', () => {
    const saved = process.env.TRUST_PROXY;
    afterEach(() => {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    });
    it('reads process.env again when a variable changes', () => {
      process.env.TRUST_PROXY = '1';
      expect(env().TRUST_PROXY).toBe(true);
      process.env.TRUST_PROXY = '0';
      expect(env().TRUST_PROXY).toBe(false);
    });
  });
});
