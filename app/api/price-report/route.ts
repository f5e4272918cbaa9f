import { getCatalogueSlugs } from '@/lib/content/catalogue';
import { messageRoute } from '@/lib/forms/message-route';
import { formMessagesFor, perLocale } from '@/lib/forms/validation/messages';
import { priceReportFromForm, priceReportSchemaFor } from '@/lib/forms/validation/price-report';

export const dynamic = 'force-dynamic';

/** The form's schema, and the plan must be in the catalogue; per language. */
const knownPlan = perLocale((locale) =>
  priceReportSchemaFor(locale).refine((d) => getCatalogueSlugs().has(d.planId), {
    path: ['planId'],
    message: formMessagesFor(locale).server.unknownPlan,
  }),
);

/** "Report a wrong price" from a catalogue plan page: a contact message that names its plan. */
export const POST = messageRoute({
  schema: knownPlan,
  read: priceReportFromForm,
  record: (data) => ({
    source: 'price-report',
    planId: data.planId,
    name: '',
    email: data.email ?? '',
    subject: 'price-report',
    message: data.problem,
    sourceUrl: data.sourceUrl ?? null,
  }),
});
