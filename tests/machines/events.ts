import type { AuthEvent } from '../../machines/auth.machine';
import type { ConfirmEvent } from '../../machines/confirm.machine';
import type { OnboardingContext, OnboardingEvent } from '../../machines/onboarding.machine';
import type { DeclaredMember, DiasporaDetails } from '../../src/domain/diaspora';
import type { StaffUser } from '../../src/domain/staff';

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
