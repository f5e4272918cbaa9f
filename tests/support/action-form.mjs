// A form post as a browser without JavaScript sends it to a page's Server Action: GET the page,
// take the hidden fields React rendered into its form for the action (`$ACTION_REF_1`, the
// action's id and bound state, `$ACTION_KEY`), add the form's own fields, POST it all as
// multipart form data to the page, same-origin. Plain ESM, for the integration and topology tests
// and bench/forms.mjs alike.

const unescape = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields React put in a page's form for its action, as [name, value] pairs. */
export function actionFields(html) {
  const out = [];
  for (const m of html.matchAll(
    /<input type="hidden" name="(\$ACTION_[^"]*)"(?: value="([^"]*)")?/g,
  ))
    out.push([unescape(m[1]), unescape(m[2] ?? '')]);
  return out;
}

/** A multipart body of `fields` ([name, value] pairs), as a browser encodes a form, and its type. */
export async function multipart(fields) {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  const r = new Request('http://localhost/', { method: 'POST', body: fd });
  return { body: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type') };
}

/**
 * The page at `origin` + `path` posted with `fields` (an object) as a browser without JavaScript
 * does; `headers` are added (an `x-forwarded-for`, a `user-agent`). The answer as fetch gives it,
 * redirects not followed: a taken post is a 303 to the thank-you page, a refused one the page again.
 */
export async function postPageForm(origin, path, fields, headers = {}) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const hidden = actionFields(html);
  if (!hidden.length) throw new Error(`no Server Action form on ${path}`);
  const { body, type } = await multipart([...hidden, ...Object.entries(fields)]);
  return fetch(`${origin}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      'content-type': type,
      origin,
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
      ...headers,
    },
  });
}

/** Whether a post was taken: the 303 to a thank-you page a browser without JavaScript follows. */
export const taken = (res) =>
  res.status === 303 && /\/thank-you$/.test(res.headers.get('location') ?? '');
