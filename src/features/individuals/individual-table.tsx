import { Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { IndividualListItem } from '@/api/individuals';
import type { CoverStatus } from '@/domain/cover';
import { fullName, listName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { PersonSummary } from '@/ui/layout/person-summary';
import { claimsShownIn, PolicyName, StatusRow, StatusTable, ViewWords } from '@/ui/list/status-table';
import { DateText } from '@/ui/primitives/date-text';
import { SexText } from '@/ui/primitives/person-words';

const COLUMNS = ['name', 'totalClaim', 'policy', 'createdAt', 'expiryAt', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface IndividualTableProps {
  rows: IndividualListItem[];
  status: CoverStatus;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
}

export function IndividualTable({ rows, status, refreshing }: IndividualTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`individuals.list.columns.${column}`);
  return (
    <StatusTable
      area="individuals"
      columns={COLUMNS}
      claimsShown={claimsShownIn(rows)}
      label={label}
      refreshing={refreshing}
    >
      {rows.map((row) => {
        const name = listName(row);
        return (
          <StatusRow
            key={row.customerId}
            area="individuals"
            label={label}
            // The name cell runs to four lines.
            top
            summary={
              <PersonSummary
                fullName={fullName(row)}
                name={name}
                email={row.email}
                mobile={row.mobile}
                align="start"
              >
                <Text fontSize="sm" color="ink.muted">
                  <SexText value={row.sex} />
                  {' · '}
                  <Text as="span" srOnly>
                    {t('individuals.list.dob')}{' '}
                  </Text>
                  <DateText value={row.dob} />
                </Text>
              </PersonSummary>
            }
            totalClaim={row.totalClaim}
            detail={{
              label: label('policy'),
              value: <PolicyName area="individuals" name={row.policyName} />,
            }}
            createdAt={row.createdAt}
            expiryAt={row.expiryAt}
            view={
              <Link
                to="/dashboard/customers/individuals/$customerStatus/$customerId"
                params={{ customerStatus: status, customerId: row.customerId }}
                search={(previous) => previous}
                aria-label={t('individuals.list.viewLabel', { name })}
              >
                <ViewWords area="individuals" />
              </Link>
            }
          />
        );
      })}
    </StatusTable>
  );
}
