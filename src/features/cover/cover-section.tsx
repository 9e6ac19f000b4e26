import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AUTOMATIC_ACTIONS, type CoverAction } from '@machines/cover-status.machine';
import { type ReactNode, useState } from 'react';
import type { CoverState } from '@/api/cover';
import { type ApiFailure, describeFailure, failureOf } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from '@/ui/form/form-dialog';
import { ReasonForm } from '@/ui/form/reason-form';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { DateText } from '@/ui/primitives/date-text';
import { notify } from '@/ui/primitives/toaster';

/** The moves a staff user can ask for: every move of the chart but the automatic ones. */
export type StaffCoverAction = Exclude<CoverAction, 'exhaust' | 'lapse-unpaid' | 'expire' | 'renew'>;
type ReasonedAction = Exclude<StaffCoverAction, 'approve' | 'reinstate'>;

const isStaffMove = (action: CoverAction): action is StaffCoverAction => !AUTOMATIC_ACTIONS.includes(action);
const needsChecker = (action: StaffCoverAction): action is 'approve' | 'reinstate' =>
  action === 'approve' || action === 'reinstate';

export interface CoverSectionProps {
  cover: CoverState;
  /** The moves to offer the signed-in user (`offeredMoves` of the cover-status chart). */
  moves: readonly CoverAction[];
  /** The signed-in user is one of the record's makers (`cover.makerIds`): someone else must approve it. */
  isMaker?: boolean;
  /** Shown instead of any hint, e.g. that a group member's cover is the group's. */
  note?: string;
  /** Sends a move; rejects with the server's failure (an ApiError). */
  onMove?: (action: StaffCoverAction, reason?: string) => Promise<unknown>;
  /** The certificate of cover's link, for a covered record. */
  certificate?: ReactNode;
}

/**
 * A record's cover in its details view: status, start date, waiting period end, expiry date and
 * the reason of the last move, with one button per move the user may make. Approving and
 * reinstating ask for confirmation; the other moves ask for a reason.
 */
export function CoverSection({
  cover,
  moves,
  isMaker = false,
  note,
  onMove,
  certificate,
}: CoverSectionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [sending, setSending] = useState<StaffCoverAction | null>(null);
  const [asking, setAsking] = useState<ReasonedAction | null>(null);
  const offered = onMove ? moves.filter(isStaffMove) : [];

  /** Sends one move; answers the failure, or null once it is done. */
  const send = async (action: StaffCoverAction, reason?: string): Promise<ApiFailure | null> => {
    if (!onMove) return null;
    setSending(action);
    try {
      await onMove(action, reason);
      notify.success(t(`ui.cover.done.${action}`));
      return null;
    } catch (error) {
      const failure = failureOf(error);
      notify.error(t('ui.cover.failed'), { description: describeFailure(failure, errorText) });
      return failure;
    } finally {
      setSending(null);
    }
  };

  const start = async (action: StaffCoverAction) => {
    if (!needsChecker(action)) {
      setAsking(action);
      return;
    }
    const confirmed =
      action === 'approve'
        ? await confirm({
            type: 'success',
            title: t('ui.cover.confirmApprove.title'),
            message: t('ui.cover.confirmApprove.message'),
            okayText: t('ui.cover.confirmApprove.okay'),
          })
        : await confirm({
            type: 'warning',
            title: t('ui.cover.confirmReinstate.title'),
            message: t('ui.cover.confirmReinstate.message'),
            okayText: t('ui.cover.confirmReinstate.okay'),
          });
    if (confirmed) await send(action);
  };

  const hint =
    note ??
    (isMaker && cover.status === 'in-progress' && !offered.includes('approve')
      ? t('ui.cover.waitingForChecker')
      : isMaker && cover.status === 'uncovered' && !offered.includes('reinstate')
        ? t('ui.cover.reinstateNeedsChecker')
        : offered.length === 0
          ? t('ui.cover.readOnly')
          : null);

  return (
    <DetailSection
      title={t('ui.cover.title')}
      aside={
        <Badge
          colorPalette={cover.status === 'covered' ? 'teal' : cover.status === 'uncovered' ? 'red' : 'gold'}
        >
          {t(`shell.status.${cover.status}`)}
        </Badge>
      }
    >
      <Stack gap="4">
        <Fields>
          <Field label={t('ui.cover.startDate')}>
            {cover.coverStartDate ? (
              <DateText value={cover.coverStartDate} />
            ) : (
              <MutedValue>{t('ui.cover.notCovered')}</MutedValue>
            )}
          </Field>
          <Field label={t('ui.cover.waitingPeriodEnd')}>
            {cover.waitingPeriodEnd ? (
              <DateText value={cover.waitingPeriodEnd} />
            ) : (
              <MutedValue>{t('ui.cover.none')}</MutedValue>
            )}
          </Field>
          <Field label={t('ui.cover.expiryAt')}>
            {cover.expiryAt ? (
              <DateText value={cover.expiryAt} />
            ) : (
              <MutedValue>{t('ui.cover.none')}</MutedValue>
            )}
          </Field>
          {cover.statusReason ? <Field label={t('ui.cover.reason')}>{cover.statusReason}</Field> : null}
        </Fields>
        {certificate}

        {offered.length > 0 ? (
          <HStack role="group" aria-label={t('ui.cover.actionsLabel')} gap="2" wrap="wrap">
            {offered.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={needsChecker(action) ? 'solid' : 'outline'}
                colorPalette={needsChecker(action) ? 'teal' : action === 'reopen' ? 'navy' : 'red'}
                disabled={sending !== null}
                loading={sending === action}
                loadingText={t('ui.cover.sending')}
                onClick={() => void start(action)}
              >
                {t(`ui.cover.actions.${action}`)}
              </Button>
            ))}
          </HStack>
        ) : null}

        {hint ? (
          <Text fontSize="sm" color="ink.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>

      <FormDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`ui.cover.reasonDialog.title.${asking}`) : ''}
      >
        {asking ? (
          <ReasonForm
            texts={{
              intro: t('ui.cover.reasonDialog.intro'),
              label: t('ui.cover.reasonDialog.label'),
              hint: t('ui.cover.reasonDialog.hint'),
              required: t('ui.cover.reasonDialog.required'),
              tooShort: t('ui.cover.reasonDialog.tooShort'),
              tooLong: t('ui.cover.reasonDialog.tooLong'),
              back: t('ui.cover.reasonDialog.back'),
              submit: t(`ui.cover.actions.${asking}`),
              sending: t('ui.cover.sending'),
            }}
            colorPalette={asking === 'reopen' ? 'navy' : 'red'}
            onCancel={() => setAsking(null)}
            onSubmit={async (reason) => {
              const failure = await send(asking, reason);
              if (!failure) setAsking(null);
              return failure;
            }}
          />
        ) : null}
      </FormDialog>
    </DetailSection>
  );
}
