import type { Metadata } from 'next';
import Link from 'next/link';
import { pageTitle } from '@/lib/seo';

export const metadata: Metadata = {
  title: { absolute: pageTitle('Page not found') },
  robots: 'noindex,follow',
};

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        The page you asked for does not exist or has moved. These will get you back on track:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link href="/" className="btn-primary">
            Back to the home page
          </Link>
        </li>
        <li>
          <Link href="/guides" className="btn-secondary">
            Search the guides
          </Link>
        </li>
        <li>
          <Link href="/contact" className="btn-secondary">
            Contact us
          </Link>
        </li>
      </ul>
    </section>
  );
}
