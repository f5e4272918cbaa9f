import { describe, expect, it, vi } from 'vitest';
import { fetchFormToken, postForm } from '@/lib/forms/browser';
import { formMessagesFor } from '@/lib/forms/validation/messages';

const formMessages = formMessagesFor('en');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the forms' network calls in the browser", () => {
  it('posts the text fields url-encoded, asking for JSON, and leaves file parts out', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('name', 'Lina & Omar');
    form.append('consent', 'on');
    form.append('upload', new Blob(['x']), 'x.txt');
    expect(
      await postForm('/api/contact', form, formMessages.status, fetcher as unknown as typeof fetch),
    ).toEqual({
      ok: true,
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('name=Lina+%26+Omar&consent=on');
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it("returns the server's message and field errors, or its own when the answer has none", async () => {
    const errors = { email: 'Enter your email address.' };
    const withBody = vi.fn(async () => json(422, { message: 'Check the marked fields.', errors }));
    expect(
      await postForm(
        '/x',
        new FormData(),
        formMessages.status,
        withBody as unknown as typeof fetch,
      ),
    ).toEqual({
      ok: false,
      message: 'Check the marked fields.',
      errors,
    });
    const bare = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(
      await postForm('/x', new FormData(), formMessages.status, bare as unknown as typeof fetch),
    ).toEqual({
      ok: false,
      message: formMessages.status.serverError,
      errors: {},
    });
  });

  it('says the visitor is offline when the request fails', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await postForm('/x', new FormData(), formMessages.status, offline as unknown as typeof fetch),
    ).toEqual({
      ok: false,
      message: formMessages.status.offline,
      errors: {},
    });
  });

  it('fetches the timing token, and gives an empty one when it cannot be had', async () => {
    const ok = vi.fn(async () => json(200, { token: 'abc.def' }));
    expect(await fetchFormToken(ok as unknown as typeof fetch)).toBe('abc.def');
    expect(ok).toHaveBeenCalledWith('/api/form-token', { headers: { accept: 'application/json' } });
    expect(
      await fetchFormToken((async () => json(429, { token: 'x' })) as unknown as typeof fetch),
    ).toBe('');
    expect(await fetchFormToken((async () => json(200, {})) as unknown as typeof fetch)).toBe('');
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetchFormToken(down as unknown as typeof fetch)).toBe('');
  });
});
