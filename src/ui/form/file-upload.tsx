import { Badge, Box, chakra, Field, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { messageOfError } from '@/domain/failures';
import type { UploadedFile, UploadFile } from '@/domain/uploaded-file';
import { errorText as catalogueText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FileName } from '@/ui/primitives/file-name';
import { notify } from '@/ui/primitives/toaster';
import { rememberChosenFile } from './chosen-files';
import {
  AVATAR_RULES,
  checkFiles,
  DOCUMENT_RULES,
  type FileProblem,
  type FileRules,
  sizeInUnits,
} from './file-rules';

export type { UploadedFile } from '@/domain/uploaded-file';

export interface FileUploadProps {
  label: string;
  /** Sends the file; the app passes the POST /files call (see uploadWithProgress). */
  upload: UploadFile;
  /** The uploaded file, when the form holds it; left out, the component keeps its own. */
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile) => void;
  /** 'avatar' takes images of 1 MB at most; 'document' PDF or images of 5 MB at most. */
  variant?: 'document' | 'avatar';
  /** Overrides the variant's accepted types or sizes. */
  rules?: Partial<FileRules>;
  /** Shows the 'Optional' tag. */
  optional?: boolean;
  /** An error from the surrounding form, e.g. a missing required document. */
  errorText?: string;
  disabled?: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Picks or takes a dropped file, checks it, uploads it with a progress bar ('Uploading..'),
 * blocks a second upload meanwhile, then shows the stored file's name as a link.
 */
export function FileUpload(props: FileUploadProps) {
  const { label, upload, value, onChange, variant = 'document', optional, errorText, disabled } = props;
  const { t } = useTranslation();
  const rules: FileRules = { ...(variant === 'avatar' ? AVATAR_RULES : DOCUMENT_RULES), ...props.rules };
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const busy = useRef(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [ownFile, setOwnFile] = useState<UploadedFile | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploaded = value === undefined ? ownFile : value;

  const types = t(`ui.upload.types.${rules.types}`);
  const maxSize = sizeInUnits(rules.maxSize);
  const sizeText = t(`ui.upload.${maxSize.unit}`, { value: maxSize.value });
  const problemText = problem ? t(`ui.upload.errors.${problem}`, { types, size: sizeText }) : undefined;
  const message = problemText ?? errorText;

  async function take(files: readonly File[]) {
    if (busy.current || disabled) return;
    const found = checkFiles(files, rules);
    setProblem(found);
    const [file] = files;
    if (found || !file) return;
    busy.current = true;
    setUploading(true);
    setProgress(0);
    try {
      const stored = await upload(file, setProgress);
      rememberChosenFile(stored.url, file);
      setOwnFile(stored);
      onChange?.(stored);
    } catch (error) {
      if (!isAbort(error))
        notify.error(t('ui.upload.failed'), { description: messageOfError(error, catalogueText) });
    } finally {
      busy.current = false;
      setUploading(false);
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still counts as a change.
    event.target.value = '';
    void take(files);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  }

  const locked = uploading || Boolean(disabled);
  const chooseText = uploaded
    ? t('ui.upload.replace')
    : t(variant === 'avatar' ? 'ui.upload.chooseImage' : 'ui.upload.choose');

  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled} id={inputId} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}{' '}
        {optional ? (
          <Badge size="sm" variant="subtle" colorPalette="gray" fontWeight="normal">
            {t('ui.field.optional')}
          </Badge>
        ) : null}
      </Field.Label>
      <Box
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'navy.solid' : message ? 'border.error' : 'border.emphasized'}
        bg={dragging ? 'navy.subtle' : 'bg'}
        rounded="l2"
        p="4"
        _focusWithin={{ outline: '2px solid', outlineColor: 'navy.focusRing', outlineOffset: '2px' }}
        data-dragging={dragging || undefined}
        aria-busy={uploading || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {uploading ? (
          <Progress.Root value={progress} size="sm" colorPalette="teal">
            <Progress.Label id={`${id}-progress`} mb="2">
              {t('ui.upload.uploading')}
            </Progress.Label>
            <Progress.Track aria-labelledby={`${id}-progress`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : (
          <Stack gap="2" align="center" textAlign="center">
            <Upload aria-hidden />
            <HStack gap="1" flexWrap="wrap" justify="center">
              <chakra.label
                htmlFor={inputId}
                fontWeight="semibold"
                color="navy.fg"
                textDecoration="underline"
                cursor={locked ? 'not-allowed' : 'pointer'}
              >
                {chooseText}
              </chakra.label>
              <Text color="ink.muted">{t('ui.upload.drop')}</Text>
            </HStack>
          </Stack>
        )}
        <Text id={hintId} fontSize="sm" color="ink.muted" textAlign="center" mt="2">
          {t('ui.upload.hint', { types, size: sizeText })}
        </Text>
        <chakra.input
          id={inputId}
          type="file"
          srOnly
          accept={rules.accept.join(',')}
          disabled={locked}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={Boolean(message) || undefined}
          onChange={onInputChange}
        />
      </Box>
      {uploaded && !uploading ? (
        <HStack gap="2" mt="1">
          <FileText size={18} aria-hidden />
          <Link
            href={uploaded.url}
            target="_blank"
            rel="noopener noreferrer"
            color="navy.fg"
            fontWeight="medium"
          >
            <FileName name={uploaded.name} />
          </Link>
        </HStack>
      ) : null}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
