import { handleFormPost } from '@/lib/forms/handle';
import { subscribe } from '@/lib/forms/newsletter';
import { newsletterFromForm, newsletterSchema } from '@/lib/validation/newsletter';

export const dynamic = 'force-dynamic';

export async function POST(req: Request) {
  return handleFormPost(req, {
    form: 'newsletter',
    schema: newsletterSchema,
    read: newsletterFromForm,
    store: (db, data) => subscribe(db, data.email),
    pages: { success: '/newsletter/thank-you', error: '/form-error' },
  });
}
