import { fillSlots, formatNumber, type Locale } from '@/lib/i18n/format';
import type { CatalogueChoice, ComparedOffer, ComparisonView } from '@/lib/pricing/comparison';
import type { CompareBlocks } from '@/lib/content/schemas/pages/catalogue';
import { encodeComparison, MAX_OFFERS, type ComparisonState } from '@/lib/pricing/url';
import { AddPlanForm } from './add-plan-form';
import { HeadedSection } from '@/components/ui/headed-section';
import { OfferForm, type FeeLabels } from './offer-form';
import type { OfferFormInput } from '@/lib/pricing/compare-request';
import { Results } from './results';
import type { PlanType } from '@/lib/catalogue/constants';

type Props = {
  path: string;
  state: ComparisonState;
  offers: ComparedOffer[];
  view: ComparisonView;
  catalogue: CatalogueChoice[];
  copy: CompareBlocks;
  feeLabels: FeeLabels;
  /** The catalogue's names of the plan types (a comparison of different types names them). */
  typeNames: Readonly<Record<PlanType, string>>;
  /** The quoted-offer form's last answer (values and errors), when it had errors. */
  offerInput: OfferFormInput;
  /** Whether parts of a shared link were left out that the offer form cannot show. */
  linkLeftOut?: boolean;
  locale: Locale;
};

/**
 * The whole comparison of /plans/compare, rendered on the server from the URL. With offers, the
 * results and the verdict come first and the forms follow (the long one folded); with none, the
 * forms come first. Every control is a GET form or a link to the same route; small client leaves
 * (components/ui/url-form.tsx) only make them update the page in place.
 */
export function Comparison({
  path,
  state,
  offers,
  view,
  catalogue,
  copy,
  feeLabels,
  typeNames,
  offerInput,
  linkLeftOut = false,
  locale,
}: Props) {
  const full = state.picks.length >= MAX_OFFERS;
  const fullText = fillSlots(copy.picker.full, { max: formatNumber(MAX_OFFERS, locale) });
  const hasOffers = offers.length > 0;
  const hasErrors = Object.keys(offerInput.errors).length > 0;
  const query = encodeComparison(state);

  // What both forms that add an offer take: where they go, what they keep, whether there is room.
  const adding = { path, state, full, fullText };
  const forms = (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <AddPlanForm {...adding} catalogue={catalogue} copy={copy.picker} />
      <OfferForm
        // A new comparison starts the form afresh; an answer with errors keeps what was typed.
        key={query}
        {...adding}
        copy={copy.form}
        feeLabels={feeLabels}
        open={!hasOffers || hasErrors}
        input={offerInput}
      />
    </div>
  );
  const results = (
    <HeadedSection
      id="cmp-results"
      heading={copy.results.heading}
      look="step"
      className="space-y-4"
      testId="results"
    >
      {hasOffers ? (
        <Results
          locale={locale}
          path={path}
          state={state}
          view={view}
          copy={copy.results}
          chart={copy.chart}
          typeNames={typeNames}
        />
      ) : (
        <p className="text-slate-700">{copy.results.empty}</p>
      )}
    </HeadedSection>
  );

  return (
    <div className="space-y-10">
      {linkLeftOut ? (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {copy.form.errors.unread}
        </p>
      ) : null}
      {hasOffers ? results : forms}
      {hasOffers ? forms : results}
    </div>
  );
}
