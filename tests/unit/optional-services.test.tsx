// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalServicesList } from '@/components/cookie-consent/optional-services';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

describe('the cookie policy\'s "Optional services in use now"', () => {
  it('says None. when nothing is configured, at build time or at run time', async () => {
    vi.stubGlobal('fetch', answer({ analytics: [], marketing: [] }));
    render(<OptionalServicesList initial={{ analytics: [], marketing: [] }} none="None." />);
    expect(screen.getByTestId('optional-services').textContent).toBe('None.');
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByTestId('optional-services').textContent).toBe('None.');
  });

  it('names a service the operator configured after the build, as the consent loader sees it', async () => {
    const fetch = answer({ analytics: ['/a.js'], marketing: ['https://ads.example/m.js'] });
    vi.stubGlobal('fetch', fetch);
    render(<OptionalServicesList initial={{ analytics: [], marketing: [] }} none="None." />);
    expect(
      await screen.findByText('/a.js (analytics); https://ads.example/m.js (marketing).'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/optional-scripts', expect.anything());
  });

  it('keeps the build-time list when the route cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    render(<OptionalServicesList initial={{ analytics: ['/a.js'], marketing: [] }} none="None." />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByTestId('optional-services').textContent).toBe('/a.js (analytics).');
  });
});
