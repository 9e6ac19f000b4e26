import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalItem } from '@/api/approvals';
import { formatDate } from '@/domain/dates';
import { formatTsh } from '@/domain/money';
import { ChangeSubject } from './change-subject';

/**
 * A record waiting for approval: the link to its details, in its own area's in-progress tab. The
 * design system's link styles arrive as props (`Link asChild`) and go on to the anchor.
 */
function RecordLink({ item, ...styles }: { item: ApprovalItem } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useTranslation();
  const common = { ...styles, title: t('approvals.records.open', { name: item.name }) };
  switch (item.kind) {
    case 'customer':
      return (
        <RouterLink
          to="/dashboard/customers/individuals/$customerStatus/$customerId"
          params={{ customerStatus: 'in-progress', customerId: item.id }}
          {...common}
        >
          {item.name}
        </RouterLink>
      );
    case 'diaspora':
      return (
        <RouterLink
          to="/dashboard/customers/diasporas/$customerStatus/$customerId"
          params={{ customerStatus: 'in-progress', customerId: item.id }}
          {...common}
        >
          {item.name}
        </RouterLink>
      );
    case 'group':
      return (
        <RouterLink
          to="/dashboard/customers/groups/$status/$groupId"
          params={{ status: 'in-progress', groupId: item.id }}
          {...common}
        >
          {item.name}
        </RouterLink>
      );
    case 'claim':
    case 'change':
      return null;
  }
}

/** A claim: the insured person, what is claimed, and whose cover pays. */
function ClaimSubject({ item, claim }: { item: ApprovalItem; claim: NonNullable<ApprovalItem['claim']> }) {
  const { t } = useTranslation();
  const date = formatDate(claim.eventDate) || t('approvals.claims.noEventDate');
  return (
    <Stack gap="0.5">
      <Text as="span" fontWeight="semibold" color="navy.900">
        {item.name}
      </Text>
      <Text as="span" fontSize="sm">
        {t('approvals.claims.summary', {
          type: t(`approvals.claims.type.${claim.type ?? 'unknown'}`),
          // The amount never breaks between 'Tsh' and its figure.
          amount: formatTsh(claim.amount).replace(' ', '\u00a0'),
        })}
      </Text>
      <Text as="span" fontSize="xs" color="ink.muted">
        {claim.insuredRelationship === 'holder'
          ? t('approvals.claims.insuredHolder', { date })
          : t('approvals.claims.insuredFamily', {
              relationship: t(`approvals.claims.relationship.${claim.insuredRelationship}`),
              holder: claim.holderName,
              date,
            })}
      </Text>
    </Stack>
  );
}

/** The name cell: a record's link, what a claim is about, or a change with its fields before and after. */
export function ItemName({ item }: { item: ApprovalItem }) {
  if (item.claim) return <ClaimSubject item={item} claim={item.claim} />;
  if (item.change) return <ChangeSubject item={item} change={item.change} />;
  return (
    <Link asChild color="navy.700" fontWeight="semibold">
      <RecordLink item={item} />
    </Link>
  );
}
