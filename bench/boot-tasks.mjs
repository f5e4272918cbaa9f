// bench/boot.mjs --tasks: what runs in a page's longest stretches of main-thread work. A V8 sample
// profile has no task boundaries, so a stretch is a run of non-idle samples with no idle gap over
// 0.3 ms (React's time slices yield for less, so one stretch may hold several slices). For each
// stretch over `minMs`, the functions with the most time on the stack (inclusive, each counted
// once a sample), named through the build's source maps: e.g. a synchronous re-render spawned in
// the hydration commit shows as performSyncWorkOnRoot under commitRoot, with the component under it.

/** A frame's name: `function (package or folder/file:line)` through `original`, else V8's name. */
export function frameName(callFrame, original) {
  const { functionName, url } = callFrame;
  const o = original(callFrame);
  if (o?.source) {
    const src = o.source.replace(/.*node_modules\//, '').replace(/^turbopack:\/\/\/\[\w+\]\//, '');
    return `${o.name ?? (functionName || '(anonymous)')} (${src.split('/').slice(-2).join('/')}:${o.line})`;
  }
  return url
    ? `${functionName || '(anonymous)'} (${url.split('/').pop()})`
    : functionName || '(anonymous)';
}

/**
 * The stretches of work over `minMs` in `profile`, each with its `top` inclusive frames; with
 * `within`, only the samples with a function of that name on their stack count towards the frames
 * (`within: 'performSyncWorkOnRoot'` lists what the synchronous re-renders run).
 */
export function longStretches(profile, name, { minMs = 50, top = 12, within = null } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stretches = [];
  let current = null;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (nodes.get(id).callFrame.functionName === '(idle)') {
      if (current && t - current.end > 300) {
        stretches.push(current);
        current = null;
      }
      return;
    }
    current ??= { start: t, end: t, samples: [] };
    current.end = t + dt;
    current.samples.push({ id, dt });
  });
  if (current) stretches.push(current);
  return stretches
    .filter((s) => (s.end - s.start) / 1000 >= minMs)
    .map((s) => {
      const inclusive = new Map();
      for (const { id, dt } of s.samples) {
        const stack = [];
        for (let n = id; n != null; n = parent.get(n)) stack.push(nodes.get(n).callFrame);
        if (
          within &&
          !stack.some((f) => f.functionName === within || name(f).startsWith(`${within} `))
        )
          continue;
        const seen = new Set();
        for (const frame of stack) {
          const f = name(frame);
          if (f === '(root)' || seen.has(f)) continue;
          seen.add(f);
          inclusive.set(f, (inclusive.get(f) ?? 0) + dt);
        }
      }
      return {
        startMs: (s.start - profile.startTime) / 1000,
        ms: (s.end - s.start) / 1000,
        frames: [...inclusive]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([f, us]) => [f, us / 1000]),
      };
    });
}
