import { storeContactMessage } from '@/lib/forms/contact';
import { handleFormPost } from '@/lib/forms/handle';
import { contactFromForm, contactSchemaFor } from '@/lib/validation/contact';

export const dynamic = 'force-dynamic';

/** The contact form: validated with the shared schema, stored with its notification mail. */
export async function POST(req: Request) {
  return handleFormPost(req, {
    form: 'contact',
    schema: contactSchemaFor,
    read: contactFromForm,
    store: (db, data, meta) =>
      storeContactMessage(
        db,
        {
          source: 'contact',
          name: data.name,
          email: data.email,
          phone: data.phone ?? null,
          subject: data.subject,
          message: data.message,
          locale: meta.locale,
        },
        meta,
      ),
    pages: { success: '/contact/thank-you', error: '/form-error' },
  });
}
