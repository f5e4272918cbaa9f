/**
 * What the plan catalogue covers, as /about states it: how many plans, of which type from which
 * operators, and which types and operators it does not hold yet. Computed from the catalogue's
 * content when the page is built, so the sentence cannot claim a plan the catalogue lacks
 * (issue 51 §3; tests/unit/catalogue-coverage.test.ts).
 */
import { CATALOGUE_OPERATORS, CATALOGUE_TYPES, type OperatorId } from '../catalogue/constants';
import {
  fillSlots,
  formatAnd,
  formatNumber,
  formatOr,
  plural,
  type Locale,
  type PluralForms,
} from '../i18n/format';

type PlanType = (typeof CATALOGUE_TYPES)[number];

export type Coverage = {
  total: number;
  /** Each type the catalogue holds, in the catalogue's order, with its operators and count. */
  byType: { type: PlanType; operators: OperatorId[]; count: number }[];
  missingTypes: PlanType[];
  missingOperators: OperatorId[];
};

export function catalogueCoverage(
  plans: readonly { type: PlanType; operator: OperatorId }[],
): Coverage {
  const byType = CATALOGUE_TYPES.map((type) => {
    const ofType = plans.filter((p) => p.type === type);
    const operators = CATALOGUE_OPERATORS.filter((o) => ofType.some((p) => p.operator === o));
    return { type, operators, count: ofType.length };
  }).filter((t) => t.count > 0);
  return {
    total: plans.length,
    byType,
    missingTypes: CATALOGUE_TYPES.filter((t) => !plans.some((p) => p.type === t)),
    missingOperators: CATALOGUE_OPERATORS.filter((o) => !plans.some((p) => p.operator === o)),
  };
}

/**
 * The words of content/pages/about.mdx (`differentiators.catalogue`), and the operators' names of
 * the catalogue page.
 */
export type CoverageWords = {
  plans: PluralForms;
  /** One type the catalogue holds: "{type} from {operators}: {count}". */
  entry: string;
  separator: string;
  /** What the catalogue does not hold yet: "Not in it yet: {list}." (left out when nothing). */
  missing: string;
  /** Each type's name as it reads inside a sentence. */
  types: Record<PlanType, string>;
  operators: Record<OperatorId, string>;
};

/** The slots a differentiator's text may use: {plans}, {coverage}, {missing}. */
export function coverageSlots(c: Coverage, words: CoverageWords, locale: Locale) {
  const missing = [
    ...c.missingTypes.map((t) => words.types[t]),
    ...c.missingOperators.map((o) => words.operators[o]),
  ];
  return {
    plans: plural(c.total, words.plans, locale),
    coverage: c.byType
      .map((t) =>
        fillSlots(words.entry, {
          type: words.types[t.type],
          operators: formatAnd(
            t.operators.map((o) => words.operators[o]),
            locale,
          ),
          count: formatNumber(t.count, locale),
        }),
      )
      .join(words.separator),
    missing: missing.length ? fillSlots(words.missing, { list: formatOr(missing, locale) }) : '',
  };
}

/** A differentiator's text with the catalogue's figures filled in (`{plans}`, `{coverage}`, `{missing}`). */
export function withCoverage(
  text: string,
  plans: readonly { type: PlanType; operator: OperatorId }[],
  words: CoverageWords,
  locale: Locale,
): string {
  return fillSlots(text, coverageSlots(catalogueCoverage(plans), words, locale)).trim();
}
