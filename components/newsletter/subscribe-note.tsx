import Link from '@/components/ui/link';
import type { PageBlocks } from '@/lib/content/schemas';

/** Under the archive and each issue: where to subscribe (the home page's sign-up). */
export function SubscribeNote({ copy }: { copy: PageBlocks<'newsletter'>['archive'] }) {
  return (
    <p className="mt-12 text-slate-700">
      {copy.subscribe}{' '}
      <Link href="/#newsletter-heading" className="font-medium text-brand-800 underline">
        {copy.subscribeLink}
      </Link>
    </p>
  );
}
