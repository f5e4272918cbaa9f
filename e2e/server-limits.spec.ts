// What one request, or one client, can make the production server do (issue 28): a shared
// comparison link held to the form's limits, static files under conditional requests, slow
// readers, and the protocol promises of the README.
import { expect, test } from './fixtures';

test.describe('a shared comparison link (issue 28 #1)', () => {
  test('a link of 10,000,000 months answers quickly with the offer refused, and the server keeps answering', async ({
    request,
  }) => {
    for (const q of ['o=~A.2s.1.5yc1s', 'o=~A.2s.1.n5c', 'o=~A.2s.1.c..2s_7ps']) {
      const start = Date.now();
      const res = await request.get(`/plans/compare?${q}`, { timeout: 10_000 });
      expect(res.status(), q).toBe(200);
      expect(Date.now() - start, q).toBeLessThan(5_000);
      const html = await res.text();
      expect(html.length, q).toBeLessThan(400_000);
      expect(html, q).toContain('The link you followed holds an offer this form would not accept');
      expect(html, q).toContain('Enter a whole number of months from 0 to 60.');
    }
    const ar = await (await request.get('/ar/plans/compare?o=~A.2s.1.5yc1s')).text();
    expect(ar).toContain('يحتوي الرابط الذي فتحته على عرض لا يقبله هذا النموذج');
    expect((await request.get('/')).status()).toBe(200);
  });
});
