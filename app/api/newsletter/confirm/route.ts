import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { confirm } from '@/lib/forms/newsletter';
import { checkOrigin, field, HttpError, readForm } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * The "Confirm my subscription" button of /newsletter/confirm posts here. Only this POST
 * confirms: a GET or HEAD of the mailed link (a mail scanner, a link preview) changes nothing.
 * Answers with a redirect to the page, which then shows the outcome.
 */
export async function POST(req: Request) {
  let result: string;
  try {
    checkOrigin(req);
    result = await confirm(await getDb(), field(await readForm(req), 'token'));
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return new NextResponse(err.message, {
      status: err.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  return new NextResponse(null, {
    status: 303,
    headers: { location: `/newsletter/confirm?result=${result}`, 'cache-control': 'no-store' },
  });
}
