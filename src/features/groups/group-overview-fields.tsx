import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '@/api/api-context';
import { fetchStaffFile } from '@/api/files';
import type { Attachment, Group, GroupLeader } from '@/api/groups';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { Field, MutedValue, NoAttachment } from '@/ui/layout/detail-fields';
import { DateText } from '@/ui/primitives/date-text';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';

/** Where the group's members open: the route's status tab and the group. */
export interface MemberPlace {
  status: CoverStatus;
  groupId: string;
}

export const DOCUMENTS = ['registrationCertificate', 'proposalForm', 'meetingMinutes'] as const;

export function CurrentPolicy({ group }: { group: Group }) {
  const { t } = useTranslation();
  const name = group.policy?.name ?? group.policyName;
  if (!name) return <MutedValue>{t('groups.overview.details.noPolicy')}</MutedValue>;
  return (
    <Stack gap="0.5">
      <Text as="span">{name}</Text>
      <Text as="span" fontSize="sm" fontWeight="normal" color="ink.muted">
        {group.policyEffectiveDate ? (
          <>
            {t('groups.overview.details.effectiveFrom')} <DateText value={group.policyEffectiveDate} />
          </>
        ) : (
          t('groups.overview.details.notEffective')
        )}
      </Text>
    </Stack>
  );
}

/** A leader's name (opening their record among the members) and mobile. */
export function LeaderField({ label, leader, at }: { label: string; leader: GroupLeader; at: MemberPlace }) {
  const { status, groupId } = at;
  return (
    <Field label={label}>
      <Stack gap="0">
        <Link asChild color="navy.700" textDecoration="underline" textUnderlineOffset="3px">
          <RouterLink
            to="/dashboard/customers/groups/$status/$groupId/$memberId"
            params={{ status, groupId, memberId: leader.customerId }}
            search={(previous) => previous}
          >
            {leader.firstName} {leader.lastName}
          </RouterLink>
        </Link>
        <Text as="span" fontSize="sm" fontWeight="normal" color="ink.muted" fontVariantNumeric="tabular-nums">
          {leader.mobile}
        </Text>
      </Stack>
    </Field>
  );
}

export function DocumentField({ label, attachment }: { label: string; attachment: Attachment }) {
  const api = useApi();
  return (
    <Field label={label}>
      {attachment ? (
        <StaffFileLink
          url={attachment.url}
          label={attachment.name}
          load={(url) => fetchStaffFile(api, url)}
        />
      ) : (
        <NoAttachment />
      )}
    </Field>
  );
}
