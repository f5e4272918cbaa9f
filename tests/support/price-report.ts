/**
 * A valid price report as its schema takes it (lib/forms/validation/price-report.ts): the tests of
 * its text rules and of its source address change one field of it.
 */
export const priceReport = {
  planId: 'du-home-wireless',
  problem: 'The monthly price shown here is out of date.',
  sourceUrl: 'https://www.du.ae/personal/at-home',
  email: '',
  consent: true,
};
