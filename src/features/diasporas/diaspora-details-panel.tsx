import { Badge, Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { type Beneficiary, type DiasporaDetail, diasporaDetailQuery } from '@/api/diasporas';
import { fetchStaffFile } from '@/api/files';
import { fullName } from '@/domain/names';
import { useTranslation } from '@/i18n/use-translation';
import { Field, Fields, NoAttachment } from '@/ui/layout/detail-fields';
import { DetailSection } from '@/ui/layout/detail-section';
import { DetailsHeader } from '@/ui/layout/details-header';
import { RecordLoad } from '@/ui/layout/details-states';
import { LetterLanguageDetail } from '@/ui/layout/letter-language-detail';
import type { RecordSections } from '@/ui/layout/record-sections';
import { DateText } from '@/ui/primitives/date-text';
import { SexText } from '@/ui/primitives/person-words';
import { SidePanel } from '@/ui/primitives/side-panel';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { PossibleDuplicateNotice } from './possible-duplicate-notice';

export interface DiasporaDetailsPanelProps {
  diasporaId: string;
  /** Back to the list the panel was opened from. */
  onClosed: () => void;
  /** Cover, waiting change, claims and history, drawn by their features. */
  sections: RecordSections<DiasporaDetail>;
}

/** The 'Diaspora details' drawer over the list (SPEC §2). */
export function DiasporaDetailsPanel({ diasporaId, onClosed, sections }: DiasporaDetailsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('diasporas.details.title')} onClosed={onClosed}>
      <DiasporaDetailsBody diasporaId={diasporaId} sections={sections} />
    </SidePanel>
  );
}

function DiasporaDetailsBody({
  diasporaId,
  sections,
}: {
  diasporaId: string;
  sections: RecordSections<DiasporaDetail>;
}) {
  const { i18n } = useTranslation();
  const api = useApi();
  const query = useQuery(diasporaDetailQuery(api, diasporaId));
  return (
    <RecordLoad query={query} words={i18n.section('diasporas.details.record')} sectionLines={[6, 3, 4]}>
      {(detail) => <DiasporaDetails detail={detail} sections={sections} />}
    </RecordLoad>
  );
}

function DiasporaDetails({
  detail,
  sections,
}: {
  detail: DiasporaDetail;
  sections: RecordSections<DiasporaDetail>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const name = fullName(detail);
  const load = (url: string) => fetchStaffFile(api, url);
  return (
    <Stack gap="5">
      <DetailsHeader
        name={name}
        email={detail.email}
        status={detail.status}
        statusLabel={t(`shell.status.${detail.status}`)}
      />
      <PossibleDuplicateNotice detail={detail} />

      {sections.pendingChange?.(detail)}

      {sections.cover(detail)}

      <DetailSection title={t('diasporas.details.basic.title')}>
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
          <Field label={t('diasporas.details.basic.gender')}>
            <SexText value={detail.sex} />
          </Field>
          <LetterLanguageDetail language={detail.language} />
        </Fields>
      </DetailSection>

      <DetailSection title={t('diasporas.details.identification.title')}>
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
      </DetailSection>

      <DetailSection
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
      </DetailSection>

      {sections.premiums?.(detail)}

      {sections.claims(detail)}

      {sections.history(detail)}
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
          {t(`diasporas.details.beneficiaries.relationship.${beneficiary.relationshipName}`)}
        </Badge>
      </HStack>
      <Fields>
        <Field label={t('diasporas.details.beneficiaries.sex')}>
          <SexText value={beneficiary.sex} />
        </Field>
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
