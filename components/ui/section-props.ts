import type { Locale } from '@/lib/i18n/format';

/** The props of a page's section: its content block (from the page's MDX) and the page's language. */
export type SectionProps<Block> = { block: Block; locale: Locale };
