import { letterFromPost } from '@/lib/complain/compose';
import { getPage } from '@/lib/content';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import { checkOrigin, HttpError, readForm } from '@/lib/forms/http';

export const dynamic = 'force-dynamic';

/** An Arabic description of 1,500 characters is about 18 KB once url-encoded. */
const MAX_BYTES = 64 * 1024;

/**
 * "Download as a text file": the letter's form posts its facts again (hidden fields of the
 * letter's answer, never a URL) and gets the letter as an attachment. Nothing is stored or
 * logged; the answer is not cached.
 */
export async function POST(req: Request) {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  try {
    checkOrigin(req, UNREAD_POST_LOCALE);
    const form = await readForm(req, MAX_BYTES, UNREAD_POST_LOCALE);
    const locale = postLocale(form);
    const state = letterFromPost(form);
    if (!state.letter)
      return new Response(`${getPage('complain', locale).blocks.form.errorSummary}\n`, {
        status: 400,
        headers,
      });
    return new Response(state.letter.text, {
      headers: {
        ...headers,
        'Content-Disposition': `attachment; filename="complaint-${state.letter.locale}.txt"`,
      },
    });
  } catch (err) {
    if (err instanceof HttpError)
      return new Response(`${err.message}\n`, { status: err.status, headers });
    throw err;
  }
}
