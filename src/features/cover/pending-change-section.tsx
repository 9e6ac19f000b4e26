import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Clock, X } from 'lucide-react';
import { useId } from 'react';
import { formatDate } from '@/domain/dates';
import { useTranslation } from '@/i18n/use-translation';
import { RejectDialog } from '@/ui/form/reject-dialog';
import { ChangeDiff, type ChangedFieldView } from '@/ui/layout/change-diff';

import { type ChangeDecisionOutcome, useWaitingDecision } from './use-waiting-decision';
/** A record's waiting change, as the contract's PendingChange carries it. */
export interface PendingChangeView {
  changeId: string;
  changeKind: 'details' | 'member';
  fields: readonly ChangedFieldView[];
  proposedBy: { userId: string; name: string } | null;
  proposedAt: string;
}

/** Why the signed-in user may not decide; null when they may. */
export type DecisionRefusal = 'proposer' | 'maker' | 'no-permission';

export interface PendingChangeSectionProps {
  change: PendingChangeView;
  /** The record's name as its panel shows it. */
  recordName: string;
  /** Null when the user may approve or reject the change. */
  refusal: DecisionRefusal | null;
  /** Sends the decision. */
  onDecide: (decision: 'approve' | 'reject', reason?: string) => Promise<ChangeDecisionOutcome>;
  loadFile?: ((url: string) => Promise<Blob>) | undefined;
}

/**
 * On a covered record's panel: the change that waits for a second staff member, its fields
 * before and after, and Approve and Reject for a user who may decide on it (not its makers).
 */
export function PendingChangeSection({
  change,
  recordName,
  refusal,
  onDecide,
  loadFile,
}: PendingChangeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { sending, rejecting, setRejecting, approve, reject } = useWaitingDecision({
    area: 'change',
    recordName,
    confirmType: 'success',
    onDecide,
  });

  const proposedAt = formatDate(change.proposedAt);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="gold.50"
      borderWidth="1px"
      borderColor="gold.300"
      rounded="xl"
      p="4"
    >
      <HStack gap="2" mb="1" color="navy.900">
        <Clock aria-hidden size={16} />
        <Heading as="h3" id={headingId} fontSize="sm" fontWeight="semibold">
          {t('ui.change.title')}
        </Heading>
      </HStack>
      <Stack gap="3">
        <Stack gap="0.5" fontSize="sm">
          <Text color="ink.muted">
            {change.proposedBy
              ? t('ui.change.proposedBy', { name: change.proposedBy.name, date: proposedAt })
              : t('ui.change.proposedByUnknown', { date: proposedAt })}
          </Text>
          <Text color="navy.900">
            {change.changeKind === 'member' ? t('ui.change.memberWaits') : t('ui.change.keepsApproved')}
          </Text>
        </Stack>

        <Box bg="white" borderWidth="1px" rounded="lg" px="3" pb="2" pt="2">
          <ChangeDiff
            fields={change.fields}
            label={t('ui.change.label', { name: recordName })}
            loadFile={loadFile}
          />
        </Box>

        {refusal === null ? (
          // Side by side where they fit, one above the other at full width on a phone.
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            role="group"
            aria-label={t('ui.change.actions.label')}
            gap="2"
          >
            <Button
              size="sm"
              colorPalette="teal"
              loading={sending === 'approve'}
              disabled={sending !== null}
              onClick={() => void approve()}
            >
              <Check aria-hidden size={16} />
              {t('ui.change.actions.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              bg="white"
              disabled={sending !== null}
              onClick={() => setRejecting(true)}
            >
              <X aria-hidden size={16} />
              {t('ui.change.actions.reject')}
            </Button>
          </Stack>
        ) : (
          <Text fontSize="sm" color="ink.muted">
            {t(`ui.change.hint.${refusal === 'no-permission' ? 'readOnly' : refusal}`)}
          </Text>
        )}
      </Stack>

      <RejectDialog
        subject={
          rejecting
            ? {
                title: t('ui.change.reject.title'),
                intro: t('ui.change.reject.intro', { name: recordName }),
              }
            : null
        }
        onCancel={() => setRejecting(false)}
        onReject={reject}
      />
    </Box>
  );
}
