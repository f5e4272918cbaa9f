// Reads the React Server Component payload out of a served page: the `self.__next_f.push([1,"…"])`
// scripts that carry the page a second time, for hydration. Used by bench/html-bytes.mjs.

import vm from 'node:vm';

const PUSH = /<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The payload scripts (their whole `<script>` tags, as bytes in the HTML) and the decoded flight text. */
export function flightOf(html) {
  let scriptBytes = 0;
  let text = '';
  for (const m of html.matchAll(PUSH)) {
    scriptBytes += Buffer.byteLength(m[0]);
    const [kind, chunk] = JSON.parse(m[1]);
    if (kind === 1 && typeof chunk === 'string') text += chunk;
  }
  return { scriptBytes, text };
}

/**
 * The flight text of a prerendered page's payload script (/_next/static/flight/*.js, which
 * scripts/paint-first.mjs moves out of the HTML): its pushes, run in a sandbox.
 */
export function flightOfScript(js) {
  const self = {};
  vm.runInNewContext(js, { self });
  return (self.__next_f ?? [])
    .filter(([kind, chunk]) => kind === 1 && typeof chunk === 'string')
    .map(([, chunk]) => chunk)
    .join('');
}

/**
 * The flight text as rows by id: `id:payload\n`, where a `T` row gives its length in bytes (hex)
 * and may hold newlines. Returns a Map id → { tag, body }.
 */
export function flightRows(text) {
  const buf = Buffer.from(text);
  const rows = new Map();
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(0x3a, i);
    if (colon < 0) break;
    const id = buf.toString('utf8', i, colon);
    let j = colon + 1;
    const tag = /[A-Z]/.test(String.fromCharCode(buf[j])) ? String.fromCharCode(buf[j++]) : '';
    if (tag === 'T') {
      const comma = buf.indexOf(0x2c, j);
      const len = parseInt(buf.toString('utf8', j, comma), 16);
      rows.set(id, { tag, body: buf.toString('utf8', comma + 1, comma + 1 + len) });
      i = comma + 1 + len;
      continue;
    }
    const nl = buf.indexOf(0x0a, j);
    const end = nl < 0 ? buf.length : nl;
    rows.set(id, { tag, body: buf.toString('utf8', j, end) });
    i = end + 1;
  }
  return rows;
}

const isElement = (v) => Array.isArray(v) && v[0] === '$' && v.length >= 4;

/**
 * Every client component in the payload with the bytes its props carry (`$id` references to
 * outlined rows followed): allBytes with the server-rendered children and slots they pass through
 * (nested client components counted in their parents too), dataBytes without any React element,
 * which is what the client itself receives as data. [{ name, count, allBytes, dataBytes }] by
 * allBytes, largest first.
 */
export function clientProps(text, modules = new Map()) {
  const rows = flightRows(text);
  const clientName = new Map();
  for (const [id, { tag, body }] of rows) {
    if (tag !== 'I') continue;
    const ref = JSON.parse(body);
    const name = Array.isArray(ref) ? ref[2] : ref.name;
    const moduleId = Array.isArray(ref) ? ref[0] : ref.id;
    const where = modules.get(String(moduleId)) ?? moduleId;
    clientName.set(
      `$L${id}`,
      `${name === 'default' || !name || name === '*' ? '' : name} ${where}`.trim(),
    );
  }
  const parsed = new Map();
  const model = (id) => {
    if (!parsed.has(id)) {
      const row = rows.get(id);
      let v = null;
      if (row?.tag === 'T') v = row.body;
      else if (row && !row.tag)
        try {
          v = JSON.parse(row.body);
        } catch {
          v = null;
        }
      parsed.set(id, v);
    }
    return parsed.get(id);
  };
  // `$<hex>` references to outlined rows inlined (once); with `keep` false, elements dropped.
  const data = (v, seen, keep = false) => {
    if (!keep && isElement(v)) return null;
    if (typeof v === 'string' && /^\$[0-9a-f]+$/.test(v)) {
      const id = v.slice(1);
      if (seen.has(id)) return null;
      seen.add(id);
      return data(model(id), seen, keep);
    }
    if (Array.isArray(v)) return v.map((x) => data(x, seen, keep));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, data(x, seen, keep)]));
    return v;
  };
  const totals = new Map();
  const visit = (v, seen) => {
    if (typeof v === 'string' && /^\$[0-9a-f]+$/.test(v)) {
      const id = v.slice(1);
      if (!seen.has(id)) {
        seen.add(id);
        visit(model(id), seen);
      }
      return;
    }
    if (isElement(v) && clientName.has(v[1])) {
      const { children, ...props } = v[3] ?? {};
      const size = (x) => Buffer.byteLength(JSON.stringify(x) ?? '');
      const bytes = size(data(props, new Set()));
      const all = size(data({ children, ...props }, new Set(), true));
      const t = totals.get(clientName.get(v[1])) ?? { count: 0, dataBytes: 0, allBytes: 0 };
      totals.set(clientName.get(v[1]), {
        count: t.count + 1,
        dataBytes: t.dataBytes + bytes,
        allBytes: t.allBytes + all,
      });
    }
    if (Array.isArray(v)) for (const x of v) visit(x, seen);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) visit(x, seen);
  };
  const seen = new Set();
  for (const [id, { tag }] of rows)
    if (!tag && !seen.has(id)) {
      seen.add(id);
      visit(model(id), seen);
    }
  return [...totals].map(([name, t]) => ({ name, ...t })).sort((a, b) => b.allBytes - a.allBytes);
}
