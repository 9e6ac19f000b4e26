import type { Group } from '@/api/groups';
import { ClaimsSection } from '@/features/claims/claims-section';
import { RecordCover, RecordHistory, RecordPendingChange } from '@/features/cover/record-cover';
import { RecordPremiums } from '@/features/premiums/premiums-section';
import { useTranslation } from '@/i18n/use-translation';
import type { RecordSections } from '@/ui/layout/record-sections';

const covered = (group: Group) =>
  ({ kind: 'group', id: group.groupId, area: 'groups', cover: group.cover }) as const;

/** The claims of the group's members, read here; each is recorded on the member's own record. */
function GroupClaims({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <ClaimsSection
      claims={group.claims}
      totalClaim={group.totalClaim}
      texts={{ label: t('ui.claims.groupLabel'), emptyBody: t('ui.claims.groupEmptyBody') }}
    />
  );
}

/** What the group's overview shows from the cover and claims features. */
export const groupSections: RecordSections<Group> = {
  pendingChange: (group) => (
    <RecordPendingChange record={covered(group)} recordName={group.name} change={group.pendingChange} />
  ),
  cover: (group) => <RecordCover record={covered(group)} />,
  premiums: (group) => <RecordPremiums kind="group" id={group.groupId} />,
  claims: (group) => <GroupClaims group={group} />,
  history: (group) => <RecordHistory kind="group" id={group.groupId} />,
};
