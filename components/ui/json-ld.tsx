import { serializeJsonLd } from '@/lib/seo';

/** Structured data, serialised so no value can close its script tag. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
