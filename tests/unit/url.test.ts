import { describe, expect, it } from 'vitest';
import { createUrl } from '@/lib/navigation/url';

describe('createUrl: the one way an address with a query is written', () => {
  it('leaves out empty values and the `?` when nothing is left', () => {
    expect(createUrl('/plans/catalogue')).toBe('/plans/catalogue');
    expect(createUrl('/plans/catalogue', { type: undefined, operator: null, o: [] })).toBe(
      '/plans/catalogue',
    );
  });

  it('repeats a list, keeps order and numbers, and escapes what a query must', () => {
    expect(createUrl('/plans/compare', { o: ['a', 'b'], m: 6, p: null })).toBe(
      '/plans/compare?o=a&o=b&m=6',
    );
    expect(createUrl('/guides', { q: '5g home & more' })).toBe('/guides?q=5g+home+%26+more');
  });

  it("keeps `~` as it is (the comparison's entered offers) and reads a GET form's fields", () => {
    const form = new FormData();
    form.append('o', '~du.1');
    form.append('o', 'control-plan-80-flexible');
    form.append('m', '3');
    expect(createUrl('/ar/plans/compare', form)).toBe(
      '/ar/plans/compare?o=~du.1&o=control-plan-80-flexible&m=3',
    );
    expect(createUrl('/x', new URLSearchParams('a=%7E1'))).toBe('/x?a=~1');
  });
});
