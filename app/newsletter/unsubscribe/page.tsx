import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import { unsubscribe } from '@/lib/forms/newsletter';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Unsubscribe',
  description: 'Unsubscribe from the ClearSignal newsletter.',
  path: '/newsletter/unsubscribe',
  noIndex: true,
});

/** One click from the mail's link unsubscribes: no login, no second step. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  const copy = getPage('forms').blocks.unsubscribe;
  const ok = await unsubscribe(await getDb(), typeof token === 'string' ? token : '');
  const msg = ok ? copy.done : copy.invalid;
  return <MessagePage title={msg.title} text={msg.text} tone={ok ? 'neutral' : 'error'} />;
}
