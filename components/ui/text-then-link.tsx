import Link from '@/components/ui/link';

/**
 * A sentence of copy followed by its link ("Read our privacy policy"): the text, a space, the
 * link, and `after` it (the closing full stop, where the copy leaves it out).
 */
export function TextThenLink({
  text,
  link,
  after,
}: {
  text: string;
  link: { href: string; label: string };
  after?: string;
}) {
  return (
    <>
      {text}{' '}
      <Link href={link.href} className="font-medium text-brand-800 underline">
        {link.label}
      </Link>
      {after}
    </>
  );
}
