import { confirm } from '@/lib/forms/newsletter';
import { confirmRoute } from '@/lib/forms/token-routes';

export const dynamic = 'force-dynamic';

/**
 * The "Confirm my subscription" button of /newsletter/confirm posts here. Only this POST
 * confirms: a GET or HEAD of the mailed link (a mail scanner, a link preview) changes nothing.
 * Answered with a redirect to the page, which shows the outcome (lib/forms/token-routes.ts).
 */
export const POST = confirmRoute('/newsletter/confirm', (db, token) => confirm(db, token));
