import { messageRoute } from '@/lib/forms/message-route';
import { planAdviceFromForm, planAdviceSchemaFor } from '@/lib/forms/validation/plan-advice';

export const dynamic = 'force-dynamic';

/** "Get plan advice" from /plans: stored as a contact message with subject Plans. */
export const POST = messageRoute({
  schema: planAdviceSchemaFor,
  read: planAdviceFromForm,
  // The form's fields are the message's; storeContactMessage stores only the message's own.
  record: (data) => ({ ...data, source: 'plans', subject: 'plans' }),
});
