/**
 * The decision of a mis-sold letter (issue 51): did the visitor ask to cancel within the
 * cancellation period? The period is the one the cited terms state (content/complaints/
 * mis-sold-service.mdx, `cancellation`): so many days from activation for a service alone, so many
 * days for each year of the minimum term when a device came with it. Those terms bind the operator
 * that published them only; for another operator the letter cites the visitor's own contract.
 */
import type { DeviceTerm, Service } from './fields';

export type CancellationTerms = {
  /** Days from activation for a contract for a service only. */
  serviceOnlyDays: number;
  /** Days for each year of the minimum term, for a contract that comes with a device. */
  daysPerYearWithDevice: number;
};

export type CancellationWindow = {
  /** Whole days from activation to the request to cancel. */
  days: number;
  /** The days the terms allow. */
  allowed: number;
  /** Whether the request came within the period. */
  held: boolean;
};

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The days a contract's terms allow: the service-only period, or per contract year with a device. */
export function allowedDays(terms: CancellationTerms, device: DeviceTerm): number {
  if (device === 'none') return terms.serviceOnlyDays;
  return terms.daysPerYearWithDevice * Math.ceil(Number(device) / 12);
}

export function cancellationWindow(
  terms: CancellationTerms,
  input: { activated: string; cancelled: string; device: DeviceTerm },
): CancellationWindow {
  const days = daysBetween(input.activated, input.cancelled);
  const allowed = allowedDays(terms, input.device);
  return { days, allowed, held: days >= 0 && days <= allowed };
}

/**
 * How a mis-sold letter decides its window: by the published terms, only for the operator and the
 * kind of contract they bind (e&'s eLife terms, a home contract with e&); by the days the
 * visitor's own contract allows, when given; otherwise it decides nothing and asks the operator
 * to confirm the request falls within the contract's period.
 */
export type MissoldDecision =
  | { by: 'terms'; window: CancellationWindow }
  | { by: 'contract'; window: CancellationWindow }
  | { by: 'none'; days: number };

export function missoldDecision(
  terms: (CancellationTerms & { binds: string }) | undefined,
  input: {
    operator: string;
    service?: Service;
    activated: string;
    cancelled: string;
    device?: DeviceTerm;
    allowedDays?: number;
  },
): MissoldDecision {
  const days = daysBetween(input.activated, input.cancelled);
  if (terms && terms.binds === input.operator && input.service === 'home' && input.device)
    return { by: 'terms', window: cancellationWindow(terms, { ...input, device: input.device }) };
  if (input.allowedDays !== undefined) {
    const allowed = input.allowedDays;
    return { by: 'contract', window: { days, allowed, held: days >= 0 && days <= allowed } };
  }
  return { by: 'none', days };
}
