import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The server's HTML of `tree` (`html`, as renderToString gave it) in a container in the document,
 * hydrated with the same tree as a browser hydrates a prerendered page: the container, the root,
 * and the recoverable errors (hydration mismatches) React reported, which a test expects empty.
 */
export function hydrateServerHtml(html: string, tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
  return { container, root, errors };
}
