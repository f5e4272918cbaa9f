import { NotFoundView } from '@/components/not-found-view';

/** What notFound() shows in the browser (client navigations); full loads get /404 (server.mjs). */
export default function NotFound() {
  return <NotFoundView />;
}
