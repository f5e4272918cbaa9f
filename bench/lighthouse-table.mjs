// The per-target table of bench/lighthouse.mjs, in Markdown so it pastes into an issue or a note.

const s = (ms) => (ms / 1000).toFixed(2);
const kb = (b) => (b / 1024).toFixed(0);
const delta = (ms) => `${ms >= 0 ? '+' : '−'}${s(Math.abs(ms))}`;

/** rows: [{ label, html: { raw, gzip }, m: median sample }]; anchors are labelled 'anchor: …'. */
export function printTable(rows) {
  const find = (label) => rows.find((r) => r.label === label)?.m;
  const starter = find('anchor: starter /');
  const inter = find('anchor: bare + Inter');
  console.log(
    '| target | perf | FCP s | LCP s | TBT ms | CLS | JS KB | HTML raw / gzip KB | LCP vs starter / | LCP vs bare+Inter | AR vs EN LCP | LCP element |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { label, html, m } of rows) {
    const [, prefix = '', route] = /^(before: )?(.*)$/.exec(label);
    const twin = route.startsWith('/ar')
      ? find(`${prefix}${route.replace(/^\/ar/, '') || '/'}`)
      : null;
    console.log(
      `| ${label} | ${m.perf.toFixed(0)} | ${s(m.fcp)} | ${s(m.lcp)} | ${m.tbt.toFixed(0)} | ${m.cls.toFixed(3)} | ${kb(m.js)} | ` +
        `${kb(html.raw)} / ${kb(html.gzip)} | ${starter ? delta(m.lcp - starter.lcp) : '-'} | ` +
        `${inter ? delta(m.lcp - inter.lcp) : '-'} | ${twin ? delta(m.lcp - twin.lcp) : ''} | ${m.lcpElement.replaceAll('|', '/')} |`,
    );
  }
  console.log(
    'Goal (issue 30): perf ≥ 98, LCP ≤ starter / (≤ +0.00) and ≤ bare+Inter +0.60, CLS 0, TBT < 150 ms, AR within 0.10 s of EN.',
  );
}
