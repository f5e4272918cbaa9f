/**
 * The double opt-in the newsletter and the reminders share: whether a mailed link's token is
 * worth looking up, where the row found by its confirmation token stands, and what confirming
 * it writes.
 */

/** A token as a mailed link carries it: there, and no longer than any token we make. */
export const tokenShaped = (token: string) => Boolean(token) && token.length <= 200;

/**
 * Where the row found by a confirmation token stands at `now`: 'pending' (its link confirms it),
 * 'expired', or 'invalid' (no row, or one no longer pending).
 */
export function optInState(
  row: { status: string; confirm_expires_at: string | null } | undefined,
  now: Date,
): 'pending' | 'expired' | 'invalid' {
  if (!row || row.status !== 'pending') return 'invalid';
  if (!row.confirm_expires_at || Date.parse(row.confirm_expires_at) < now.getTime())
    return 'expired';
  return 'pending';
}

/** What confirming writes: confirmed now, its single-use token and its expiry cleared. */
export const confirmedAt = (now: Date) => ({
  status: 'confirmed' as const,
  confirmed_at: now.toISOString(),
  confirm_token_hash: null,
  confirm_expires_at: null,
});
