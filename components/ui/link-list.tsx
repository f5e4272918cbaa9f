import { ContentLink, type Anchor } from './content-link';

export type ListedLink = {
  href: string;
  label: React.ReactNode;
  key?: string;
  itemClassName?: string;
};

/**
 * Links in a list, one an item (a footer column, a topic's guides, a guide's contents). `as="ol"`
 * when their order means something; `link` draws each (the site's Link unless told: `'a'` for
 * tel: and mailto:); an item's `itemClassName` places it (an indent).
 */
export function LinkList({
  links,
  as: List = 'ul',
  link,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  as?: 'ul' | 'ol';
  link?: Anchor;
  className: string;
  linkClassName: string;
}) {
  return (
    <List className={className}>
      {links.map((l) => (
        <li key={l.key ?? l.href} className={l.itemClassName}>
          <ContentLink link={l} as={link} className={linkClassName} />
        </li>
      ))}
    </List>
  );
}
