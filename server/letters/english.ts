import { letterDate, letterMoney } from './calendar-words';
import type { ClaimFacts, LetterFacts, LetterWords } from './letter-content';

/** The letters in English. */

const policy = (facts: LetterFacts) => (facts.policyName ? `the ${facts.policyName}` : 'our cover');
const under = (facts: LetterFacts) => (facts.policyName ? ` under the ${facts.policyName}` : '');

/** "your cover", or the group's when the letter is to a group's chair person. */
const whose = (facts: LetterFacts) =>
  facts.record.kind === 'group' ? `the cover of the group ${facts.groupName ?? ''}` : 'your cover';

const whoseApplication = (facts: LetterFacts) =>
  facts.record.kind === 'group'
    ? `the application of the group ${facts.groupName ?? ''} for cover`
    : 'your application for cover';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CLAIM_TYPES = {
  repatriation: "repatriation with an escort's return ticket",
  funeral: 'funeral lump sum',
} as const;

const claimed = (claim: ClaimFacts) =>
  `${letterMoney(claim.amount)}${claim.insuredName ? ` for ${claim.insuredName}` : ''}${claim.type ? ` (${CLAIM_TYPES[claim.type]})` : ''}`;

export const english: LetterWords = {
  greeting: (name) => `Dear ${name},`,
  reference: (reference, ofClaim) => `${ofClaim ? 'Claim reference' : 'Reference'}: ${reference}`,
  closing: (supportEmail) => [
    `If you have any questions, please write to our bancassurance support team at ${supportEmail} and quote the reference above.`,
    'Kind regards,\nThe BancAssurance team',
  ],
  letters: {
    'enrolment-received': (facts) => ({
      subject: 'We have received your enrolment',
      paragraphs: [
        `Thank you for choosing ${policy(facts)}. We have received your enrolment, with the details of the family members you declared as beneficiaries.`,
        'What happens next: our staff will check your details. When your cover is approved, we will email you the date it starts. The monthly premium will be deducted from the account you gave us.',
      ],
    }),
    'cover-approved': (facts, event) => ({
      subject: `${capitalised(whose(facts))} is approved`,
      paragraphs: [
        `We are pleased to tell you that ${whose(facts)}${under(facts)} has been approved.`,
        `${capitalised(whose(facts))} starts on ${letterDate(event.coverStartDate, 'en')}. The waiting period ends on ${letterDate(event.waitingPeriodEnd, 'en')}: a claim for an event before that day is not paid.`,
        ...(event.certificateAttached
          ? ['Your certificate of cover is attached to this email. Please keep it safe.']
          : []),
        'What happens next: please make sure the premium is paid every month so that the cover stays in force. Should a loss occur, make your claim within 30 days of the event.',
      ],
    }),
    'cover-rejected': (facts) => ({
      subject: `${capitalised(whoseApplication(facts))} was not approved`,
      paragraphs: [
        `We regret to tell you that we could not approve ${whoseApplication(facts)}${under(facts)}.`,
        'What happens next: if you would like to know why, or to apply again with corrected details, please write to us and quote the reference below.',
      ],
    }),
    'cover-lapsed': (facts, event) => ({
      subject: `${capitalised(whose(facts))} has lapsed`,
      paragraphs: [
        `We are sorry to tell you that ${whose(facts)}${under(facts)} has lapsed because monthly premiums of ${letterMoney(event.unpaidAmount)} remained unpaid beyond the grace period. Events from now on are not covered.`,
        `What happens next: if the unpaid premiums are paid by ${letterDate(event.reinstatableUntil, 'en')}, the cover can be reinstated. Please make sure the account has enough funds, then write to us quoting the reference below.`,
      ],
    }),
    'cover-renewed': (facts, event) => ({
      subject: `${capitalised(whose(facts))} is renewed`,
      paragraphs: [
        `Thank you for keeping your premiums paid. ${capitalised(whose(facts))}${under(facts)} is renewed for another year, until ${letterDate(event.expiryDate, 'en')}.`,
        'What happens next: nothing is needed from you. The monthly premium will continue to be deducted from your account.',
      ],
    }),
    'claim-decided': (_facts, event) =>
      event.decision === 'approved'
        ? {
            subject: 'Your claim is approved',
            paragraphs: [
              `We are pleased to tell you that your claim of ${claimed(event.claim)} has been approved.`,
              'What happens next: we pay the benefit within 48 hours of receiving all the documents the claim needs, and we will email you when it is paid.',
            ],
          }
        : {
            subject: 'Your claim was not approved',
            paragraphs: [
              `We regret to tell you that your claim of ${claimed(event.claim)} has not been approved.`,
              'What happens next: if you would like to know why, or you have further documents in support of the claim, please write to us and quote the claim reference below.',
            ],
          },
    'claim-paid': (_facts, event) => ({
      subject: 'Your claim has been paid',
      paragraphs: [
        `We have paid your claim of ${claimed(event.claim)}.`,
        'What happens next: nothing is needed from you. If anything about the payment is unclear, please write to us and quote the claim reference below.',
      ],
    }),
  },
};
