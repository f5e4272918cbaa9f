import { unsubscribe } from '@/lib/forms/newsletter';
import { oneClickRoute } from '@/lib/forms/token-routes';

export const dynamic = 'force-dynamic';

/**
 * Unsubscribes by the token: RFC 8058 one-click from a mail client (JSON), or the "Unsubscribe"
 * button of /newsletter/unsubscribe (a GET of the mailed link changes nothing), redirected to the
 * page with the outcome in its language (lib/forms/token-routes.ts).
 */
export const POST = oneClickRoute('/newsletter/unsubscribe', (db, token) => unsubscribe(db, token));
