import type { CatalogueChoice } from '@/lib/pricing/comparison';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import type { ComparisonState } from '@/lib/pricing/url';
import { UrlForm } from '@/components/ui/url-form';
import { StateInputs } from './state-inputs';
import { AddSubmit } from './add-submit';
import Link from '@/components/ui/link';
import { HeadedSection } from '@/components/ui/headed-section';
import { catalogueHref } from '@/lib/pricing/carry';

/**
 * "Add a plan from the catalogue": a GET form whose answer is the comparison with the chosen
 * plan's slug appended to its `o` list. Disabled when the comparison is full. Its link to the
 * catalogue carries the comparison (lib/pricing/carry.ts), so the catalogue's plans add to it.
 */
export function AddPlanForm({
  path,
  state,
  catalogue,
  copy,
  full,
  fullText,
}: {
  path: string;
  state: ComparisonState;
  catalogue: CatalogueChoice[];
  copy: CompareBlocks['picker'];
  full: boolean;
  fullText: string;
}) {
  return (
    <HeadedSection
      id="cmp-picker"
      heading={copy.heading}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <UrlForm action={path} className="mt-3 flex flex-wrap items-end gap-3">
        <StateInputs state={state} />
        <div className="min-w-0 flex-1">
          <label htmlFor="cmp-plan" className="text-sm font-medium text-slate-800">
            {copy.label}
          </label>
          <select
            id="cmp-plan"
            name="o"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {catalogue.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <AddSubmit
          label={copy.addLabel}
          full={full}
          fullText={fullText}
          noteId="cmp-picker-full"
          // The flex row's last line of its own, under the select and the button.
          noteClassName="basis-full text-sm text-slate-700"
        />
      </UrlForm>
      <p className="mt-3 text-sm">
        <Link
          // The catalogue's "Add to comparison" links add to this comparison, carried in the address.
          href={catalogueHref(copy.catalogueLink.href, state)}
          className="font-medium text-brand-800 underline"
        >
          {copy.catalogueLink.label}
        </Link>
      </p>
    </HeadedSection>
  );
}
