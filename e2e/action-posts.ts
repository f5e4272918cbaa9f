/**
 * A page's form posted to its Server Action the way a browser without JavaScript sends it, from
 * Playwright's request context: GET the page, take the hidden `$ACTION_…` fields React rendered
 * into its form, add the form's own fields, POST it all as multipart to the page, same-origin
 * unless `headers` say otherwise. Redirects are not followed: a taken post is a 303 to its
 * thank-you page, a refused one the page again with the errors beside the fields.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { actionFields } from '../tests/support/action-form.mjs';

export async function postPageForm(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const page = await request.get(path);
  const origin = new URL(page.url()).origin;
  return request.post(path, {
    multipart: Object.fromEntries([...actionFields(await page.text()), ...Object.entries(fields)]),
    headers: { origin, 'sec-fetch-site': 'same-origin', accept: 'text/html', ...headers },
    maxRedirects: 0,
  });
}

/** Where a taken post leads (its 303's Location), or null when it was not taken. */
export const thankYouOf = (res: APIResponse): string | null =>
  res.status() === 303 ? (res.headers().location ?? null) : null;
