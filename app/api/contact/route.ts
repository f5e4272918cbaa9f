import { messageRoute } from '@/lib/forms/message-route';
import { contactFromForm, contactSchemaFor } from '@/lib/forms/validation/contact';

export const dynamic = 'force-dynamic';

/** The contact form: validated with the shared schema, stored with its notification mail. */
export const POST = messageRoute({
  schema: contactSchemaFor,
  read: contactFromForm,
  record: (data) => ({
    source: 'contact',
    name: data.name,
    email: data.email,
    phone: data.phone ?? null,
    subject: data.subject,
    message: data.message,
  }),
});
