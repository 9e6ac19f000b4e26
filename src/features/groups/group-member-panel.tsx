import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import { historyQuery } from '@/api/cover';
import { fetchStaffFile } from '@/api/files';
import { failureOf } from '@/domain/failures';
import { capitalise, fullName } from '@/domain/names';
import { ClaimsSection } from '@/ui/claims-section';
import { CoverSection } from '@/ui/cover-section';
import { DateText } from '@/ui/date-text';
import { DetailSection } from '@/ui/detail-section';
import { DetailsHeader } from '@/ui/details-header';
import { DetailsFailed, DetailsNotFound, DetailsSkeleton } from '@/ui/details-states';
import { Field, Fields, MutedValue } from '@/ui/fields';
import { HistoryTimeline } from '@/ui/history-timeline';
import { IdentificationSection } from '@/ui/identification-section';
import { NextOfKinSection } from '@/ui/next-of-kin-section';
import { SidePanel } from '@/ui/side-panel';
import {
  type GroupMember,
  groupDetailQuery,
  groupKeys,
  groupMemberQuery,
  groupMembersQuery,
  type MemberRecord,
} from './groups-api';

export interface GroupMemberPanelProps {
  api: ApiClient;
  groupId: string;
  memberId: string;
  /** Back to the group's overview. */
  onClosed: () => void;
}

/** A group member's full record in a drawer over the group's overview. */
export function GroupMemberPanel({ api, groupId, memberId, onClosed }: GroupMemberPanelProps) {
  const { t } = useTranslation();
  const query = useQuery(groupMemberQuery(api, groupId, memberId));
  const title = query.data ? fullName(query.data) : t('groups.member.fallbackTitle');
  return (
    <SidePanel title={title} onClosed={onClosed}>
      <MemberBody api={api} groupId={groupId} memberId={memberId} />
    </SidePanel>
  );
}

function MemberBody({ api, groupId, memberId }: { api: ApiClient; groupId: string; memberId: string }) {
  const { t } = useTranslation();
  const query = useQuery(groupMemberQuery(api, groupId, memberId));
  // The position is the group's word about the member: it comes with the members table.
  const members = useQuery(groupMembersQuery(api, groupId));
  const position = members.data?.members.find((member) => member.customerId === memberId)?.position;
  if (query.data) return <MemberDetails api={api} member={query.data} position={position} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    if (failure.status === 404 || failure.status === 400)
      return (
        <DetailsNotFound
          title={t('groups.member.notFound')}
          body={t('groups.member.notFoundBody')}
          back={t('groups.member.back')}
        />
      );
    return (
      <DetailsFailed
        failure={failure}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        title={t('groups.member.failed')}
        retry={t('groups.member.retry')}
      />
    );
  }
  return <DetailsSkeleton label={t('groups.member.loading')} sectionLines={[7, 4, 3, 2]} />;
}

function MemberDetails({
  api,
  member,
  position,
}: {
  api: ApiClient;
  member: MemberRecord;
  position: GroupMember['position'] | undefined;
}) {
  const { t } = useTranslation();
  const load = (url: string) => fetchStaffFile(api, url);
  const none = <MutedValue>{t('groups.member.none')}</MutedValue>;
  return (
    <Stack gap="5">
      <DetailsHeader
        name={fullName(member)}
        email={member.email}
        status={member.status}
        statusLabel={t(`groups.status.${member.status}`)}
      />

      <MemberCover api={api} groupId={member.group?.groupId} />

      <DetailSection title={t('groups.member.basic.title')}>
        <Fields>
          <Field label={t('groups.member.basic.phoneNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {member.mobile}
            </Text>
          </Field>
          <Field label={t('groups.member.basic.email')}>{member.email ?? none}</Field>
          <Field label={t('groups.member.basic.address')}>{member.address}</Field>
          <Field label={t('groups.member.basic.dob')}>
            <DateText value={member.dob} />
          </Field>
          <Field label={t('groups.member.basic.sex')}>{capitalise(member.sex)}</Field>
          <Field label={t('groups.member.basic.maritalStatus')}>{capitalise(member.maritalStatus)}</Field>
          <Field label={t('groups.member.basic.position')}>
            {position ? t(`groups.positions.${position}`) : none}
          </Field>
        </Fields>
      </DetailSection>

      <IdentificationSection
        idTypeName={t(`groups.member.identification.types.${member.idType}`)}
        idNumber={member.nin}
        idCopy={member.ID}
        photo={member.picture}
        load={load}
        texts={{
          title: t('groups.member.identification.title'),
          idType: t('groups.member.identification.idType'),
          idNumber: t('groups.member.identification.idNumber'),
          idDocument: t('groups.member.identification.idDocument'),
          viewIdDocument: t('groups.member.identification.viewIdDocument'),
          photo: t('groups.member.identification.photo'),
          viewPhoto: t('groups.member.identification.viewPhoto'),
        }}
      />

      <NextOfKinSection
        kin={member.nextOfKin}
        texts={{
          title: t('groups.member.nextOfKin.title'),
          count: (count) => t('groups.member.nextOfKin.count', { count }),
          none: t('groups.member.nextOfKin.none'),
          mobile: t('groups.member.nextOfKin.mobile'),
          idNumber: t('groups.member.nextOfKin.idNumber'),
          relationship: (relationship) => t(`groups.member.nextOfKin.relationships.${relationship}`),
        }}
      />

      <MemberClaims api={api} member={member} />

      <HistoryTimeline query={useQuery(historyQuery(api, 'customer', member.customerId))} />
    </Stack>
  );
}

/** A member is covered through the group: the group's cover shows, and it moves on the group. */
function MemberCover({ api, groupId }: { api: ApiClient; groupId: string | undefined }) {
  const { t } = useTranslation();
  const group = useQuery({ ...groupDetailQuery(api, groupId ?? ''), enabled: Boolean(groupId) });
  if (!group.data) return null;
  return <CoverSection cover={group.data.cover} moves={[]} note={t('ui.cover.groupCover')} />;
}

/**
 * A member's claims. The group's cover pays them, so the group's status decides whether a claim
 * may be recorded, and its dates and policy are the ones the rules read.
 */
function MemberClaims({ api, member }: { api: ApiClient; member: MemberRecord }) {
  const { t } = useTranslation();
  const groupId = member.group?.groupId ?? '';
  const group = useQuery({ ...groupDetailQuery(api, groupId), enabled: groupId !== '' });
  const cover = group.data?.cover ?? { status: 'unknown', coverStartDate: null, waitingPeriodEnd: null };
  return (
    <ClaimsSection
      claims={member.claims}
      totalClaim={member.totalClaim}
      manage={{
        api,
        holder: {
          holderKind: 'customer',
          holderId: member.customerId,
          recordKeys: [
            groupKeys.member(groupId, member.customerId),
            groupKeys.detail(groupId),
            groupKeys.lists(),
          ],
        },
        holderName: fullName(member),
        // The member's own waiting period runs from the day they joined the group.
        cover: { ...cover, holderJoinedOn: member.createdAt.slice(0, 10) },
        policy: group.data?.policy ?? null,
      }}
      texts={{
        title: t('groups.member.claims.title'),
        total: t('groups.member.claims.total'),
        label: t('groups.member.claims.label'),
        empty: t('groups.member.claims.empty'),
        emptyBody: t('groups.member.claims.emptyBody'),
      }}
    />
  );
}
