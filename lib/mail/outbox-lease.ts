import 'server-only';
import type { Db } from '../db';

/**
 * Gives back the outbox rows an instance holds and has not sent (a graceful stop): they are due
 * again at once for any other instance, instead of after the lease runs out. Only call it when no
 * delivery pass of that instance is running, or a mail it is sending could go out twice.
 */
export async function releaseLeases(db: Db, instance: string): Promise<number> {
  const res = await db
    .updateTable('outbox')
    .set({ claimed_until: null, claimed_by: null })
    .where('claimed_by', '=', instance)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
