import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { notify } from '@/ui/primitives/toaster';

export type WaitingDecision = 'approve' | 'reject';

/** How a decision ended: done, or why not (and the server's word on the reason, if any). */
export type ChangeDecisionOutcome =
  | { ok: true }
  | { ok: false; description: string; reasonMessage: string | undefined };

/**
 * The decision on what waits on a record for a second staff member (a change, a deletion): which
 * decision is being sent, whether the reject dialog is open, the approval behind its confirmation,
 * and the toasts in the words of `area` (`ui.change.*` or `ui.deletion.*`).
 */
export function useWaitingDecision({
  area,
  recordName,
  confirmType,
  onDecide,
}: {
  area: 'change' | 'deletion';
  recordName: string;
  confirmType: 'success' | 'danger';
  onDecide: (decision: WaitingDecision, reason?: string) => Promise<ChangeDecisionOutcome>;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [sending, setSending] = useState<WaitingDecision | null>(null);
  const [rejecting, setRejecting] = useState(false);

  /** Sends one decision; answers the server's word on the reason when it refused it. */
  const send = async (decision: WaitingDecision, reason?: string): Promise<string | undefined> => {
    setSending(decision);
    try {
      const outcome = await onDecide(decision, reason);
      if (outcome.ok) {
        notify.success(t(`ui.${area}.done.${decision}`, { name: recordName }));
        return undefined;
      }
      notify.error(t(`ui.${area}.failed`), { description: outcome.description });
      return outcome.reasonMessage;
    } finally {
      setSending(null);
    }
  };

  const approve = async () => {
    const confirmed = await confirm({
      type: confirmType,
      title: t(`ui.${area}.confirmApprove.title`),
      message: t(`ui.${area}.confirmApprove.message`, { name: recordName }),
      okayText: t(`ui.${area}.confirmApprove.okay`),
    });
    if (confirmed) await send('approve');
  };

  /** Sends the rejection; the dialog closes unless the server refused the reason. */
  const reject = async (reason: string): Promise<string | undefined> => {
    const refused = await send('reject', reason);
    if (!refused) setRejecting(false);
    return refused;
  };

  return { sending, rejecting, setRejecting, approve, reject };
}
