import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { groupDetailQuery, groupKeys, type MemberRecord } from '@/api/groups';
import { fullName } from '@/domain/names';
import { ClaimsSection } from '@/features/claims/claims-section';
import { CoverSection } from '@/features/cover/cover-section';
import { RecordHistory } from '@/features/cover/record-cover';
import { useTranslation } from '@/i18n/use-translation';
import type { RecordSections } from '@/ui/layout/record-sections';

/** A member is covered through the group: the group's cover shows, and it moves on the group. */
function MemberCover({ groupId }: { groupId: string | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const group = useQuery({ ...groupDetailQuery(api, groupId ?? ''), enabled: Boolean(groupId) });
  if (!group.data) return null;
  return <CoverSection cover={group.data.cover} moves={[]} note={t('ui.cover.groupCover')} />;
}

/**
 * A member's claims. The group's cover pays them, so the group's status decides whether a claim
 * may be recorded, and its dates and policy are the ones the rules read.
 */
function MemberClaims({ member }: { member: MemberRecord }) {
  const { t } = useTranslation();
  const api = useApi();
  const groupId = member.group?.groupId ?? '';
  const group = useQuery({ ...groupDetailQuery(api, groupId), enabled: groupId !== '' });
  const cover = group.data?.cover ?? { status: 'unknown', coverStartDate: null, waitingPeriodEnd: null };
  return (
    <ClaimsSection
      claims={member.claims}
      totalClaim={member.totalClaim}
      manage={{
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

/** What a group member's panel shows from the cover and claims features. */
export const memberSections: RecordSections<MemberRecord> = {
  cover: (member) => <MemberCover groupId={member.group?.groupId} />,
  claims: (member) => <MemberClaims member={member} />,
  history: (member) => <RecordHistory kind="customer" id={member.customerId} />,
};
