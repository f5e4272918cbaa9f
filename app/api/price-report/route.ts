import { getCatalogueSlugs } from '@/lib/content/catalogue';
import { storeContactMessage } from '@/lib/forms/contact';
import { handleFormPost } from '@/lib/forms/handle';
import { formMessages } from '@/lib/validation/messages';
import { priceReportFromForm, priceReportSchema } from '@/lib/validation/price-report';

export const dynamic = 'force-dynamic';

const knownPlan = priceReportSchema.refine((d) => getCatalogueSlugs().has(d.planId), {
  path: ['planId'],
  message: formMessages.server.unknownPlan,
});

/** "Report a wrong price" from a catalogue plan page: a contact message that names its plan. */
export async function POST(req: Request) {
  return handleFormPost(req, {
    form: 'contact',
    schema: knownPlan,
    read: priceReportFromForm,
    store: (db, data, meta) =>
      storeContactMessage(
        db,
        {
          source: 'price-report',
          planId: data.planId,
          name: '',
          email: data.email ?? '',
          subject: 'price-report',
          message: data.sourceUrl ? `${data.problem}\n\nSource: ${data.sourceUrl}` : data.problem,
        },
        meta,
      ),
    pages: { success: '/contact/thank-you', error: '/form-error' },
  });
}
