import type { CoverActor, CoverStatusEvent } from '@machines/cover-status.machine';

/** The staff of the generated paths: the record's maker, a checker, and a user without approval rights. */
export const MAKER: CoverActor = { userId: 'officer-maker', canApprove: true };
export const CHECKER: CoverActor = { userId: 'admin-checker', canApprove: true };
export const CLERK: CoverActor = { userId: 'clerk-no-approve', canApprove: false };

export const COVER_STATUS_INPUT = { status: 'in-progress', creatorId: MAKER.userId } as const;

/** Every action by every actor, with and without a reason: the guards decide. */
export const COVER_STATUS_EVENTS: CoverStatusEvent[] = [
  ...[MAKER, CHECKER, CLERK].flatMap((by): CoverStatusEvent[] => [
    { type: 'approve', by },
    { type: 'reinstate', by },
    { type: 'reject', by, reason: 'Account number does not match the id' },
    { type: 'reject', by, reason: '' },
    { type: 'lapse', by, reason: 'Premiums unpaid for three months' },
    { type: 'cancel', by, reason: 'Cancelled at the customer’s request' },
    { type: 'reopen', by, reason: 'Corrected the account number' },
  ]),
  { type: 'exhaust', reason: 'Maximum benefit used up' },
  { type: 'lapse-unpaid', reason: 'premiums unpaid' },
  { type: 'expire', reason: 'cover expired with premiums unpaid' },
  { type: 'renew', paidUp: true },
  { type: 'renew', paidUp: false },
];

/** The maker and the checker taking turns, one reasoned event per action: small enough for every simple path. */
export const COVER_STATUS_TURNS: CoverStatusEvent[] = [
  ...[MAKER, CHECKER].flatMap((by): CoverStatusEvent[] => [
    { type: 'approve', by },
    { type: 'reinstate', by },
    { type: 'reject', by, reason: 'Account number does not match the id' },
    { type: 'cancel', by, reason: 'Cancelled at the customer’s request' },
    { type: 'reopen', by, reason: 'Corrected the account number' },
  ]),
  { type: 'exhaust', reason: 'Maximum benefit used up' },
];
