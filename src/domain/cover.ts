import type { DateTime } from 'luxon';

/** Business constants of the diaspora repatriation cover (SPEC §9). Money is whole TZS. */
export const DIASPORA_COVER = {
  name: 'Diaspora Repatriation Cover',
  monthlyPremium: 25_000,
  annualPremium: 300_000,
  maximumBenefit: 50_000_000,
  repatriationBenefit: 50_000_000,
  funeralLumpSum: 5_000_000,
  maxSpouses: 1,
  maxChildren: 4,
  holderMinAge: 18,
  holderMaxAge: 80,
  childMaxAge: 21,
  claimNotificationDays: 30,
  waitingPeriodMonths: 3,
  paymentWithinHours: 48,
} as const;

/** One year of cover from approval; renewable (SPEC §9). */
export const COVER_TERM_MONTHS = 12;

/** The dates an approval (or a reinstatement) sets, from the day it happens (UTC). */
export function coverDates(approvedOn: DateTime<true>) {
  const start = approvedOn.toUTC().startOf('day');
  return {
    coverStartDate: start.toISODate(),
    waitingPeriodEnd: start.plus({ months: DIASPORA_COVER.waitingPeriodMonths }).toISODate(),
    expiryAt: start.plus({ months: COVER_TERM_MONTHS }).toJSDate(),
  };
}

export const COVER_STATUSES = ['in-progress', 'covered', 'uncovered'] as const;
export type CoverStatus = (typeof COVER_STATUSES)[number];

export const MAX_NEXT_OF_KIN = 2;
export const CUSTOMER_PAGE_SIZE = 5;
export const POLICY_PICKER_PAGE_SIZE = 10;
