import { storeContactMessage } from '@/lib/forms/contact';
import { handleFormPost } from '@/lib/forms/handle';
import { planAdviceFromForm, planAdviceSchemaFor } from '@/lib/validation/plan-advice';

export const dynamic = 'force-dynamic';

/** "Get plan advice" from /plans: stored as a contact message with subject Plans. */
export async function POST(req: Request) {
  return handleFormPost(req, {
    form: 'contact',
    schema: planAdviceSchemaFor,
    read: planAdviceFromForm,
    store: (db, data, meta) =>
      storeContactMessage(
        db,
        {
          source: 'plans',
          name: data.name,
          email: data.email,
          subject: 'plans',
          message: data.message,
          locale: meta.locale,
        },
        meta,
      ),
    pages: { success: '/contact/thank-you', error: '/form-error' },
  });
}
