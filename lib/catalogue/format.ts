/**
 * Left only for the comparison's files (components/compare/, lib/pricing/, app/plans/compare/),
 * which are being rewritten onto lib/format.ts: delete this file when nothing imports it.
 * Everything here is lib/format.ts's, so those pages print dates in the site's one style too.
 */
export { fillSlots as fill, formatDate } from '../format';
