import Link from '@/components/ui/link';

/** What draws a link: the site's Link, or `'a'` (tel:, mailto:). */
export type Anchor =
  React.ComponentType<{ href: string; className: string; children: React.ReactNode }> | 'a';

/** A link as content gives it (`{ href, label }`), drawn by `as` (the site's Link unless told). */
export function ContentLink({
  link,
  className,
  as: A = Link,
}: {
  link: { href: string; label: React.ReactNode };
  className: string;
  as?: Anchor;
}) {
  return (
    <A href={link.href} className={className}>
      {link.label}
    </A>
  );
}
