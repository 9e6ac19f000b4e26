import {
  Badge,
  Box,
  Button,
  type ButtonProps,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useApi } from '@/api/api-context';
import { type Group, groupDetailQuery } from '@/api/groups';
import type { CoverStatus } from '@/domain/cover';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields, MutedValue } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { RecordLoad } from '@/ui/layout/details-states';
import { LetterLanguageDetail } from '@/ui/layout/letter-language-detail';
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
import { GroupPaymentAccount } from './group-payment-account';

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
  return (
    <Stack gap="5" minW="0">
      <Box>
        <BackToList status={status} variant="ghost" ms="-2" />
      </Box>
      <OverviewBody status={status} groupId={groupId} canUpdate={canUpdate} sections={sections} />
      {children}
    </Stack>
  );
}

function OverviewBody({ status, groupId, canUpdate, sections }: Omit<GroupOverviewProps, 'children'>) {
  const { i18n } = useTranslation();
  const api = useApi();
  const query = useQuery(groupDetailQuery(api, groupId));
  return (
    <RecordLoad
      query={query}
      words={i18n.section('groups.overview.record')}
      sectionLines={[6, 3, 3]}
      back={() => <BackToList status={status} variant="outline" />}
      frame={(state) => <Frame>{state}</Frame>}
    >
      {(group) => <Overview status={status} group={group} canUpdate={canUpdate} sections={sections} />}
    </RecordLoad>
  );
}

/** Back to the tab the group was opened from, keeping its page and search. */
function BackToList({ status, ...button }: { status: CoverStatus } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm" colorPalette="navy" {...button}>
      <RouterLink
        to="/dashboard/customers/groups/$status"
        params={{ status }}
        search={(previous) => previous}
      >
        <ArrowLeft aria-hidden size={16} />
        {t('groups.overview.record.back')}
      </RouterLink>
    </Button>
  );
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
          {t(`shell.status.${group.status}`)}
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
            <GroupPaymentAccount group={group} canUpdate={canUpdate} />
            <Field label={t('groups.overview.details.members')}>
              {t('groups.overview.details.membersValue', {
                registered: group.registeredMembers,
                declared: group.membersCount,
              })}
            </Field>
            {/* Left out of the answer for a caller without claims.read, with the claims. */}
            {group.totalClaim === undefined ? null : (
              <Field label={t('groups.overview.details.totalClaim')}>
                <Money amount={group.totalClaim} />
              </Field>
            )}
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
            <LetterLanguageDetail language={group.language} />
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

      {sections.premiums?.(group)}

      {sections.claims(group)}

      <GroupMembers status={status} group={group} canUpdate={canUpdate} />

      {sections.history(group)}
    </Stack>
  );
}
