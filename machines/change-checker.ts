import { checkerRefusal } from './cover-status.machine';

/** Why a staff user may not decide on a waiting change, as the record's panel tells them. */
export type ChangeDecisionRefusal = 'proposer' | 'maker' | 'no-permission';

/**
 * Whether the signed-in user may approve or reject the change waiting on a record, by the
 * four-eyes rule of the cover-status chart: the area's approve permission, and none of the
 * record's makers (the proposer is one). Null when they may.
 */
export function changeDecisionRefusal(
  user: { userId: string; permissions: readonly string[] } | null | undefined,
  makerIds: readonly string[],
  proposerId: string | null,
  area: 'customers' | 'diasporas' | 'groups',
): ChangeDecisionRefusal | null {
  if (!user) return 'no-permission';
  if (user.userId === proposerId) return 'proposer';
  const makers = proposerId ? [...makerIds, proposerId] : makerIds;
  const by = { userId: user.userId, canApprove: user.permissions.includes(`${area}.approve`) };
  const refusal = checkerRefusal(makers, by);
  return refusal === 'same-user' ? 'maker' : refusal;
}
