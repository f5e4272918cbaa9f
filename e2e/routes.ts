/** Every public route built so far, with its page title (before the brand suffix). */
export const ROUTES: { path: string; title: string | RegExp }[] = [
  { path: '/', title: /.+/ },
  { path: '/about', title: /About/ },
  { path: '/contact', title: /Contact/ },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
];
