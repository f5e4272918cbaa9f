import { describe, expect, it } from 'vitest';
import { formMessagesFor } from '@/lib/forms/validation/messages';
import { priceReportFromForm, priceReportSchema } from '@/lib/forms/validation/price-report';

const formMessages = formMessagesFor('en');

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};
const report = { planId: 'control-plan-80-national', problem: 'The monthly price is AED 85 now.' };

describe('the price report (one schema for the browser and the server)', () => {
  it('refuses a report without consent, with the consent message on the consent field', () => {
    const parsed = priceReportSchema.safeParse(priceReportFromForm(form(report)));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({
        path: ['consent'],
        message: formMessages.validation.priceReportConsent.required,
      }),
    ]);
  });

  it('takes a report whose consent box was ticked', () => {
    const parsed = priceReportSchema.safeParse(
      priceReportFromForm(form({ ...report, consent: 'on' })),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ ...report, consent: true });
  });
});
