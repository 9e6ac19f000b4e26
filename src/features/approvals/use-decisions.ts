import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context';
import type { ApprovalItem } from '@/api/approvals';
import { describeFailure } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { notify } from '@/ui/primitives/toaster';
import { type Decision, decide, isStale, refreshAfterDecision } from './approvals-api';

/**
 * The inbox's decisions: approve through the confirmation dialog, reject with a reason; a toast
 * tells how it went, and the inbox, its counts and the record lists are read again. `busy` holds
 * the ids being decided, so their buttons wait.
 */
export function useDecisions() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const doneText = (item: ApprovalItem, action: Decision) => {
    const name = item.name;
    if (item.kind === 'change') return t(`ui.change.done.${action}`, { name });
    if (item.kind === 'deletion') return t(`ui.deletion.done.${action}`, { name });
    if (item.kind === 'results-file')
      return action === 'approve'
        ? t('approvals.done.resultsApproved', { name })
        : t('approvals.done.resultsRejected', { name });
    if (item.kind === 'claim')
      return action === 'approve'
        ? t('approvals.done.claimApproved', { name })
        : t('approvals.done.claimRejected', { name });
    return action === 'approve'
      ? t('approvals.done.recordApproved', { name })
      : t('approvals.done.recordRejected', { name });
  };

  /** Sends one decision; answers the server's message about the reason when it refused it. */
  const send = async (
    item: ApprovalItem,
    action: Decision,
    reason?: string,
  ): Promise<{ ok: boolean; reasonMessage?: string }> => {
    mark(item.id, true);
    const result = await decide(api, item, action, reason);
    if (result.error) {
      notify.error(t('approvals.decisionFailed'), { description: describeFailure(result.error, errorText) });
      if (isStale(result.error.status)) {
        // Decided by someone else meanwhile: the row leaves once the inbox has been read again.
        void refreshAfterDecision(queryClient).finally(() => mark(item.id, false));
      } else mark(item.id, false);
      return { ok: false, reasonMessage: result.error.messages.reason };
    }
    notify.success(doneText(item, action));
    // The row's buttons wait until the inbox, read again, no longer holds it.
    void refreshAfterDecision(queryClient).finally(() => mark(item.id, false));
    return { ok: true };
  };

  const confirmApproval = (item: ApprovalItem) => {
    if (item.kind === 'change')
      return confirm({
        type: 'success',
        title: t('ui.change.confirmApprove.title'),
        message: t('ui.change.confirmApprove.message', { name: item.name }),
        okayText: t('ui.change.confirmApprove.okay'),
      });
    if (item.kind === 'deletion')
      return confirm({
        type: 'danger',
        title: t('ui.deletion.confirmApprove.title'),
        message: t('ui.deletion.confirmApprove.message', { name: item.name }),
        okayText: t('ui.deletion.confirmApprove.okay'),
      });
    if (item.resultsFile)
      return confirm({
        type: 'success',
        title: t('approvals.approveResults.title'),
        message: t('approvals.approveResults.message', {
          name: item.name,
          paid: item.resultsFile.paid.premiums,
          amount: formatTsh(item.resultsFile.paid.amount),
          failed: item.resultsFile.failed.premiums,
        }),
        okayText: t('approvals.approveResults.okay'),
      });
    if (item.claim)
      return confirm({
        type: 'success',
        title: t('approvals.approveClaim.title'),
        message: t('approvals.approveClaim.message', {
          type: t(`approvals.claims.type.${item.claim.type ?? 'unknown'}`).toLowerCase(),
          amount: formatTsh(item.claim.amount),
          insured: item.name,
          holder: item.claim.holderName,
        }),
        okayText: t('approvals.approveClaim.okay'),
      });
    return confirm({
      type: 'success',
      title: t('approvals.approveRecord.title'),
      message: t('approvals.approveRecord.message', {
        name: item.name,
        kind: t(`approvals.kind.${item.kind}`),
      }),
      okayText: t('approvals.approveRecord.okay'),
    });
  };

  const approve = async (item: ApprovalItem) => {
    if (await confirmApproval(item)) await send(item, 'approve');
  };

  /** Rejects what the dialog is open for; the dialog closes unless the reason itself was refused. */
  const reject = async (reason: string): Promise<string | undefined> => {
    if (!rejecting) return undefined;
    const outcome = await send(rejecting, 'reject', reason);
    if (outcome.reasonMessage) return outcome.reasonMessage;
    setRejecting(null);
    return undefined;
  };

  return {
    busy,
    rejecting,
    approve,
    startReject: setRejecting,
    cancelReject: () => setRejecting(null),
    reject,
  };
}
