import { Text } from '@chakra-ui/react';
import { StaffFileLink } from '@/ui/primitives/staff-file-link';
import { Field, Fields, NoAttachment } from './detail-fields';
import { DetailSection } from './detail-section';

export interface IdentificationTexts {
  title: string;
  idType: string;
  idNumber: string;
  idDocument: string;
  viewIdDocument: string;
  /** Shown only with a photo row (group members). */
  photo?: string;
  viewPhoto?: string;
}

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
  texts: IdentificationTexts;
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
  texts,
}: IdentificationSectionProps) {
  return (
    <DetailSection title={texts.title}>
      <Fields>
        <Field label={texts.idType}>{idTypeName}</Field>
        <Field label={texts.idNumber}>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {idNumber}
          </Text>
        </Field>
        <Field label={texts.idDocument}>
          <StaffDocument url={idCopy} label={texts.viewIdDocument} load={load} />
        </Field>
        {photo !== undefined && texts.photo && texts.viewPhoto && (
          <Field label={texts.photo}>
            <StaffDocument url={photo} label={texts.viewPhoto} load={load} />
          </Field>
        )}
      </Fields>
    </DetailSection>
  );
}
