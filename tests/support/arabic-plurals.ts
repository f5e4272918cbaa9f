/**
 * A guide count phrased in each of Arabic's six CLDR plural categories: the forms the plural
 * formatter picks from and the translation check lets a translation add.
 */
export const arabicGuideCounts = {
  zero: 'لا أدلة',
  one: 'دليل واحد',
  two: 'دليلان',
  few: '{count} أدلة',
  many: '{count} دليلًا',
  other: '{count} دليل',
};
