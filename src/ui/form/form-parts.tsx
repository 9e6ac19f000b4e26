import { Heading, SimpleGrid, Stack, type SystemStyleObject } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import type { UploadedFile, UploadFile } from '@/domain/uploaded-file';
import { FileUpload, type FileUploadProps } from './file-upload';

/** Calls `onChange` with the values after every change (not for the initial values). */
export function FormChangeListener<V>({ onChange }: { onChange: ((values: V) => void) | undefined }) {
  const { values } = useFormikContext<V>();
  const previous = useRef(values);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (previous.current === values) return;
    previous.current = values;
    latest.current?.(values);
  }, [values]);
  return null;
}

/** After a refused submit, moves the focus to the first invalid field in the order shown. */
export function FocusFirstError({ within }: { within: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const invalid = new Set(Object.keys(errors));
    if (invalid.size === 0) return;
    const controls = within.current?.querySelectorAll<HTMLElement>(
      'input[name], select[name], textarea[name]',
    );
    const first = Array.from(controls ?? []).find((control) =>
      invalid.has(control.getAttribute('name') ?? ''),
    );
    first?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, within]);
  return null;
}

/** An optional FileUpload whose `{ url, name }` (or null) lives in a Formik field. */
export function FormFileUpload({
  name,
  label,
  upload,
  variant,
}: {
  name: string;
  label: string;
  upload: UploadFile;
  /** 'avatar' for a photo: images of 1 MB at most. */
  variant?: FileUploadProps['variant'];
}) {
  const [field, , helpers] = useField<UploadedFile | null>(name);
  return (
    <FileUpload
      label={label}
      upload={upload}
      {...(variant ? { variant } : {})}
      optional
      value={field.value ?? null}
      onChange={(file) => {
        void helpers.setValue(file);
      }}
    />
  );
}

/** Selects as tall as the large inputs next to them: comfortable touch targets. */
export const LARGE_CONTROLS: SystemStyleObject = {
  '& .chakra-native-select__root': { '--select-field-height': 'sizes.11' },
  '& .chakra-native-select__field': { textStyle: 'md', ps: '4' },
};

/** A titled group of fields: two columns on a desktop, one on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg" color="navy.900">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '5' }} css={LARGE_CONTROLS}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}
