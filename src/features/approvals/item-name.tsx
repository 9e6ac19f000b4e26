import { Link, Stack, Text } from '@chakra-ui/react';
import type { ApprovalItem } from '@/api/approvals';
import { formatDate } from '@/domain/dates';
import { formatTsh } from '@/domain/money';
import { useTranslation } from '@/i18n/use-translation';
import { ChangeSubject } from './change-subject';
import { RecordLink } from './record-link';
import { ResultsFileSubject } from './results-file-subject';

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

/** A deletion: the customer it removes, in the tab they are listed in, and why it was asked for. */
function DeletionSubject({
  item,
  deletion,
}: {
  item: ApprovalItem;
  deletion: NonNullable<ApprovalItem['deletion']>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5">
      <Link asChild color="navy.700" fontWeight="semibold">
        <RecordLink
          kind={deletion.recordKind}
          id={deletion.recordId}
          name={item.name}
          status={deletion.recordStatus}
        />
      </Link>
      <Text as="span" fontSize="xs" color="ink.muted">
        {t('approvals.deletions.of')}
      </Text>
      <Text as="span" fontSize="sm" overflowWrap="anywhere">
        {t('approvals.deletions.reason', { reason: deletion.reason })}
      </Text>
    </Stack>
  );
}

/**
 * The name cell: a record's link, what a claim is about, a change with its fields before and
 * after, what a results file would change, or a deletion with its reason.
 */
export function ItemName({ item }: { item: ApprovalItem }) {
  if (item.claim) return <ClaimSubject item={item} claim={item.claim} />;
  if (item.change) return <ChangeSubject item={item} change={item.change} />;
  if (item.resultsFile) return <ResultsFileSubject item={item} summary={item.resultsFile} />;
  if (item.deletion) return <DeletionSubject item={item} deletion={item.deletion} />;
  // A new record waits in its own area's in-progress tab.
  if (
    item.kind === 'claim' ||
    item.kind === 'change' ||
    item.kind === 'results-file' ||
    item.kind === 'deletion'
  )
    return null;
  return (
    <Link asChild color="navy.700" fontWeight="semibold">
      <RecordLink kind={item.kind} id={item.id} name={item.name} status="in-progress" />
    </Link>
  );
}
