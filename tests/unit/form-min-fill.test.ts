/**
 * The timing token's minimum age (lib/forms/guard.ts): 2 s unless FORM_MIN_FILL_MS says otherwise,
 * which only the end-to-end server does (playwright.config.ts), so its tests need not wait out a
 * person's pace. The production default stays 2 s.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeSubmission, MIN_FILL_MS, startedToken } from '@/lib/forms/guard';
import { readEnv } from '@/lib/server/env.mjs';

afterEach(() => vi.unstubAllEnvs());

const secret = 'min-fill-secret';
const t = 5_000_000;
const token = startedToken(secret, t);

describe('FORM_MIN_FILL_MS', () => {
  it('is 2 s unless set, and refuses anything but a whole number of ms above 0, at most a minute', () => {
    expect(MIN_FILL_MS).toBe(2000);
    expect(readEnv({}).FORM_MIN_FILL_MS).toBe(2000);
    expect(readEnv({ FORM_MIN_FILL_MS: '300' }).FORM_MIN_FILL_MS).toBe(300);
    for (const bad of ['0', '-1', '1.5', 'soon', '60001'])
      expect(() => readEnv({ FORM_MIN_FILL_MS: bad }), bad).toThrow(/FORM_MIN_FILL_MS/);
  });

  it('unset, a token 1 s old is too fresh and one just over 2 s old passes', () => {
    vi.stubEnv('FORM_MIN_FILL_MS', '');
    expect(judgeSubmission(secret, { started: token }, t + 1000)).toBe('automated');
    expect(judgeSubmission(secret, { started: token }, t + 2001)).toEqual({
      token,
      issuedAt: t,
    });
  });

  it('set to 300 ms, the guard reads it per post: a token 400 ms old passes, one 200 ms old does not', () => {
    vi.stubEnv('FORM_MIN_FILL_MS', '300');
    expect(judgeSubmission(secret, { started: token }, t + 400)).toEqual({
      token,
      issuedAt: t,
    });
    expect(judgeSubmission(secret, { started: token }, t + 200)).toBe('automated');
  });
});
