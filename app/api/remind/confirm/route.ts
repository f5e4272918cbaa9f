import { confirmRoute } from '@/lib/forms/token-routes';
import { confirmReminder } from '@/lib/remind/store';

export const dynamic = 'force-dynamic';

/**
 * The "Confirm my reminder" button of /remind/confirm posts here; only this POST confirms (a GET
 * of the mailed link changes nothing). Answered with a redirect to the page with the outcome.
 */
export const POST = confirmRoute('/remind/confirm', (db, token) => confirmReminder(db, token));
