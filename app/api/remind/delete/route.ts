import { oneClickRoute } from '@/lib/forms/token-routes';
import { deleteReminder } from '@/lib/remind/store';

export const dynamic = 'force-dynamic';

/**
 * Deletes a reminder by its token, as the newsletter's unsubscribe: RFC 8058 one-click (JSON),
 * and the button of /remind/delete (a redirect to the page) (lib/forms/token-routes.ts).
 */
export const POST = oneClickRoute('/remind/delete', (db, token) => deleteReminder(db, token));
