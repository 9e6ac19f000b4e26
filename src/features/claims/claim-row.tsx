import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context';
import { type Claim, claimQuery } from '@/api/claims';
import { fetchStaffFile } from '@/api/files';
import { CLAIM_STATUSES, CLAIM_TYPES, type ClaimStatus, type ClaimType } from '@/domain/claim-rules';
import { dateFormat, dateLocale } from '@/domain/dates';
import { describeFailure, failureOf } from '@/domain/failures';
import { formatTsh } from '@/domain/money';
import { capitalise } from '@/domain/names';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { ClaimActions } from './claim-actions';
import { ClaimNextStepAction } from './claim-next-step';
import type { ClaimEntry, ClaimsManagement } from './claims-section';
import type { StaffSession } from './staff-session';

const isClaimStatus = (status: string): status is ClaimStatus =>
  (CLAIM_STATUSES as readonly string[]).includes(status);
const isClaimType = (type: string | null | undefined): type is ClaimType =>
  (CLAIM_TYPES as readonly (string | null | undefined)[]).includes(type);

const STATUS_PALETTE: Record<string, string> = {
  approved: 'teal',
  paid: 'green',
  rejected: 'red',
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status] ?? 'gold'}>
      {isClaimStatus(status) ? t(`ui.claims.status.${status}`) : capitalise(status)}
    </Badge>
  );
}

/** 'Mar 05, 2025 14:30' in the viewer's time zone. */
const dateTime = (iso: string) =>
  DateTime.fromISO(iso)
    .setLocale(dateLocale())
    .toFormat(`${dateFormat('short')} HH:mm`);

/** The time payment falls due (SPEC §9: 48 hours after the last document), red once it has passed. */
function PaymentDue({ dueAt, status }: { dueAt: string; status: string }) {
  const { t } = useTranslation();
  const overdue = status !== 'paid' && status !== 'rejected' && DateTime.fromISO(dueAt) < DateTime.now();
  return (
    <HStack gap="1.5" wrap="wrap" data-overdue={overdue || undefined}>
      <Text as="span" color={overdue ? 'fg.error' : 'ink.muted'} fontWeight={overdue ? 'semibold' : 'normal'}>
        {t('ui.claims.paymentDue', { date: dateTime(dueAt) })}
      </Text>
      {overdue ? (
        <Badge size="sm" variant="solid" colorPalette="red">
          {t('ui.claims.overdue')}
        </Badge>
      ) : null}
    </HStack>
  );
}

const STEP_ORDER: Record<string, number> = { submitted: 0, approved: 1, paid: 2, rejected: 2 };

/**
 * The row as the freshest answer has it: the claim read in full (after a step taken here, or
 * when its details were opened) unless the record's list has since moved it further.
 */
export function ManagedClaimRow({
  claim,
  manage,
  session,
}: {
  claim: ClaimEntry;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const api = useApi();
  const full = useQuery({ ...claimQuery(api, claim.claimId), enabled: false }).data;
  const fresher = full && (STEP_ORDER[full.status] ?? 0) >= (STEP_ORDER[claim.status] ?? 0);
  const shown: ClaimEntry = fresher
    ? {
        ...claim,
        status: full.status,
        submittedById: full.submittedBy?.userId ?? null,
        makerIds: full.makerIds,
      }
    : claim;
  return <ClaimRow claim={shown} manage={manage} session={session} />;
}

export function ClaimRow({
  claim,
  manage,
  session,
}: {
  claim: ClaimEntry;
  manage?: ClaimsManagement;
  session?: StaffSession;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const summaryId = useId();
  const name = claim.insuredName ?? null;
  return (
    <Box as="li" py="2.5" _first={{ pt: '0' }} _last={{ pb: '0' }} fontSize="sm">
      <HStack justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Stack id={summaryId} gap="0.5" minW="0">
          {name || isClaimType(claim.type) ? (
            <Text as="span" color="navy.900">
              {name ? (
                <Text as="span" fontWeight="semibold">
                  {name}
                </Text>
              ) : null}
              {name && isClaimType(claim.type) ? ' · ' : null}
              {isClaimType(claim.type) ? t(`ui.claims.types.${claim.type}`) : null}
            </Text>
          ) : null}
          <Money amount={claim.amount} fontWeight="semibold" color="navy.900" />
          {claim.eventDate ? (
            <Text as="span" color="ink.muted">
              {t('ui.claims.eventOn')} <DateText value={claim.eventDate} />
            </Text>
          ) : (
            <DateText value={claim.createdAt} color="ink.muted" />
          )}
          {claim.paymentDueAt ? <PaymentDue dueAt={claim.paymentDueAt} status={claim.status} /> : null}
        </Stack>
        <Stack gap="1.5" align="flex-end">
          <StatusBadge status={claim.status} />
          {manage && session ? (
            <ClaimNextStepAction
              claim={claim}
              user={session.user}
              holder={manage.holder}
              describedBy={summaryId}
            />
          ) : null}
          {manage ? (
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="navy"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t('ui.claims.detailsOf', { name: name ?? formatTsh(claim.amount) })}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t('ui.claims.hideDetails') : t('ui.claims.showDetails')}
              {open ? <ChevronUp aria-hidden size={14} /> : <ChevronDown aria-hidden size={14} />}
            </Button>
          ) : null}
        </Stack>
      </HStack>
      {manage && session && open ? (
        <Box id={detailsId} mt="3" p="3" bg="bg.muted" rounded="md">
          <ClaimDetails claimId={claim.claimId} manage={manage} session={session} />
        </Box>
      ) : null}
    </Box>
  );
}

function ClaimDetails({
  claimId,
  manage,
  session,
}: {
  claimId: string;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(claimQuery(api, claimId));
  if (query.data) return <ClaimFull claim={query.data} manage={manage} session={session} />;
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('ui.claims.detail.failed')}</Alert.Title>
          <Alert.Description>{describeFailure(failureOf(query.error), errorText)}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {t('ui.claims.detail.retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Text role="status" color="ink.muted">
      {t('ui.claims.detail.loading')}
    </Text>
  );
}

function ClaimFull({
  claim,
  manage,
  session,
}: {
  claim: Claim;
  manage: ClaimsManagement;
  session: StaffSession;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const none = <MutedValue>{t('ui.claims.detail.noStaff')}</MutedValue>;
  return (
    <Stack gap="3">
      <Fields>
        <Field label={t('ui.claims.detail.submittedBy')}>{claim.submittedBy?.name ?? none}</Field>
        {claim.decidedBy ? (
          <Field label={t('ui.claims.detail.decidedBy')}>{claim.decidedBy.name}</Field>
        ) : null}
        {claim.rejectedReason ? (
          <Field label={t('ui.claims.detail.rejectedReason')}>{claim.rejectedReason}</Field>
        ) : null}
        {claim.paidAt ? <Field label={t('ui.claims.detail.paidAt')}>{dateTime(claim.paidAt)}</Field> : null}
        <Field label={t('ui.claims.detail.documents')}>
          {claim.documents.length === 0 ? (
            <MutedValue>{t('ui.claims.detail.noDocuments')}</MutedValue>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {claim.documents.map((document) => (
                <Box as="li" key={document.documentId}>
                  <StaffFileLink
                    url={document.url}
                    label={
                      document.kind === 'schooling'
                        ? t('ui.claims.detail.schoolingProof', { name: document.name })
                        : document.name
                    }
                    load={(url) => fetchStaffFile(api, url)}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </Field>
      </Fields>
      <ClaimActions claim={claim} manage={manage} session={session} />
    </Stack>
  );
}
