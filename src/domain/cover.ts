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

export const COVER_STATUSES = ['in-progress', 'covered', 'uncovered'] as const;
export type CoverStatus = (typeof COVER_STATUSES)[number];

export const MAX_NEXT_OF_KIN = 2;
export const CUSTOMER_PAGE_SIZE = 5;
export const POLICY_PICKER_PAGE_SIZE = 10;
