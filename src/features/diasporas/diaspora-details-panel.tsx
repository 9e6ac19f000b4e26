import { Badge, Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { changeDecisionRefusal } from '@machines/change-checker';
import { offeredMoves } from '@machines/cover-status.machine';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import { historyQuery, useChangeCoverStatus } from '@/api/cover';
import { fetchStaffFile } from '@/api/files';
import { decisionOutcome, useChangeDecision } from '@/api/pending-changes';
import { describeFailure, failureOf } from '@/domain/failures';
import { capitalise, fullName } from '@/domain/names';
import { errorText } from '@/i18n/index';
import { ClaimsSection } from '@/ui/claims-section';
import { CoverSection } from '@/ui/cover-section';
import { DateText } from '@/ui/date-text';
import { DetailSection } from '@/ui/detail-section';
import { DetailsHeader } from '@/ui/details-header';
import { DetailsFailed, DetailsNotFound, DetailsSkeleton } from '@/ui/details-states';
import { Field, Fields, NoAttachment } from '@/ui/fields';
import { HistoryTimeline } from '@/ui/history-timeline';
import { PendingChangeSection } from '@/ui/pending-change-section';
import { SidePanel } from '@/ui/side-panel';
import { StaffFileLink } from '@/ui/staff-file-link';
import { type Beneficiary, type DiasporaDetail, diasporaDetailQuery, diasporaKeys } from './diasporas-api';
import { PossibleDuplicateNotice } from './possible-duplicate-notice';

export interface DiasporaDetailsPanelProps {
  api: ApiClient;
  diasporaId: string;
  /** Back to the list the panel was opened from. */
  onClosed: () => void;
}

/** The 'Diaspora details' drawer over the list (SPEC §2). */
export function DiasporaDetailsPanel({ api, diasporaId, onClosed }: DiasporaDetailsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('diasporas.details.title')} onClosed={onClosed}>
      <DiasporaDetailsBody api={api} diasporaId={diasporaId} />
    </SidePanel>
  );
}

function DiasporaDetailsBody({ api, diasporaId }: { api: ApiClient; diasporaId: string }) {
  const { t } = useTranslation();
  const query = useQuery(diasporaDetailQuery(api, diasporaId));
  if (query.data) return <DiasporaDetails api={api} detail={query.data} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    // A malformed id (400) is as missing as an unknown one (404).
    if (failure.status === 404 || failure.status === 400)
      return (
        <DetailsNotFound
          title={t('diasporas.details.notFound')}
          body={t('diasporas.details.notFoundBody')}
          back={t('diasporas.details.back')}
        />
      );
    return (
      <DetailsFailed
        failure={failure}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        title={t('diasporas.details.failed')}
        retry={t('diasporas.details.retry')}
      />
    );
  }
  return <DetailsSkeleton label={t('diasporas.details.loading')} sectionLines={[6, 3, 4]} />;
}

function DiasporaDetails({ api, detail }: { api: ApiClient; detail: DiasporaDetail }) {
  const { t } = useTranslation();
  const name = fullName(detail);
  const load = (url: string) => fetchStaffFile(api, url);
  return (
    <Stack gap="5">
      <DetailsHeader
        name={name}
        email={detail.email}
        status={detail.status}
        statusLabel={t(`diasporas.details.status.${detail.status}`)}
      />
      <PossibleDuplicateNotice detail={detail} />

      <DiasporaPendingChange api={api} detail={detail} />

      <DiasporaCover api={api} detail={detail} />

      <DetailSection title={t('diasporas.details.basic.title')}>
        <Fields>
          <Field label={t('diasporas.details.basic.accountNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {detail.accountNumber}
            </Text>
          </Field>
          <Field label={t('diasporas.details.basic.phoneNumber')}>{detail.mobile}</Field>
          <Field label={t('diasporas.details.basic.email')}>{detail.email}</Field>
          <Field label={t('diasporas.details.basic.address')}>{detail.address}</Field>
          <Field label={t('diasporas.details.basic.dob')}>
            <DateText value={detail.dob} />
          </Field>
          <Field label={t('diasporas.details.basic.gender')}>{detail.sex.toUpperCase()}</Field>
        </Fields>
      </DetailSection>

      <DetailSection title={t('diasporas.details.identification.title')}>
        <Fields>
          <Field label={t('diasporas.details.identification.idType')}>
            {t(`diasporas.details.identification.types.${detail.idTypeName}`)}
          </Field>
          <Field label={t('diasporas.details.identification.idNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {detail.idNumber}
            </Text>
          </Field>
          <Field label={t('diasporas.details.identification.idCopy')}>
            {detail.idCopy ? (
              <StaffFileLink
                url={detail.idCopy}
                label={t('diasporas.details.identification.viewIdCopy')}
                load={load}
              />
            ) : (
              <NoAttachment />
            )}
          </Field>
        </Fields>
      </DetailSection>

      <DetailSection
        title={t('diasporas.details.beneficiaries.title')}
        aside={
          <Badge variant="subtle" colorPalette="navy" rounded="full">
            {t('diasporas.details.beneficiaries.count', { count: detail.beneficiaries.length })}
          </Badge>
        }
      >
        {detail.beneficiaries.length === 0 ? (
          <Text color="ink.muted">{t('diasporas.details.beneficiaries.none')}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" separator={<Separator as="li" aria-hidden />}>
            {detail.beneficiaries.map((beneficiary) => (
              <BeneficiaryItem key={beneficiary.beneficiaryId} beneficiary={beneficiary} load={load} />
            ))}
          </Stack>
        )}
      </DetailSection>

      <ClaimsSection
        claims={detail.claims}
        totalClaim={detail.totalClaim}
        manage={{
          api,
          holder: {
            holderKind: 'diaspora',
            holderId: detail.diasporaId,
            recordKeys: [diasporaKeys.detail(detail.diasporaId), diasporaKeys.lists()],
          },
          holderName: name,
          beneficiaries: detail.beneficiaries.map((beneficiary) => ({
            beneficiaryId: beneficiary.beneficiaryId,
            name: fullName(beneficiary),
            relationship: beneficiary.relationship === 2 ? 'spouse' : 'child',
            dob: beneficiary.dob,
            joinedOn: beneficiary.joinedOn ?? null,
          })),
          cover: detail.cover,
          policy: detail.policy,
        }}
      />

      <HistoryTimeline query={useQuery(historyQuery(api, 'diaspora', detail.diasporaId))} />
    </Stack>
  );
}

/** The diaspora's cover with the moves the signed-in user may make (maker-checker). */
function DiasporaCover({ api, detail }: { api: ApiClient; detail: DiasporaDetail }) {
  const user = useSelector(useRouteContext({ from: '/dashboard' }).auth, (s) => s.context.user);
  const { cover } = detail;
  const onMove = useChangeCoverStatus(api, 'diaspora', detail.diasporaId);
  const moves = user ? offeredMoves(cover.status, cover.makerIds, user, 'diasporas') : [];
  return (
    <CoverSection
      cover={cover}
      moves={moves}
      isMaker={user ? cover.makerIds.includes(user.userId) : false}
      onMove={onMove}
    />
  );
}

/**
 * A change to who or what the diaspora covers that waits for a second staff member; the panel
 * around it keeps showing the approved details. A checker approves or rejects it here.
 */
function DiasporaPendingChange({ api, detail }: { api: ApiClient; detail: DiasporaDetail }) {
  const user = useSelector(useRouteContext({ from: '/dashboard' }).auth, (s) => s.context.user);
  const decide = useChangeDecision(api, 'diaspora', detail.diasporaId);
  const change = detail.pendingChange;
  if (!change) return null;
  return (
    <PendingChangeSection
      change={change}
      recordName={fullName(detail)}
      refusal={changeDecisionRefusal(
        user,
        detail.cover.makerIds,
        change.proposedBy?.userId ?? null,
        'diasporas',
      )}
      onDecide={async (decision, reason) =>
        decisionOutcome(await decide(change.changeId, decision, reason), (failure) =>
          describeFailure(failure, errorText),
        )
      }
      loadFile={(url) => fetchStaffFile(api, url)}
    />
  );
}

function BeneficiaryItem({
  beneficiary,
  load,
}: {
  beneficiary: Beneficiary;
  load: (url: string) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const name = fullName(beneficiary);
  return (
    <Box as="li" py="3" _first={{ pt: '0' }} _last={{ pb: '0' }} aria-label={name}>
      <HStack justify="space-between" align="baseline" gap="2" mb="2">
        <Text fontWeight="semibold" color="navy.900">
          {name}
        </Text>
        <Badge variant="outline" colorPalette="teal" flexShrink={0}>
          {beneficiary.relationshipName.toLowerCase()}
        </Badge>
      </HStack>
      <Fields>
        <Field label={t('diasporas.details.beneficiaries.sex')}>{capitalise(beneficiary.sex)}</Field>
        <Field label={t('diasporas.details.beneficiaries.dob')}>
          <DateText value={beneficiary.dob} />
        </Field>
        <Field label={t('diasporas.details.beneficiaries.proof')}>
          {beneficiary.copyOfProof ? (
            <StaffFileLink
              url={beneficiary.copyOfProof}
              label={t('diasporas.details.beneficiaries.proofLink')}
              load={load}
            />
          ) : (
            <NoAttachment />
          )}
        </Field>
      </Fields>
    </Box>
  );
}
