import {
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  Separator,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, RotateCw, UserX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { ApiError, type ApiFailure, describeFailure } from '../../api/errors';
import { fetchStaffFile } from '../../api/files';
import { capitalise, fullName } from '../../domain/names';
import { DateText } from '../../ui/date-text';
import { SidePanel, useSidePanelClose } from '../../ui/side-panel';
import { StaffFileLink } from '../../ui/staff-file-link';
import { type Beneficiary, type DiasporaDetail, diasporaDetailQuery } from './diasporas-api';

export interface DiasporaDetailsPanelProps {
  api: ApiClient;
  diasporaId: string;
  /** Back to the list the panel was opened from. */
  onClosed: () => void;
}

/** The 'Diaspora details' drawer over the list (SPEC §2). */
export function DiasporaDetailsPanel({ api, diasporaId, onClosed }: DiasporaDetailsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('diasporas.details.title')} onClosed={onClosed}>
      <DiasporaDetailsBody api={api} diasporaId={diasporaId} />
    </SidePanel>
  );
}

function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError
    ? error.failure
    : { status: 0, kind: 'http', message: undefined, messages: {} };
}

function DiasporaDetailsBody({ api, diasporaId }: { api: ApiClient; diasporaId: string }) {
  const query = useQuery(diasporaDetailQuery(api, diasporaId));
  if (query.data) return <DiasporaDetails api={api} detail={query.data} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    // A malformed id (400) is as missing as an unknown one (404).
    if (failure.status === 404 || failure.status === 400) return <NotFound />;
    return <Failed failure={failure} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <DetailsSkeleton />;
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" aria-busy="true" aria-label={t('diasporas.details.loading')} role="status">
      <HStack gap="4">
        <SkeletonCircle size="14" />
        <Stack flex="1" gap="2">
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="45%" />
        </Stack>
      </HStack>
      {[6, 3, 4].map((lines) => (
        <Stack key={lines} gap="3" bg="white" p="4" rounded="xl" borderWidth="1px">
          <Skeleton height="4" width="40%" />
          <SkeletonText noOfLines={lines} gap="3" />
        </Stack>
      ))}
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const close = useSidePanelClose();
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="navy.300">
          <UserX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900">{t('diasporas.details.notFound')}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">
            {t('diasporas.details.notFoundBody')}
          </EmptyState.Description>
        </VStack>
        <Button variant="outline" colorPalette="navy" size="sm" onClick={close}>
          <ArrowLeft aria-hidden size={16} />
          {t('diasporas.details.back')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Failed({
  failure,
  retrying,
  onRetry,
}: {
  failure: ApiFailure;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          <CircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title color="navy.900">{t('diasporas.details.failed')}</EmptyState.Title>
          <EmptyState.Description color="ink.muted">{describeFailure(failure, t)}</EmptyState.Description>
        </VStack>
        <Button colorPalette="navy" size="sm" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden size={16} />
          {t('diasporas.details.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" rounded="xl" p="4">
      <HStack justify="space-between" mb="3" gap="2">
        <Heading
          as="h3"
          id={headingId}
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="ink.muted"
        >
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}

/** Label and value pairs: side by side in a wide panel, stacked on a phone. */
function Fields({ children }: { children: ReactNode }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: '9rem minmax(0, 1fr)' }}
      columnGap="4"
      rowGap={{ base: '0.5', sm: '2.5' }}
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="ink.muted" pt={{ base: '2', sm: '0' }} _first={{ pt: '0' }}>
        {label}
      </Box>
      <Box as="dd" color="navy.900" fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

function NoAttachment() {
  const { t } = useTranslation();
  return (
    <Text as="span" color="ink.muted" fontWeight="normal" fontStyle="italic">
      {t('diasporas.details.noAttachment')}
    </Text>
  );
}

function DiasporaDetails({ api, detail }: { api: ApiClient; detail: DiasporaDetail }) {
  const { t } = useTranslation();
  const name = fullName(detail);
  const load = (url: string) => fetchStaffFile(api, url);
  return (
    <Stack gap="5">
      <HStack gap="4" align="center">
        <Avatar.Root size="xl" bg="navy.800" color="white">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Text fontSize="lg" fontWeight="bold" color="navy.900" lineHeight="short">
            {name}
          </Text>
          <Text color="ink.muted" fontSize="sm" overflowWrap="anywhere">
            {detail.email}
          </Text>
          <HStack gap="2">
            <Badge
              colorPalette={
                detail.status === 'covered' ? 'teal' : detail.status === 'uncovered' ? 'red' : 'gold'
              }
            >
              {t(`diasporas.details.status.${detail.status}`)}
            </Badge>
          </HStack>
        </Stack>
      </HStack>

      <Section title={t('diasporas.details.basic.title')}>
        <Fields>
          <Field label={t('diasporas.details.basic.accountNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {detail.accountNumber}
            </Text>
          </Field>
          <Field label={t('diasporas.details.basic.phoneNumber')}>{detail.mobile}</Field>
          <Field label={t('diasporas.details.basic.email')}>{detail.email}</Field>
          <Field label={t('diasporas.details.basic.address')}>{detail.address}</Field>
          <Field label={t('diasporas.details.basic.dob')}>
            <DateText value={detail.dob} />
          </Field>
          <Field label={t('diasporas.details.basic.gender')}>{detail.sex.toUpperCase()}</Field>
        </Fields>
      </Section>

      <Section title={t('diasporas.details.identification.title')}>
        <Fields>
          <Field label={t('diasporas.details.identification.idType')}>
            {t(`diasporas.details.identification.types.${detail.idTypeName}`)}
          </Field>
          <Field label={t('diasporas.details.identification.idNumber')}>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {detail.idNumber}
            </Text>
          </Field>
          <Field label={t('diasporas.details.identification.idCopy')}>
            {detail.idCopy ? (
              <StaffFileLink
                url={detail.idCopy}
                label={t('diasporas.details.identification.viewIdCopy')}
                load={load}
              />
            ) : (
              <NoAttachment />
            )}
          </Field>
        </Fields>
      </Section>

      <Section
        title={t('diasporas.details.beneficiaries.title')}
        aside={
          <Badge variant="subtle" colorPalette="navy" rounded="full">
            {t('diasporas.details.beneficiaries.count', { count: detail.beneficiaries.length })}
          </Badge>
        }
      >
        {detail.beneficiaries.length === 0 ? (
          <Text color="ink.muted">{t('diasporas.details.beneficiaries.none')}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" separator={<Separator as="li" aria-hidden />}>
            {detail.beneficiaries.map((beneficiary) => (
              <BeneficiaryItem key={beneficiary.beneficiaryId} beneficiary={beneficiary} load={load} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function BeneficiaryItem({
  beneficiary,
  load,
}: {
  beneficiary: Beneficiary;
  load: (url: string) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const name = fullName(beneficiary);
  return (
    <Box as="li" py="3" _first={{ pt: '0' }} _last={{ pb: '0' }} aria-label={name}>
      <HStack justify="space-between" align="baseline" gap="2" mb="2">
        <Text fontWeight="semibold" color="navy.900">
          {name}
        </Text>
        <Badge variant="outline" colorPalette="teal" flexShrink={0}>
          {beneficiary.relationshipName.toLowerCase()}
        </Badge>
      </HStack>
      <Fields>
        <Field label={t('diasporas.details.beneficiaries.sex')}>{capitalise(beneficiary.sex)}</Field>
        <Field label={t('diasporas.details.beneficiaries.dob')}>
          <DateText value={beneficiary.dob} />
        </Field>
        <Field label={t('diasporas.details.beneficiaries.proof')}>
          {beneficiary.copyOfProof ? (
            <StaffFileLink
              url={beneficiary.copyOfProof}
              label={t('diasporas.details.beneficiaries.proofLink')}
              load={load}
            />
          ) : (
            <NoAttachment />
          )}
        </Field>
      </Fields>
    </Box>
  );
}
