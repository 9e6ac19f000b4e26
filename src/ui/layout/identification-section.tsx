import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { Field, Fields, NoAttachment } from './detail-fields';
import { DetailSection } from './detail-section';

export interface IdentificationSectionProps {
  /** The document type's name, e.g. 'National ID'. */
  idTypeName: string;
  idNumber: string;
  /** The id copy's stored URL, or null when none was uploaded. */
  idCopy: string | null;
  /** The photo's stored URL; leave out for a record that has no photo row. */
  photo?: string | null;
  /** Reads a document with the staff token. */
  load: (url: string) => Promise<Blob>;
}

function StaffDocument({
  url,
  label,
  load,
}: {
  url: string | null;
  label: string;
  load: (url: string) => Promise<Blob>;
}) {
  return url ? <StaffFileLink url={url} label={label} load={load} /> : <NoAttachment />;
}

/** A person's identity document in a details panel: type, number, the copy and, for members, the photo. */
export function IdentificationSection({
  idTypeName,
  idNumber,
  idCopy,
  photo,
  load,
}: IdentificationSectionProps) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('ui.details.identification.title')}>
      <Fields>
        <Field label={t('ui.details.identification.idType')}>{idTypeName}</Field>
        <Field label={t('ui.details.identification.idNumber')}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {idNumber}
          </Text>
        </Field>
        <Field label={t('ui.details.identification.idDocument')}>
          <StaffDocument url={idCopy} label={t('ui.details.identification.viewIdDocument')} load={load} />
        </Field>
        {photo !== undefined && (
          <Field label={t('ui.details.identification.photo')}>
            <StaffDocument url={photo} label={t('ui.details.identification.viewPhoto')} load={load} />
          </Field>
        )}
      </Fields>
    </DetailSection>
  );
}
