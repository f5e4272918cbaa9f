import { messageRoute } from '@/lib/forms/message-route';
import { planAdviceFromForm, planAdviceSchemaFor } from '@/lib/forms/validation/plan-advice';

export const dynamic = 'force-dynamic';

/** "Get plan advice" from /plans: stored as a contact message with subject Plans. */
export const POST = messageRoute({
  schema: planAdviceSchemaFor,
  read: planAdviceFromForm,
  record: (data) => ({
    source: 'plans',
    name: data.name,
    email: data.email,
    subject: 'plans',
    message: data.message,
  }),
});
