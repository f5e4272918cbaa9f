import Link from '@/components/ui/link';

export type ListedLink = {
  href: string;
  label: React.ReactNode;
  key?: string;
  itemClassName?: string;
};

type Anchor = React.ComponentType<{ href: string; className: string; children: React.ReactNode }>;

/**
 * Links in a list, one an item (a footer column, a topic's guides, a guide's contents). `as="ol"`
 * when their order means something; `link` draws each (the site's Link unless told: the chrome's
 * IntentLink, or `'a'` for tel: and mailto:); an item's `itemClassName` places it (an indent).
 */
export function LinkList({
  links,
  as: List = 'ul',
  link: A = Link,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  as?: 'ul' | 'ol';
  link?: Anchor | 'a';
  className: string;
  linkClassName: string;
}) {
  return (
    <List className={className}>
      {links.map((l) => (
        <li key={l.key ?? l.href} className={l.itemClassName}>
          <A href={l.href} className={linkClassName}>
            {l.label}
          </A>
        </li>
      ))}
    </List>
  );
}
