import { DIASPORA_COVER as C } from './cover';
import { formatTsh } from './money';

/** The 13 terms of the diaspora repatriation cover, shown on the policy step and stored with the policy. */
export const DIASPORA_TERMS: readonly string[] = [
  'This is a life cover for account holders living abroad (diaspora), their spouse and up to four children.',
  `The premium is ${formatTsh(C.monthlyPremium)} per month (${formatTsh(C.annualPremium)} per year), deducted from the account holder's bank account.`,
  `The maximum benefit is ${formatTsh(C.maximumBenefit)} per eligible member and dependants in the policy period.`,
  `On the death of the account holder, repatriation of the body with an escort return ticket is covered up to ${formatTsh(C.repatriationBenefit)}.`,
  `Where the body is not transferred, a lump sum of ${formatTsh(C.funeralLumpSum)} is paid towards funeral costs.`,
  `The account holder and spouse must be between ${C.holderMinAge} and ${C.holderMaxAge} years old when they join.`,
  `Children are covered up to the age of ${C.childMaxAge} years if they are still in school.`,
  `A waiting period of ${C.waitingPeriodMonths} months applies from the start of cover before a claim can be made.`,
  `A claim must be notified within ${C.claimNotificationDays} days of the loss event.`,
  `The benefit is paid within ${C.paymentWithinHours} hours of receiving all the required documents.`,
  'The cover ends when the maximum benefits have been fully used in the policy period.',
  'Premium rates are renewable, with a six-month reference period.',
  'The proposal and declaration forms must be completed truthfully for all members; a false declaration may void the cover.',
];
