/** The catalogue's enums and display names: zod-free, so client code can import them. */

/** Folder names under content/plans/catalogue/, and the operators they stand for. */
export const CATALOGUE_OPERATORS = ['eand', 'du', 'virgin-mobile'] as const;
export type OperatorId = (typeof CATALOGUE_OPERATORS)[number];

export const CATALOGUE_TYPES = [
  'mobile-prepaid',
  'mobile-postpaid',
  'home-internet',
  'tv',
] as const;
export type PlanType = (typeof CATALOGUE_TYPES)[number];
