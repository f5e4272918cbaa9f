import type { Metadata } from 'next';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { getPage } from '@/lib/content';
import { copyPageMetadata } from '@/lib/seo';

export function generateMetadata(): Metadata {
  return copyPageMetadata(getPage('catalogue'), '/plans/catalogue');
}

/** Prerendered: every plan, current ones first, by total cost. */
export default function CataloguePage() {
  return <CatalogueView query={{ sort: 'total' }} />;
}
