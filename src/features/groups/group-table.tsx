import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import type { GroupListItem } from '@/api/groups';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { claimsShownIn, PolicyName, StatusRow, StatusTable, ViewWords } from '@/ui/list/status-table';

const COLUMNS = ['name', 'totalClaim', 'policy', 'createdAt', 'expiryAt', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface GroupTableProps {
  rows: GroupListItem[];
  status: CoverStatus;
  /** Rows of the previous page or search stay visible, dimmed, while the next arrive. */
  refreshing: boolean;
}

export function GroupTable({ rows, status, refreshing }: GroupTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`groups.list.columns.${column}`);
  return (
    <StatusTable
      area="groups"
      columns={COLUMNS}
      claimsShown={claimsShownIn(rows)}
      label={label}
      refreshing={refreshing}
    >
      {rows.map((row) => (
        <StatusRow
          key={row.groupId}
          area="groups"
          label={label}
          // The name cell runs to three lines.
          top
          summary={<GroupSummary row={row} />}
          totalClaim={row.totalClaim}
          detail={{ label: label('policy'), value: <PolicyName area="groups" name={row.policyName} /> }}
          createdAt={row.createdAt}
          expiryAt={row.expiryAt}
          view={
            <Link
              to="/dashboard/customers/groups/$status/$groupId"
              params={{ status, groupId: row.groupId }}
              search={(previous) => previous}
              aria-label={t('groups.list.viewLabel', { name: row.name })}
            >
              <ViewWords area="groups" />
            </Link>
          }
        />
      ))}
    </StatusTable>
  );
}

/** The name cell: the group, how many of its declared members are on record, and its chair person. */
function GroupSummary({ row }: { row: GroupListItem }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" align="start" minW="0">
      <Avatar.Root size="sm" bg="teal.100" color="teal.800" flexShrink={0}>
        <Avatar.Fallback>
          <UsersRound aria-hidden size={16} />
        </Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" color="navy.900" truncate>
          {row.name}
        </Text>
        <Text fontSize="sm" color="ink.muted" fontVariantNumeric="tabular-nums">
          {t('groups.list.members', { registered: row.registeredMembers, declared: row.membersCount })}
        </Text>
        <Text fontSize="sm" color="ink.muted" minW="0" overflowWrap="anywhere">
          <Text as="span" srOnly>
            {t('groups.list.chairperson')}{' '}
          </Text>
          <Text as="span" color="navy.800">
            {row.chairpersonName}
          </Text>
          {' · '}
          <Text as="span" fontVariantNumeric="tabular-nums">
            {row.chairpersonMobile}
          </Text>
        </Text>
      </Stack>
    </HStack>
  );
}
