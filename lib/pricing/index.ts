export * from './money';
export * from './offer';
export * from './calculate';
export * from './rules';
export * from './url';
export * from './entered';
export * from './period';
