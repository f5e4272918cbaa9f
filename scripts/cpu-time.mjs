// The machine's CPU time, for `npm test`'s table (scripts/test.mjs): how busy the cores were during
// a step says whether it waits or computes, and the whole run's busy seconds over the core count
// is the least time it can take on this machine.
import fs from 'node:fs';

/**
 * Busy and total CPU time in seconds, summed over the cores, from the first line of Linux's
 * /proc/stat (`cpu  user nice system idle iowait irq softirq steal …`, in hundredths of a second);
 * null when `text` is not that.
 */
export function parseCpuLine(text) {
  const [label, ...ticks] = text.split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
  if (label !== 'cpu' || [user, nice, system, idle].some((n) => !Number.isFinite(n))) return null;
  const busy = user + nice + system + (irq || 0) + (softirq || 0) + (steal || 0);
  return { busy: busy / 100, all: (busy + idle + (iowait || 0)) / 100 };
}

/** The machine's CPU time so far (null where there is no /proc/stat). */
export function cpuNow() {
  try {
    return parseCpuLine(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of the cores busy between two readings, as `93 %`; `-` when either is missing. */
export const busyShare = (from, to) =>
  from && to && to.all > from.all
    ? `${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all))} %`
    : '-';
