import type { Metadata } from 'next';
import { LegalDocument, legalMetadata } from '@/components/legal/legal-document';

export function generateMetadata(): Metadata {
  return legalMetadata('terms');
}

export default function TermsPage() {
  return <LegalDocument slug="terms" />;
}
