import { DateTime } from 'luxon';
import { ageInYears } from './age';
import { DIASPORA_COVER } from './cover';
import type { FieldErrors } from './cross-field-rules';
import { type PremiumStanding, premiumRefusal } from './premiums';

/** SPEC §9: repatriation with an escort ticket, or a funeral lump sum when the body is not transferred. */
export const CLAIM_TYPES = ['repatriation', 'funeral'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_STATUSES = ['submitted', 'approved', 'paid', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * SPEC §9 covers children 'up to 21 if still in school' (DESIGN 14): up to this age always,
 * older only with proof of full-time schooling attached to the claim.
 */
export const CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO = 17;

export const CLAIM_MESSAGES = {
  eventInFuture: 'The event date cannot be in the future',
  lateNotification: `A claim must be notified within ${DIASPORA_COVER.claimNotificationDays} days of the event`,
  waitingPeriod: 'The event happened within the waiting period of the cover',
  beforeCover: 'The event happened before the cover started',
  notCovered: 'Only a covered record can claim',
  childTooOld: `A child is covered up to the age of ${DIASPORA_COVER.childMaxAge}`,
  schoolingProofMissing: `A child over ${CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO} is covered only with proof of full-time schooling`,
  overFuneralLumpSum: 'The funeral lump sum is at most {{limit}}',
  overRemaining: 'The amount is more than the remaining benefit of {{remaining}}',
  invalidDate: 'Please provide a valid date',
} as const;

/** What a claim is checked against: the cover of the record and what it has already claimed. */
export interface ClaimCover {
  status: string;
  coverStartDate: string | null;
  waitingPeriodEnd: string | null;
  maximumBenefit: number;
  funeralLumpSum: number;
  /** The sum of the record's claims that were not rejected. */
  claimedSoFar: number;
  /** The cover's term and premiums, where known (the server reads them from the ledger). */
  premiums?: PremiumStanding;
}

export interface ClaimRequest {
  type: ClaimType;
  eventDate: string;
  amount: number;
  /**
   * The insured person: the holder, or a declared spouse or child with a date of birth, and the
   * day they joined the cover when that was after it started (see `personalCover`).
   */
  insured: { relationship: 'holder' | 'spouse' | 'child'; dob: string; joinedOn?: string | null };
  /** Whether proof of full-time schooling is attached (a child over 17 needs it). */
  schoolingProof?: boolean;
}

/**
 * Whether the insured person is a child over 17 and up to 21 on the day of the event, covered
 * only with proof of full-time schooling; false while the event date is not a valid date.
 */
export function needsSchoolingProof(insured: ClaimRequest['insured'], eventDate: string): boolean {
  const event = DateTime.fromISO(eventDate, { zone: 'utc' });
  if (insured.relationship !== 'child' || !event.isValid) return false;
  const age = ageInYears(insured.dob, eventDate);
  return age > CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO && age <= DIASPORA_COVER.childMaxAge;
}

/**
 * When one insured person's cover starts and their waiting period (SPEC §9) ends. Whoever joined a
 * cover after it started, a group member added later or a beneficiary an approved change declared,
 * waits from the day they joined; everyone else from the cover's start. The one rule for a person's
 * waiting period, read by the claim checks of the server and the browser.
 */
export function personalCover(
  cover: Pick<ClaimCover, 'coverStartDate' | 'waitingPeriodEnd'>,
  joinedOn: string | null | undefined,
): { startDate: string | null; waitingPeriodEnd: string | null } {
  const joined = joinedOn ? DateTime.fromISO(joinedOn, { zone: 'utc' }) : null;
  const start = cover.coverStartDate ? DateTime.fromISO(cover.coverStartDate, { zone: 'utc' }) : null;
  if (!joined?.isValid || !start?.isValid || joined <= start) {
    return { startDate: cover.coverStartDate, waitingPeriodEnd: cover.waitingPeriodEnd };
  }
  return {
    startDate: joined.toISODate(),
    waitingPeriodEnd: joined.plus({ months: DIASPORA_COVER.waitingPeriodMonths }).toISODate(),
  };
}

const formatTsh = (amount: number) => `Tsh ${amount.toLocaleString('en-US')}`;

/** The benefit still available to a record (SPEC §9: the maximum per policy period). */
export const remainingBenefit = (cover: Pick<ClaimCover, 'maximumBenefit' | 'claimedSoFar'>) =>
  Math.max(0, cover.maximumBenefit - cover.claimedSoFar);

/** SPEC §9 claim rules; an empty object when the claim may be recorded. */
export function checkClaim(claim: ClaimRequest, cover: ClaimCover, today = DateTime.utc()): FieldErrors {
  const errors: FieldErrors = {};
  if (cover.status !== 'covered') errors.holder = CLAIM_MESSAGES.notCovered;
  const event = DateTime.fromISO(claim.eventDate, { zone: 'utc' });
  const day = today.toUTC().startOf('day');
  // The insured person's own cover: a member or beneficiary who joined later waits from that day.
  const own = personalCover(cover, claim.insured.joinedOn);
  if (!event.isValid) errors.eventDate = CLAIM_MESSAGES.invalidDate;
  else if (event > day) errors.eventDate = CLAIM_MESSAGES.eventInFuture;
  else if (day.diff(event, 'days').days > DIASPORA_COVER.claimNotificationDays)
    errors.eventDate = CLAIM_MESSAGES.lateNotification;
  else if (own.startDate && event < DateTime.fromISO(own.startDate, { zone: 'utc' }))
    errors.eventDate = CLAIM_MESSAGES.beforeCover;
  else if (own.waitingPeriodEnd && event < DateTime.fromISO(own.waitingPeriodEnd, { zone: 'utc' }))
    errors.eventDate = CLAIM_MESSAGES.waitingPeriod;
  else if (cover.premiums) {
    // After the term ended, or while a premium was unpaid beyond its grace period, nothing is covered.
    const refused = premiumRefusal(claim.eventDate, cover.premiums);
    if (refused) errors.eventDate = refused;
  }

  // A child enrolled years ago may have aged out of the cover by the day of the event.
  if (claim.insured.relationship === 'child' && event.isValid) {
    if (ageInYears(claim.insured.dob, claim.eventDate) > DIASPORA_COVER.childMaxAge)
      errors.beneficiaryId = CLAIM_MESSAGES.childTooOld;
  }
  if (needsSchoolingProof(claim.insured, claim.eventDate) && !claim.schoolingProof)
    errors.schoolingProof = CLAIM_MESSAGES.schoolingProofMissing;

  const remaining = remainingBenefit(cover);
  if (claim.type === 'funeral' && claim.amount > cover.funeralLumpSum)
    errors.amount = CLAIM_MESSAGES.overFuneralLumpSum.replace('{{limit}}', formatTsh(cover.funeralLumpSum));
  else if (claim.amount > remaining)
    errors.amount = CLAIM_MESSAGES.overRemaining.replace('{{remaining}}', formatTsh(remaining));
  return errors;
}

/** SPEC §9: the benefit is paid within 48 hours of the last document. */
export function paymentDue(lastDocumentAt: Date | null): Date | null {
  return lastDocumentAt
    ? new Date(lastDocumentAt.getTime() + DIASPORA_COVER.paymentWithinHours * 3_600_000)
    : null;
}
