import type { AuthEvent } from '../../machines/auth.machine';
import type { ConfirmEvent } from '../../machines/confirm.machine';
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
