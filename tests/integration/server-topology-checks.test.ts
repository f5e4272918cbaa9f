/**
 * The topology test's post accounting (tests/topology/verify.mjs, issue 50 §5): only a post in
 * flight at the SIGKILL may go unacknowledged, and then it must not be stored; a post stored but
 * not acknowledged (answered 502, say) fails the run, as does one acknowledged and not stored, or
 * stored twice.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript without types (tests/topology/)
import { inFlightAt, postProblems } from '../topology/verify.mjs';

type Failure = { id: string; inFlightAtKill: boolean; what: string };
const failed = (id: string, inFlightAtKill: boolean): Failure => ({
  id,
  inFlightAtKill,
  what: `kill -9: POST ${id} 502`,
});
const run = (acked: string[], failures: Failure[], stored: Record<string, number[]>) =>
  postProblems({ acked: new Set(acked), failures, byTopic: new Map(Object.entries(stored)) })
    .problems as string[];

describe("the topology test's posts", () => {
  it('were in flight at the kill only when sent before it and answered after it', () => {
    expect(inFlightAt(1_000, 900, 1_100)).toBe(true);
    expect(inFlightAt(1_000, 1_000, 1_000)).toBe(true);
    expect(inFlightAt(1_000, 1_001, 1_100)).toBe(false); // sent after the kill: another instance answers
    expect(inFlightAt(1_000, 800, 900)).toBe(false); // failed before it
    expect(inFlightAt(undefined, 800, 900)).toBe(false); // no kill yet
  });

  it('excuse a post in flight at the kill that was not stored, and nothing else', () => {
    expect(run(['topo-1'], [failed('topo-2', true)], { 'topo-1': [1] })).toEqual([]);
    expect(run(['topo-1'], [failed('topo-2', false)], { 'topo-1': [1] })).toEqual([
      'posts failed not in flight at the SIGKILL: kill -9: POST topo-2 502',
    ]);
  });

  it('fail a post stored but not acknowledged, even one in flight at the kill', () => {
    expect(run(['topo-1'], [failed('topo-2', true)], { 'topo-1': [1], 'topo-2': [2] })).toEqual([
      'stored but not acknowledged: topo-2',
    ]);
  });

  it('fail a post acknowledged but not stored, or stored twice', () => {
    expect(run(['topo-1', 'topo-2'], [], { 'topo-1': [1, 2] })).toEqual([
      'stored more than once: topo-1',
      'acknowledged but not stored: topo-2',
    ]);
  });
});

describe("the topology test's reminders (issue 54)", () => {
  it('count a reminder mailed once as once, none as lost, two as doubled', async () => {
    // @ts-expect-error: plain JavaScript without types (tests/topology/)
    const { reminderCounts } = await import('../topology/reminders.mjs');
    const mails = new Map([
      ['a@example.com', 1],
      ['c@example.com', 2],
    ]);
    expect(reminderCounts(['a@example.com', 'b@example.com', 'c@example.com'], mails)).toEqual({
      due: 3,
      once: 1,
      lost: ['b@example.com'],
      doubled: ['c@example.com'],
    });
  });
});
