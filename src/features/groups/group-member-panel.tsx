import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { fetchStaffFile } from '@/api/files';
import { type GroupMember, groupMemberQuery, groupMembersQuery, type MemberRecord } from '@/api/groups';
import { fullName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { DetailsHeader } from '@/ui/layout/details-header';
import { RecordLoad } from '@/ui/layout/details-states';
import { IdentificationSection } from '@/ui/layout/identification-section';
import { NextOfKinSection } from '@/ui/layout/next-of-kin-section';
import type { RecordSections } from '@/ui/layout/record-sections';
import { DateText } from '@/ui/primitives/date-text';
import { MaritalStatusText, SexText } from '@/ui/primitives/person-words';
import { SidePanel } from '@/ui/primitives/side-panel';

export interface GroupMemberPanelProps {
  groupId: string;
  memberId: string;
  /** Back to the group's overview. */
  onClosed: () => void;
  /** The group's cover, the member's claims and history, drawn by their features. */
  sections: RecordSections<MemberRecord>;
}

/** A group member's full record in a drawer over the group's overview. */
export function GroupMemberPanel({ groupId, memberId, onClosed, sections }: GroupMemberPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(groupMemberQuery(api, groupId, memberId));
  const title = query.data ? fullName(query.data) : t('groups.member.fallbackTitle');
  return (
    <SidePanel title={title} onClosed={onClosed}>
      <MemberBody groupId={groupId} memberId={memberId} sections={sections} />
    </SidePanel>
  );
}

function MemberBody({
  groupId,
  memberId,
  sections,
}: {
  groupId: string;
  memberId: string;
  sections: RecordSections<MemberRecord>;
}) {
  const { i18n } = useTranslation();
  const api = useApi();
  const query = useQuery(groupMemberQuery(api, groupId, memberId));
  // The position is the group's word about the member: it comes with the members table.
  const members = useQuery(groupMembersQuery(api, groupId));
  const position = members.data?.members.find((member) => member.customerId === memberId)?.position;
  return (
    <RecordLoad query={query} words={i18n.section('groups.member.record')} sectionLines={[7, 4, 3, 2]}>
      {(member) => <MemberDetails member={member} position={position} sections={sections} />}
    </RecordLoad>
  );
}

function MemberDetails({
  member,
  position,
  sections,
}: {
  member: MemberRecord;
  position: GroupMember['position'] | undefined;
  sections: RecordSections<MemberRecord>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const load = (url: string) => fetchStaffFile(api, url);
  const none = <MutedValue>{t('groups.member.none')}</MutedValue>;
  return (
    <Stack gap="5">
      <DetailsHeader
        name={fullName(member)}
        email={member.email}
        status={member.status}
        statusLabel={t(`shell.status.${member.status}`)}
      />

      {sections.cover(member)}

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
          <Field label={t('groups.member.basic.sex')}>
            <SexText value={member.sex} />
          </Field>
          <Field label={t('groups.member.basic.maritalStatus')}>
            <MaritalStatusText value={member.maritalStatus} />
          </Field>
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
      />

      <NextOfKinSection kin={member.nextOfKin} />

      {sections.claims(member)}

      {sections.history(member)}
    </Stack>
  );
}
