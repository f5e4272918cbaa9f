import { TextThenLink } from '@/components/ui/text-then-link';
import type { PageBlocks } from '@/lib/content/schemas';

/** Under the archive and each issue: where to subscribe (the home page's sign-up). */
export function SubscribeNote({ copy }: { copy: PageBlocks<'newsletter'>['archive'] }) {
  return (
    <p className="mt-12 text-slate-700">
      <TextThenLink
        text={copy.subscribe}
        link={{ href: '/#newsletter-heading', label: copy.subscribeLink }}
      />
    </p>
  );
}
