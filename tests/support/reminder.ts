import type { Reminder } from '@/lib/remind/request';

/** A reminder the mail tests share: a home-internet contract's minimum term, with its plan. */
export const CONTRACT_REMINDER: Reminder = {
  what: 'contract',
  end: '2027-01-31',
  remindOn: '2027-01-01',
  lead: 30,
  plan: 'elife-ultra-starter-24-months',
};
