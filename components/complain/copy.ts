import type { ComplainBlocks, ComplaintOperator } from '@/lib/content/schemas/pages/complain';
import type { ComplaintProblemRules } from '@/lib/complain/schema';

/** What the complaint form's client components are handed by the page: content's words only. */
export type ComplaintCopy = {
  form: ComplainBlocks['form'];
  errors: ComplainBlocks['errors'];
  actions: ComplainBlocks['actions'];
  letterHeading: string;
  /** The letter's words the browser's check needs: a count of days, an amount. */
  letterWords: Pick<ComplainBlocks['letter'], 'days' | 'money'>;
  next: Omit<ComplainBlocks['next'], 'tdra'> & { tdraLabel: string; tdraHref: string };
  operators: { key: ComplaintOperator; name: string }[];
};

export type ComplaintProblemProps = ComplaintProblemRules & { slug: string; dateLabel?: string };
