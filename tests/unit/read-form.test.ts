/** lib/forms/http.ts readForm: which bodies are forms (issue 28 #4: media types are case-insensitive). */
import { describe, expect, it } from 'vitest';
import { HttpError, readForm } from '@/lib/forms/http';

const post = (type: string, body: string) =>
  new Request('http://localhost:3000/api/newsletter/confirm', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });

describe('readForm', () => {
  it('reads a form whatever the case of its media type (RFC 9110 §8.3.1)', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'APPLICATION/X-WWW-FORM-URLENCODED',
      'Application/X-Www-Form-Urlencoded; charset=UTF-8',
    ])
      expect(
        (await readForm(post(type, 'name=A&message=B'), undefined, 'en')).get('message'),
        type,
      ).toBe('B');
    const multipart = 'MULTIPART/FORM-DATA; boundary=XyZ';
    const body = '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nB\r\n--XyZ--\r\n';
    expect((await readForm(post(multipart, body), undefined, 'en')).get('message')).toBe('B');
  });

  it('refuses with 415 what is not a form, including a type that only starts like one', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencodedx'])
      await expect(readForm(post(type, 'a=b'), undefined, 'en'), type).rejects.toMatchObject({
        status: 415,
        constructor: HttpError,
      });
  });
});
