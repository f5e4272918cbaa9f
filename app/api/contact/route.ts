import { messageRoute } from '@/lib/forms/message-route';
import { contactFromForm, contactSchemaFor } from '@/lib/forms/validation/contact';

export const dynamic = 'force-dynamic';

/** The contact form: validated with the shared schema, stored with its notification mail. */
export const POST = messageRoute({
  schema: contactSchemaFor,
  read: contactFromForm,
  // The form's fields are the message's; storeContactMessage stores only the message's own.
  record: (data) => ({ ...data, source: 'contact' }),
});
