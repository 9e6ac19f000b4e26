import { Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import { approvalKeys } from '@/api/approvals';
import { decideResultFile, type PremiumResultFile, premiumKeys } from '@/api/premiums';
import { describeFailure } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { can } from '@/domain/staff';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { RejectDialog } from '@/ui/form/reject-dialog';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { notify } from '@/ui/primitives/toaster';
import { useStaffUser } from './use-staff-user';

/**
 * Approve or reject a checked results file: for a staff member who may approve and who did not
 * upload it (the server holds the same rule). Approving asks first, with what the file changes.
 */
export function ResultDecision({ file }: { file: PremiumResultFile }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useStaffUser();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const words = 'premiums.files.review';
  if (file.status !== 'waiting' || !file.summary) return null;
  if (file.uploadedBy?.userId === user?.userId)
    return (
      <Text fontSize="sm" color="ink.muted">
        {t(`${words}.ownFile`)}
      </Text>
    );
  if (!can(user, 'premiums.approve'))
    return (
      <Text fontSize="sm" color="ink.muted">
        {t(`${words}.mayNotDecide`)}
      </Text>
    );
  const { summary } = file;

  const send = async (decision: 'approve' | 'reject', reason?: string) => {
    setBusy(true);
    const failure = await decideResultFile(api, file.resultFileId, decision, reason);
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: premiumKeys.all });
    void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    if (failure) {
      notify.error(t(`${words}.decisionFailed`), { description: describeFailure(failure, errorText) });
      return failure.messages.reason;
    }
    notify.success(t(decision === 'approve' ? `${words}.approved` : `${words}.rejectedDone`));
    setRejecting(false);
    return undefined;
  };

  const approve = async () => {
    const records = summary.records.customer + summary.records.diaspora + summary.records.group;
    const yes = await confirm({
      type: 'success',
      title: t(`${words}.confirmTitle`),
      message: t(`${words}.confirmMessage`, {
        file: file.fileName,
        paid: summary.paid.premiums,
        amount: formatTsh(summary.paid.amount),
        failed: summary.failed.premiums,
        records,
      }),
      okayText: t(`${words}.confirmOkay`),
    });
    if (yes) await send('approve');
  };

  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="green" loading={busy} onClick={() => void approve()}>
          <Check aria-hidden size={16} />
          {t(`${words}.approve`)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={() => setRejecting(true)}
        >
          <X aria-hidden size={16} />
          {t(`${words}.reject`)}
        </Button>
      </HStack>
      <RejectDialog
        subject={
          rejecting
            ? { title: t(`${words}.rejectTitle`), intro: t(`${words}.rejectIntro`, { file: file.fileName }) }
            : null
        }
        onCancel={() => setRejecting(false)}
        onReject={(reason) => send('reject', reason)}
      />
    </>
  );
}
