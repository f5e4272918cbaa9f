import { handleFormPost } from '@/lib/forms/handle';
import { subscribe } from '@/lib/forms/newsletter';
import { newsletterFromForm, newsletterSchemaFor } from '@/lib/forms/validation/newsletter';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handleFormPost(req, {
    form: 'newsletter',
    schema: newsletterSchemaFor,
    read: newsletterFromForm,
    store: (db, data, meta) => subscribe(db, data.email, new Date(), meta.locale),
    pages: { success: '/newsletter/thank-you', error: '/form-error' },
  });
}
