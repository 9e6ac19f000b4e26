import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/api/api-context';
import { type Group, groupDetailQuery } from '@/api/groups';
import type { CoverStatus } from '@/domain/cover';
import { failureOf } from '@/domain/failures';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { DetailsFailed, DetailsSkeleton, NotFoundState } from '@/ui/layout/details-states';
import type { RecordSections } from '@/ui/layout/record-sections';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { GroupMembers } from './group-members';
import {
  CurrentPolicy,
  DOCUMENTS,
  DocumentField,
  LeaderField,
  type MemberPlace,
} from './group-overview-fields';

export interface GroupOverviewProps {
  status: CoverStatus;
  groupId: string;
  /** Whether the user may add members (`groups.update`). */
  canUpdate: boolean;
  /** The nested member record or add-member modal. */
  children?: ReactNode;
  /** Cover, waiting change, claims and history, drawn by their features. */
  sections: RecordSections<Group>;
}

/** One group: its details, leaders and documents, then its members (SPEC §2 Groups). */
export function GroupOverview({ status, groupId, canUpdate, children, sections }: GroupOverviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" minW="0">
      <Box>
        <Button asChild variant="ghost" size="sm" colorPalette="navy" ms="-2">
          <RouterLink
            to="/dashboard/customers/groups/$status"
            params={{ status }}
            search={(previous) => previous}
          >
            <ArrowLeft aria-hidden size={16} />
            {t('groups.overview.back')}
          </RouterLink>
        </Button>
      </Box>
      <OverviewBody status={status} groupId={groupId} canUpdate={canUpdate} sections={sections} />
      {children}
    </Stack>
  );
}

function OverviewBody({ status, groupId, canUpdate, sections }: Omit<GroupOverviewProps, 'children'>) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery(groupDetailQuery(api, groupId));
  if (query.data)
    return <Overview status={status} group={query.data} canUpdate={canUpdate} sections={sections} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    // A malformed id (400) is as missing as an unknown one (404).
    if (failure.status === 404 || failure.status === 400)
      return (
        <Frame>
          <NotFoundState
            title={t('groups.overview.notFound')}
            body={t('groups.overview.notFoundBody')}
            action={
              <Button asChild variant="outline" colorPalette="navy" size="sm">
                <RouterLink
                  to="/dashboard/customers/groups/$status"
                  params={{ status }}
                  search={(previous) => previous}
                >
                  <ArrowLeft aria-hidden size={16} />
                  {t('groups.overview.back')}
                </RouterLink>
              </Button>
            }
          />
        </Frame>
      );
    return (
      <Frame>
        <DetailsFailed
          failure={failure}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          title={t('groups.overview.failed')}
          retry={t('groups.overview.retry')}
        />
      </Frame>
    );
  }
  return <DetailsSkeleton label={t('groups.overview.loading')} sectionLines={[6, 3, 3]} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" rounded="xl" shadow="xs" py="4">
      {children}
    </Box>
  );
}

function Overview({
  status,
  group,
  canUpdate,
  sections,
}: {
  status: CoverStatus;
  group: Group;
  canUpdate: boolean;
  sections: RecordSections<Group>;
}) {
  const { t } = useTranslation();
  const at: MemberPlace = { status, groupId: group.groupId };
  const chair = group.chairperson;
  return (
    <Stack gap="5" minW="0">
      <HStack gap="3" wrap="wrap" align="center">
        <Box
          bg="teal.100"
          color="teal.800"
          rounded="full"
          p="2.5"
          display="inline-flex"
          flexShrink={0}
          aria-hidden
        >
          <UsersRound size={22} />
        </Box>
        <Heading as="h2" size="xl" color="navy.900" minW="0" overflowWrap="anywhere">
          {group.name}
        </Heading>
        <Badge
          colorPalette={group.status === 'covered' ? 'teal' : group.status === 'uncovered' ? 'red' : 'gold'}
        >
          {t(`groups.status.${group.status}`)}
        </Badge>
      </HStack>

      {sections.pendingChange?.(group)}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DetailSection title={t('groups.overview.details.title')}>
          <Fields>
            <Field label={t('groups.overview.details.teamLeader')}>
              {chair.firstName} {chair.lastName}
            </Field>
            <Field label={t('groups.overview.details.address')}>{group.address}</Field>
            <Field label={t('groups.overview.details.phone')}>
              <Text as="span" fontVariantNumeric="tabular-nums">
                {chair.mobile}
              </Text>
            </Field>
            <Field label={t('groups.overview.details.policy')}>
              <CurrentPolicy group={group} />
            </Field>
            <Field label={t('groups.overview.details.members')}>
              {t('groups.overview.details.membersValue', {
                registered: group.registeredMembers,
                declared: group.membersCount,
              })}
            </Field>
            <Field label={t('groups.overview.details.totalClaim')}>
              <Money amount={group.totalClaim} />
            </Field>
            <Field label={t('groups.overview.details.createdAt')}>
              <DateText value={group.createdAt} />
            </Field>
            <Field label={t('groups.overview.details.expiryAt')}>
              {group.expiryAt ? (
                <DateText value={group.expiryAt} />
              ) : (
                <MutedValue>{t('groups.overview.details.noExpiry')}</MutedValue>
              )}
            </Field>
          </Fields>
        </DetailSection>

        <Stack gap="4">
          {sections.cover(group)}

          <DetailSection title={t('groups.overview.leaders.title')}>
            <Fields>
              <LeaderField
                label={t('groups.overview.leaders.chairperson')}
                leader={group.chairperson}
                at={at}
              />
              <LeaderField label={t('groups.overview.leaders.secretary')} leader={group.secretary} at={at} />
              <LeaderField label={t('groups.overview.leaders.treasurer')} leader={group.treasurer} at={at} />
            </Fields>
          </DetailSection>

          <DetailSection title={t('groups.overview.documents.title')}>
            <Fields>
              {DOCUMENTS.map((document) => (
                <DocumentField
                  key={document}
                  label={t(`groups.overview.documents.${document}`)}
                  attachment={group.documents[document]}
                />
              ))}
            </Fields>
          </DetailSection>
        </Stack>
      </SimpleGrid>

      {sections.claims(group)}

      <GroupMembers status={status} group={group} canUpdate={canUpdate} />

      {sections.history(group)}
    </Stack>
  );
}
