import { Button, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { type ClaimHolderRef, decideClaim, payClaim } from '@/api/claims';
import { formatTsh } from '@/domain/money';
import { can, type StaffUser } from '@/domain/staff';
import { useTranslation } from '@/i18n/use-translation';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { notify } from '@/ui/primitives/toaster';

/** What a claim's row needs to offer its next step. */
export interface ClaimAwaiting {
  claimId: string;
  amount: number;
  status: string;
  insuredName?: string | null;
  /** Who recorded it: they may not approve it. Unknown, the server still refuses them. */
  submittedById?: string | null;
  /** Who made it (recorded it or added a document): none of them may approve it. */
  makerIds?: readonly string[] | undefined;
}

/**
 * The step a claim waits for that the signed-in staff member may take: approving a submitted
 * claim (someone who made none of it), or marking an approved one paid. `checker` when they could
 * approve but recorded or documented the claim themselves.
 */
export type ClaimNextStep = 'approve' | 'pay' | 'checker';

/**
 * Whether the user made the claim: a hint for the screen only, the server's four-eyes rule (the
 * cover-status chart's) decides, and answers 403 to a maker all the same.
 */
const isClaimMaker = (claim: ClaimAwaiting, userId: string) =>
  claim.submittedById === userId || (claim.makerIds ?? []).includes(userId);

export function nextStepOf(claim: ClaimAwaiting, user: StaffUser | null): ClaimNextStep | null {
  if (claim.status === 'submitted' && can(user, 'claims.approve'))
    return user && isClaimMaker(claim, user.userId) ? 'checker' : 'approve';
  if (claim.status === 'approved' && can(user, 'claims.pay')) return 'pay';
  return null;
}

/**
 * The next step on a claim's row: Approve or Mark paid, each confirmed first, or a word that a
 * second staff member approves. Nothing when the user may take no step.
 */
export function ClaimNextStepAction({
  claim,
  user,
  holder,
  describedBy,
}: {
  claim: ClaimAwaiting;
  user: StaffUser | null;
  holder: ClaimHolderRef;
  /** The id of the row's summary: which claim the button acts on. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const step = nextStepOf(claim, user);
  if (!step) return null;
  if (step === 'checker')
    return (
      <Text fontSize="xs" color="ink.muted" textAlign="end" maxW="40">
        {t('ui.claims.next.checker')}
      </Text>
    );

  const words = { amount: formatTsh(claim.amount), name: claim.insuredName ?? '' };
  const take = async () => {
    const done =
      step === 'approve'
        ? await confirm({
            type: 'success',
            title: t('ui.claims.approve.title'),
            message: t('ui.claims.approve.message', words),
            okayText: t('ui.claims.approve.okay'),
            loadingText: t('ui.confirm.processing'),
            action: async () => {
              await decideClaim(api, queryClient, holder, claim.claimId, { action: 'approve' });
            },
          })
        : await confirm({
            type: 'warning',
            title: t('ui.claims.pay.title'),
            message: t('ui.claims.pay.message', words),
            okayText: t('ui.claims.pay.okay'),
            loadingText: t('ui.confirm.processing'),
            action: async () => {
              await payClaim(api, queryClient, holder, claim.claimId);
            },
          });
    if (done) notify.success(step === 'approve' ? t('ui.claims.approve.done') : t('ui.claims.pay.done'));
  };

  return (
    <Button
      size="xs"
      colorPalette={step === 'approve' ? 'teal' : 'green'}
      aria-describedby={describedBy}
      onClick={() => void take()}
    >
      {step === 'approve' ? t('ui.claims.actions.approve') : t('ui.claims.actions.pay')}
    </Button>
  );
}
