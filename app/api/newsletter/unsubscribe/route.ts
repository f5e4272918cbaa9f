import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { unsubscribe } from '@/lib/forms/newsletter';

export const dynamic = 'force-dynamic';

/** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) for mail clients. */
export async function POST(req: Request) {
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const ok = await unsubscribe(await getDb(), token);
  return NextResponse.json(
    { ok },
    { status: ok ? 200 : 404, headers: { 'cache-control': 'no-store' } },
  );
}
