import { Badge, Box, Heading, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Plus } from 'lucide-react';
import { useId } from 'react';
import { useApi } from '@/api/api-context';
import { type Group, type GroupMember, groupMembersQuery } from '@/api/groups';
import { ageInYears } from '@/domain/age';
import type { CoverStatus } from '@/domain/cover';
import { fullName, listName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { PersonSummary } from '@/ui/layout/person-summary';
import {
  CardRow,
  CardTable,
  cardCell,
  MissingValue,
  RowActionButton,
  TableFrame,
  unlabelledCell,
} from '@/ui/list/card-table';
import { ListError } from '@/ui/list/list-states';
import { TableSkeleton } from '@/ui/list/table-skeleton';
import { MaritalStatusText, SexText } from '@/ui/primitives/person-words';

const COLUMNS = ['name', 'age', 'sex', 'maritalStatus', 'action'] as const;
type Column = (typeof COLUMNS)[number];

const cell = { ...cardCell, verticalAlign: 'top' } as const;

export interface GroupMembersProps {
  status: CoverStatus;
  group: Group;
  /** Whether the user may add members (`groups.update`). */
  canUpdate: boolean;
}

/** The group's members, leaders first, with their count and the plus button that adds one. */
export function GroupMembers({ status, group, canUpdate }: GroupMembersProps) {
  const { t } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const query = useQuery(groupMembersQuery(api, group.groupId));
  const members = query.data?.members;
  const params = { status, groupId: group.groupId };

  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <HStack justify="space-between" gap="3" mb="3">
        <HStack gap="2">
          <Heading as="h3" id={headingId} size="md" color="navy.900">
            {t('groups.members.title')}
          </Heading>
          {members && (
            <Badge variant="subtle" colorPalette="navy" rounded="full" fontVariantNumeric="tabular-nums">
              {t('groups.members.count', { count: members.length })}
            </Badge>
          )}
        </HStack>
        {canUpdate && (
          <IconButton asChild colorPalette="navy" size="sm" rounded="full">
            <Link
              to="/dashboard/customers/groups/$status/$groupId/add-member"
              params={params}
              search={(previous) => previous}
              aria-label={t('groups.members.add')}
              title={t('groups.members.add')}
            >
              <Plus aria-hidden size={18} />
            </Link>
          </IconButton>
        )}
      </HStack>
      <MembersBody
        members={members}
        failed={query.isError && !members}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        label={t('groups.members.label', { name: group.name })}
        params={params}
      />
    </Box>
  );
}

interface MembersBodyProps {
  members: GroupMember[] | undefined;
  failed: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  label: string;
  params: { status: CoverStatus; groupId: string };
}

function MembersBody({ members, failed, error, retrying, onRetry, label, params }: MembersBodyProps) {
  const { t } = useTranslation();
  if (members && members.length === 0) {
    return (
      <Box bg="white" borderWidth="1px" rounded="xl" p="6" textAlign="center">
        <Text fontWeight="semibold" color="navy.900">
          {t('groups.members.empty.title')}
        </Text>
        <Text fontSize="sm" color="ink.muted">
          {t('groups.members.empty.body')}
        </Text>
      </Box>
    );
  }
  if (members) {
    return (
      <TableFrame>
        <MembersTable members={members} label={label} params={params} />
      </TableFrame>
    );
  }
  if (failed) {
    return (
      <ListError
        error={error}
        retrying={retrying}
        onRetry={onRetry}
        title={t('groups.members.failed')}
        retry={t('groups.members.retry')}
      />
    );
  }
  return (
    <TableFrame>
      <TableSkeleton rows={3} columns={COLUMNS.length} />
    </TableFrame>
  );
}

function MembersTable({
  members,
  label,
  params,
}: {
  members: GroupMember[];
  label: string;
  params: { status: CoverStatus; groupId: string };
}) {
  const { t } = useTranslation();
  const heading = (column: Column) => t(`groups.members.columns.${column}`);
  const columns = COLUMNS.map((key) => ({
    key,
    label: heading(key),
    align: key === 'action' ? ('end' as const) : ('start' as const),
  }));
  return (
    <CardTable label={label} columns={columns} refreshing={false}>
      {members.map((member) => {
        const name = listName(member);
        const age = ageInYears(member.dob);
        return (
          <CardRow key={member.customerId}>
            <Table.Cell {...cell} {...unlabelledCell} gridColumn="1 / -1">
              <PersonSummary fullName={fullName(member)} name={name} mobile={member.mobile} align="start">
                {member.position !== 'member' && (
                  <Box>
                    <Badge variant="subtle" colorPalette="teal" mt="1">
                      {t(`groups.positions.${member.position}`)}
                    </Badge>
                  </Box>
                )}
              </PersonSummary>
            </Table.Cell>
            <Table.Cell {...cell} data-label={heading('age')} fontVariantNumeric="tabular-nums">
              {Number.isNaN(age) ? (
                <MissingValue
                  text={t('groups.members.unknownAge')}
                  label={t('groups.members.unknownAgeLabel')}
                />
              ) : (
                age
              )}
            </Table.Cell>
            <Table.Cell {...cell} data-label={heading('sex')}>
              <SexText value={member.sex} />
            </Table.Cell>
            <Table.Cell {...cell} data-label={heading('maritalStatus')}>
              <MaritalStatusText value={member.maritalStatus} />
            </Table.Cell>
            <Table.Cell {...cell} {...unlabelledCell} gridColumn="1 / -1" textAlign="end">
              <RowActionButton>
                <Link
                  to="/dashboard/customers/groups/$status/$groupId/$memberId"
                  params={{ ...params, memberId: member.customerId }}
                  search={(previous) => previous}
                  aria-label={t('groups.members.viewLabel', { name })}
                >
                  {t('groups.members.view')}
                  <ChevronRight aria-hidden size={16} />
                </Link>
              </RowActionButton>
            </Table.Cell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}
