import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import { confirm } from '@/lib/forms/newsletter';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Confirm your subscription',
  description: 'Confirm your ClearSignal newsletter subscription.',
  path: '/newsletter/confirm',
  noIndex: true,
});

export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  const copy = getPage('forms').blocks.confirm;
  const result = await confirm(await getDb(), typeof token === 'string' ? token : '');
  const msg = copy[result];
  return (
    <MessagePage
      title={msg.title}
      text={msg.text}
      tone={result === 'confirmed' ? 'neutral' : 'error'}
    />
  );
}
