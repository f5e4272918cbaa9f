/** Whether a navigation item is the current page (or a section the current page belongs to). */
export function isCurrent(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
