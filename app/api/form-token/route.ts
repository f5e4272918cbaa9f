import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { startedToken } from '@/lib/forms/guard';
import { serverSecret } from '@/lib/forms/secrets';

export const dynamic = 'force-dynamic';

/** A signed "form shown at" time: the server refuses (silently) forms filled faster than a person can. */
export async function GET() {
  const secret = await serverSecret(await getDb());
  return NextResponse.json(
    { token: startedToken(secret) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
