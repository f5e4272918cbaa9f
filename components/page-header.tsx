import type { Crumb } from '@/lib/breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';

/** The band at the top of an inner page: breadcrumbs, title, lead. */
export function PageHeader({
  path,
  trail,
  title,
  lead,
  children,
}: {
  path: string;
  trail?: Crumb[];
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-brand-100 bg-brand-50">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs path={path} trail={trail} title={title} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
