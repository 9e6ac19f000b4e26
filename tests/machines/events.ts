import type { AuthEvent } from '@machines/auth.machine';
import type { ConfirmEvent } from '@machines/confirm.machine';
import type {
  IndividualRegistrationContext,
  IndividualRegistrationEvent,
} from '@machines/individual-registration.machine';
import type { OnboardingContext, OnboardingEvent } from '@machines/onboarding.machine';
import type { DeclaredMember, DiasporaDetails } from '@/domain/diaspora';
import type { ChosenPolicy } from '@/domain/policy';
import type { IndividualDetails, NextOfKin } from '@/domain/schemas/individual';
import type { StaffUser } from '@/domain/staff';

/** The events, with the payloads that matter, that generated test paths may take. */
export const SAMPLE_USER: StaffUser = {
  userId: '7c1d2f4e-0000-4000-8000-000000000001',
  firstName: 'Amina',
  lastName: 'Mwakyusa',
  email: 'admin@bancassurance.local',
  role: { name: 'admin', permissions: [{ name: 'diasporas.read' }] },
  permissions: ['diasporas.read'],
};

export const AUTH_EVENTS: AuthEvent[] = [
  { type: 'session.restored', user: SAMPLE_USER, token: 'stf_restored' },
  { type: 'session.missing' },
  { type: 'signIn.submit', email: SAMPLE_USER.email, password: 'secret-password' },
  { type: 'signIn.succeeded', user: SAMPLE_USER, token: 'stf_new' },
  { type: 'signIn.failed', failure: { kind: 'unauthorized', message: 'Invalid credentials' } },
  { type: 'signIn.failed', failure: { kind: 'network', message: 'offline' } },
  { type: 'signIn.captchaRequired', message: 'Please confirm you are a person to sign in' },
  { type: 'captcha.verified', token: 'development-captcha-token' },
  { type: 'captcha.expired' },
  { type: 'captcha.error' },
  { type: 'signOut' },
  { type: 'signOut.done' },
  { type: 'session.expired' },
];

export const CONFIRM_EVENTS: ConfirmEvent[] = [
  { type: 'open', options: {} },
  { type: 'open', options: { title: 'Confirm deletion', type: 'danger', hasAction: true } },
  { type: 'confirm' },
  { type: 'cancel' },
  { type: 'close' },
  { type: 'action.done' },
  { type: 'action.failed', message: 'Failed to delete' },
];

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

export const VALID_DETAILS: DiasporaDetails = {
  firstName: 'Baraka',
  lastName: 'Kimaro',
  email: 'baraka.kimaro@example.co.uk',
  mobile: '+44 7700 900123',
  dob: yearsAgo(40),
  sex: 'male',
  maritalStatus: 'married',
  idType: 3,
  idNumber: 'TAE123456',
  accountNumber: '0152345678901',
  address: 'London, United Kingdom',
};

export const SPOUSE: DeclaredMember = {
  firstName: 'Rehema',
  lastName: 'Kimaro',
  sex: 'female',
  dob: yearsAgo(35),
  relationship: 2,
};
export const CHILD: DeclaredMember = {
  firstName: 'Amani',
  lastName: 'Kimaro',
  sex: 'male',
  dob: yearsAgo(8),
  relationship: 3,
};

/** Events of the onboarding model; adding stops at two members so the paths stay countable. */
export function onboardingEvents(context: OnboardingContext): OnboardingEvent[] {
  const events: OnboardingEvent[] = [
    { type: 'terms.toggle' },
    { type: 'captcha.verified', token: 'development-captcha-token' },
    { type: 'captcha.expired' },
    { type: 'captcha.error' },
    { type: 'session.started' },
    { type: 'session.failed', message: 'The captcha could not be verified' },
    { type: 'session.expired' },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'details.submit', details: VALID_DETAILS },
    { type: 'details.submit', details: { ...VALID_DETAILS, idNumber: 'TAE12345' } },
    { type: 'submit' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add the customer.' },
    { type: 'submit.retry' },
  ];
  // Past two members the model only tries a second spouse, which the family rules refuse.
  events.push({ type: 'beneficiary.add', beneficiary: context.beneficiaries.length === 1 ? CHILD : SPOUSE });
  events.push({ type: 'beneficiary.remove', index: 0 });
  events.push({ type: 'beneficiary.update', index: 0, beneficiary: { ...CHILD, firstName: 'Zawadi' } });
  events.push({ type: 'step.goto', step: 'policy' });
  return events;
}

/** A narrower event set whose every simple path to done can be enumerated. */
export function onboardingJourneyEvents(context: OnboardingContext): OnboardingEvent[] {
  const events: OnboardingEvent[] = [
    { type: 'terms.toggle' },
    { type: 'captcha.verified', token: 'development-captcha-token' },
    { type: 'captcha.expired' },
    { type: 'session.started' },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'details.submit', details: VALID_DETAILS },
    { type: 'submit' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add the customer.' },
    { type: 'submit.retry' },
  ];
  if (context.beneficiaries.length === 0) events.push({ type: 'beneficiary.add', beneficiary: SPOUSE });
  return events;
}

export const VALID_INDIVIDUAL: IndividualDetails = {
  firstName: 'Neema',
  lastName: 'Mushi',
  mobile: '0712345678',
  dob: yearsAgo(34),
  sex: 'female',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19900115141230000123',
  address: 'Mikocheni, Dar es Salaam',
  accountNumber: '0150123456789',
};

export const KIN_SPOUSE: NextOfKin = {
  firstName: 'Daudi',
  lastName: 'Mushi',
  mobile: '+255754321098',
  dob: yearsAgo(37),
  sex: 'male',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19870303141230000456',
  address: 'Mikocheni, Dar es Salaam',
  relationship: 2,
};

export const KIN_PARENT: NextOfKin = {
  firstName: 'Mariamu',
  lastName: 'Lyimo',
  mobile: '0687654321',
  dob: yearsAgo(62),
  sex: 'female',
  maritalStatus: 'single',
  idType: 2,
  idNumber: 'T1000234567',
  address: 'Moshi, Kilimanjaro',
  relationship: 4,
};

export const INDIVIDUAL_POLICY: ChosenPolicy = {
  policyId: '5b0f7a7e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  name: 'Individual Life Cover',
  premium: 15_000,
  memberBenefit: 10_000_000,
  spouseBenefit: 5_000_000,
  childBenefit: 2_500_000,
  parentBenefit: 2_000_000,
  parentInLawBenefit: 1_500_000,
};

/** Events of the registration model; a third next of kin and duplicates are always offered, and refused. */
export function individualRegistrationEvents(
  context: IndividualRegistrationContext,
): IndividualRegistrationEvent[] {
  return [
    { type: 'details.submit', details: VALID_INDIVIDUAL },
    { type: 'details.submit', details: { ...VALID_INDIVIDUAL, mobile: '0812345678' } },
    { type: 'policy.choose', policy: INDIVIDUAL_POLICY },
    { type: 'policy.choose', policy: { policyId: '', name: 'Nothing' } },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'step.goto', step: 'basic-details' },
    { type: 'step.goto', step: 'next-of-keens' },
    { type: 'kin.add', kin: context.nextOfKins.length === 0 ? KIN_SPOUSE : KIN_PARENT },
    // The same person again (by id number), and the customer as their own next of kin.
    { type: 'kin.add', kin: { ...KIN_SPOUSE, firstName: 'Yusufu' } },
    { type: 'kin.add', kin: { ...KIN_PARENT, idNumber: VALID_INDIVIDUAL.idNumber } },
    { type: 'kin.update', index: 0, kin: { ...KIN_SPOUSE, address: 'Mbezi Beach, Dar es Salaam' } },
    { type: 'kin.update', index: 5, kin: KIN_PARENT },
    { type: 'kin.remove', index: 0 },
    { type: 'register' },
    { type: 'register.attempted' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add the customer.' },
    { type: 'submit.retry' },
  ];
}

/** A narrower event set whose every simple path to done can be enumerated. */
export function individualRegistrationJourneyEvents(
  context: IndividualRegistrationContext,
): IndividualRegistrationEvent[] {
  const events: IndividualRegistrationEvent[] = [
    { type: 'details.submit', details: VALID_INDIVIDUAL },
    { type: 'policy.choose', policy: INDIVIDUAL_POLICY },
    { type: 'step.next' },
    { type: 'step.previous' },
    { type: 'register' },
    { type: 'submit.succeeded' },
    { type: 'submit.failed', message: 'Failed to add the customer.' },
    { type: 'submit.retry' },
  ];
  if (context.nextOfKins.length === 0) events.push({ type: 'kin.add', kin: KIN_SPOUSE });
  return events;
}
