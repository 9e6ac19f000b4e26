import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord, WaitingClaim } from '../../api/approvals';
import type { ApiClient, ApiResult } from '../../api/client';
import { describeFailure } from '../../api/errors';
import { formatTsh } from '../../domain/money';
import { errorText } from '../../i18n';
import { useConfirm } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toaster';
import { decideClaim, decideRecord, refreshAfterDecision } from './approvals-api';

/** What the reject dialog is open for. */
export type Rejecting = { kind: 'record'; record: ApprovalRecord } | { kind: 'claim'; claim: WaitingClaim };

/**
 * The inbox's decisions: approve through the confirmation dialog, reject with a reason; a toast
 * tells how it went, and the inbox and record lists are read again. `busy` holds the ids
 * being decided, so their buttons wait.
 */
export function useDecisions(api: ApiClient) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);

  const mark = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Sends one decision; answers the server's message about the reason when it refused it. */
  const send = async (
    id: string,
    request: () => Promise<ApiResult<unknown>>,
    doneText: string,
  ): Promise<{ ok: boolean; reasonMessage?: string }> => {
    mark(id, true);
    const result = await request();
    if (result.error) {
      mark(id, false);
      notify.error(t('approvals.decisionFailed'), { description: describeFailure(result.error, errorText) });
      return { ok: false, reasonMessage: result.error.messages.reason };
    }
    notify.success(doneText);
    // The row's buttons wait until the inbox, read again, no longer holds it.
    void refreshAfterDecision(queryClient).finally(() => mark(id, false));
    return { ok: true };
  };

  const approveRecord = async (record: ApprovalRecord) => {
    const approved = await confirm({
      type: 'success',
      title: t('approvals.approveRecord.title'),
      message: t('approvals.approveRecord.message', {
        name: record.name,
        kind: t(`approvals.kind.${record.kind}`),
      }),
      okayText: t('approvals.approveRecord.okay'),
    });
    if (!approved) return;
    await send(
      record.id,
      () => decideRecord(api, record, 'approve'),
      t('approvals.done.recordApproved', { name: record.name }),
    );
  };

  const approveClaim = async (claim: WaitingClaim) => {
    const approved = await confirm({
      type: 'success',
      title: t('approvals.approveClaim.title'),
      message: t('approvals.approveClaim.message', {
        type: t(`approvals.claims.type.${claim.type ?? 'unknown'}`).toLowerCase(),
        amount: formatTsh(claim.amount),
        insured: claim.insuredName,
        holder: claim.holderName,
      }),
      okayText: t('approvals.approveClaim.okay'),
    });
    if (!approved) return;
    await send(
      claim.claimId,
      () => decideClaim(api, claim, 'approve'),
      t('approvals.done.claimApproved', { name: claim.insuredName }),
    );
  };

  /** Rejects what the dialog is open for; the dialog closes unless the reason itself was refused. */
  const reject = async (reason: string): Promise<string | undefined> => {
    if (!rejecting) return undefined;
    const outcome =
      rejecting.kind === 'record'
        ? await send(
            rejecting.record.id,
            () => decideRecord(api, rejecting.record, 'reject', reason),
            t('approvals.done.recordRejected', { name: rejecting.record.name }),
          )
        : await send(
            rejecting.claim.claimId,
            () => decideClaim(api, rejecting.claim, 'reject', reason),
            t('approvals.done.claimRejected', { name: rejecting.claim.insuredName }),
          );
    if (outcome.reasonMessage) return outcome.reasonMessage;
    setRejecting(null);
    return undefined;
  };

  return {
    busy,
    rejecting,
    approveRecord,
    approveClaim,
    startReject: setRejecting,
    cancelReject: () => setRejecting(null),
    reject,
  };
}
