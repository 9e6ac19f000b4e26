import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WaitingClaim } from '../../api/approvals';
import { CardRow, CardTable, cardCell, MissingValue, unlabelledCell } from '../../ui/card-table';
import { DateText } from '../../ui/date-text';
import { Money } from '../../ui/money';
import { DecisionButtons } from './decision-buttons';

const COLUMNS = ['holder', 'insured', 'type', 'amount', 'eventDate', 'recordedBy', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface WaitingClaimsTableProps {
  claims: readonly WaitingClaim[];
  busy: ReadonlySet<string>;
  refreshing: boolean;
  onApprove: (claim: WaitingClaim) => void;
  onReject: (claim: WaitingClaim) => void;
}

/** Submitted claims waiting for a second staff user's approval. */
export function WaitingClaimsTable({
  claims,
  busy,
  refreshing,
  onApprove,
  onReject,
}: WaitingClaimsTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`approvals.claims.columns.${column}`);
  const columns = COLUMNS.map((key) => ({
    key,
    label: label(key),
    align: key === 'amount' || key === 'actions' ? ('end' as const) : ('start' as const),
  }));
  const unknown = t('approvals.claims.unknownStaff');
  return (
    <CardTable label={t('approvals.claims.title')} columns={columns} refreshing={refreshing}>
      {claims.map((claim) => (
        <CardRow key={claim.claimId}>
          <Table.Cell {...cardCell} data-label={label('holder')} fontWeight="semibold" color="navy.900">
            {claim.holderName}
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('insured')}>
            <Stack gap="0">
              <Text as="span">{claim.insuredName}</Text>
              <Text as="span" fontSize="xs" color="ink.muted">
                {t(`approvals.claims.relationship.${claim.insuredRelationship}`)}
              </Text>
            </Stack>
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('type')}>
            {t(`approvals.claims.type.${claim.type ?? 'unknown'}`)}
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('amount')} textAlign={{ md: 'end' }}>
            <Money amount={claim.amount} fontWeight="medium" />
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('eventDate')} whiteSpace="nowrap">
            <DateText value={claim.eventDate} />
          </Table.Cell>
          <Table.Cell {...cardCell} data-label={label('recordedBy')}>
            {claim.submittedBy ? claim.submittedBy.name : <MissingValue text={unknown} label={unknown} />}
          </Table.Cell>
          <Table.Cell {...cardCell} {...unlabelledCell} gridColumn="1 / -1">
            <DecisionButtons
              name={claim.insuredName}
              busy={busy.has(claim.claimId)}
              onApprove={() => onApprove(claim)}
              onReject={() => onReject(claim)}
            />
          </Table.Cell>
        </CardRow>
      ))}
    </CardTable>
  );
}
