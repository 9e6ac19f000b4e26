import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Clock, X } from 'lucide-react';
import { useId } from 'react';
import { formatDate } from '@/domain/dates';
import { useTranslation } from '@/i18n/use-translation';
import { RejectDialog } from '@/ui/form/reject-dialog';
import type { DecisionRefusal } from './pending-change-section';
import { type ChangeDecisionOutcome, useWaitingDecision } from './use-waiting-decision';

/** A record's waiting deletion, as the contract's DeletionRequest carries it. */
export interface DeletionWaitingView {
  deletionId: string;
  reason: string;
  requestedBy: { userId: string; name: string } | null;
  requestedAt: string;
}

export interface DeletionWaitingSectionProps {
  deletion: DeletionWaitingView;
  /** The record's name as its panel shows it. */
  recordName: string;
  /** Null when the user may approve or reject the deletion; 'proposer' is its requester. */
  refusal: DecisionRefusal | null;
  /** Sends the decision. */
  onDecide: (decision: 'approve' | 'reject', reason?: string) => Promise<ChangeDecisionOutcome>;
}

/**
 * On a record's panel: the deletion that waits for a second staff member, who asked for it and
 * why, and Approve and Reject for a user who may decide it (none of the record's makers).
 */
export function DeletionWaitingSection({
  deletion,
  recordName,
  refusal,
  onDecide,
}: DeletionWaitingSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { sending, rejecting, setRejecting, approve, reject } = useWaitingDecision({
    area: 'deletion',
    recordName,
    confirmType: 'danger',
    onDecide,
  });

  const requestedAt = formatDate(deletion.requestedAt);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      rounded="xl"
      p="4"
    >
      <HStack gap="2" mb="1" color="navy.900">
        <Clock aria-hidden size={16} />
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="semibold">
          {t('ui.deletion.title')}
        </Heading>
      </HStack>
      <Stack gap="3" fontSize="sm">
        <Stack gap="0.5">
          <Text color="ink.muted">
            {deletion.requestedBy
              ? t('ui.deletion.requestedBy', { name: deletion.requestedBy.name, date: requestedAt })
              : t('ui.deletion.requestedByUnknown', { date: requestedAt })}
          </Text>
          <Text color="navy.900" overflowWrap="anywhere">
            {t('ui.deletion.reason', { reason: deletion.reason })}
          </Text>
          <Text color="navy.900">{t('ui.deletion.stays')}</Text>
        </Stack>

        {refusal === null ? (
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            role="group"
            aria-label={t('ui.deletion.actions.label')}
            gap="2"
          >
            <Button
              size="sm"
              colorPalette="red"
              loading={sending === 'approve'}
              disabled={sending !== null}
              onClick={() => void approve()}
            >
              <Check aria-hidden size={16} />
              {t('ui.deletion.actions.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="navy"
              bg="white"
              disabled={sending !== null}
              onClick={() => setRejecting(true)}
            >
              <X aria-hidden size={16} />
              {t('ui.deletion.actions.reject')}
            </Button>
          </Stack>
        ) : (
          <Text color="ink.muted">
            {t(
              `ui.deletion.hint.${refusal === 'no-permission' ? 'readOnly' : refusal === 'proposer' ? 'requester' : 'maker'}`,
            )}
          </Text>
        )}
      </Stack>

      <RejectDialog
        subject={
          rejecting
            ? {
                title: t('ui.deletion.reject.title'),
                intro: t('ui.deletion.reject.intro', { name: recordName }),
              }
            : null
        }
        onCancel={() => setRejecting(false)}
        onReject={reject}
      />
    </Box>
  );
}
