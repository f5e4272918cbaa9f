import type { Metadata } from 'next';
import { LegalDocument, legalMetadata } from '@/components/legal/legal-document';

export function generateMetadata(): Metadata {
  return legalMetadata('cookie-policy');
}

export default function CookiePolicyPage() {
  return <LegalDocument slug="cookie-policy" />;
}
