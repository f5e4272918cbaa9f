/** The outbox's settings: back-off, leases, batch size, the newsletter rate, and who holds a lease. */
import crypto from 'node:crypto';
import os from 'node:os';
import { env } from '../server/env.mjs';

export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Exponential back-off: 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * How long a claimed row stays with the instance that claimed it (OUTBOX_LEASE_MS). The lease is
 * renewed just before each mail is handed to the mail server, so it only has to outlast one
 * delivery; an instance that dies leaves its rows to the others once the lease runs out.
 */
export const DEFAULT_LEASE_MS = 60_000;
/** Newsletter mails per minute across all instances (NEWSLETTER_RATE). */
export const DEFAULT_NEWSLETTER_RATE = 60;
/** Rows one delivery pass claims at most. */
export const DEFAULT_BATCH = 50;

/** OUTBOX_LEASE_MS (checked, with the other variables, by lib/server/env.mjs). */
export function outboxLeaseMs(): number {
  return env().OUTBOX_LEASE_MS;
}

/** OUTBOX_BATCH: rows one delivery pass claims at most. */
export function outboxBatch(): number {
  return env().OUTBOX_BATCH;
}

/** NEWSLETTER_RATE: newsletter mails per minute, or null for `unlimited`. */
export function newsletterRate(): number | null {
  return env().NEWSLETTER_RATE;
}

/** Who holds a lease: this host, this process, and a random part (pids repeat across hosts). */
export const instanceId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
