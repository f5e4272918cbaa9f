/**
 * The site's navigation: the header's main navigation and the footer's link lists.
 * Client-safe (the header and the mobile menu import it).
 */
export type NavLink = { href: string; label: string };

export const mainNav = [
  { href: '/', label: 'Home' },
  { href: '/plans', label: 'Plans' },
  { href: '/guides', label: 'Guides' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly NavLink[];

export const footerNav = {
  quickLinks: [
    { href: '/', label: 'Home' },
    { href: '/plans', label: 'Plans' },
    { href: '/plans#internet', label: 'Home Internet' },
    { href: '/plans#tv', label: 'TV & Streaming' },
    { href: '/plans#family', label: 'Family Plans' },
    { href: '/guides', label: 'Guides' },
    { href: '/about', label: 'About' },
    { href: '/methodology', label: 'How We Work' },
  ],
  legal: [
    { href: '/privacy', label: 'Privacy Policy' },
    { href: '/terms', label: 'Terms of Service' },
    { href: '/cookie-policy', label: 'Cookie Policy' },
  ],
} as const satisfies Record<string, readonly NavLink[]>;
