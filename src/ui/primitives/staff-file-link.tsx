import { Box, Button, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, EyeOff, FileText, Paperclip } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cleanDisplayName } from '@/domain/display-name';
import { type ApiFailure, describeFailure, failureOf } from '@/domain/failures';
import { errorText } from '@/i18n/index';
import { useTranslation } from '@/i18n/use-translation';
import { FileName } from './file-name';

type Opened = { objectUrl: string; isImage: boolean };

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; failure: ApiFailure }
  | ({ kind: 'open' } & Opened)
  | ({ kind: 'hidden' } & Opened);

export interface StaffFileLinkProps {
  /** The document's stored URL. */
  url: string;
  /** What the link says, e.g. 'Proof of relationship'. */
  label: string;
  /** Reads the document with the staff token (a plain link would not carry it). */
  load: (url: string) => Promise<Blob>;
}

/**
 * A staff-only document: read with the bearer token, then shown as a preview under the link
 * (images) or opened in a new tab (PDF), with a link to open it in a tab either way.
 */
export function StaffFileLink({ url, label, load }: StaffFileLinkProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const objectUrls = useRef<string[]>([]);
  const previewId = useId();

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const objectUrl of urls) URL.revokeObjectURL(objectUrl);
    };
  }, []);

  const open = async () => {
    if (state.kind === 'open') return setState({ ...state, kind: 'hidden' });
    if (state.kind === 'hidden') return setState({ ...state, kind: 'open' });
    if (state.kind === 'loading') return;
    setState({ kind: 'loading' });
    try {
      const blob = await load(url);
      const objectUrl = URL.createObjectURL(blob);
      objectUrls.current.push(objectUrl);
      const isImage = blob.type.startsWith('image/');
      if (!isImage) window.open(objectUrl, '_blank', 'noopener');
      setState({ kind: 'open', objectUrl, isImage });
    } catch (error) {
      setState({ kind: 'failed', failure: failureOf(error) });
    }
  };

  const expanded = state.kind === 'open';
  return (
    <Stack gap="2" align="stretch">
      <HStack gap="2">
        <Link
          asChild
          color="navy.600"
          fontWeight="medium"
          textDecoration="underline"
          textUnderlineOffset="3px"
          _hover={{ color: 'navy.800' }}
        >
          <button
            type="button"
            onClick={() => void open()}
            aria-expanded={state.kind === 'open' || state.kind === 'hidden' ? expanded : undefined}
            aria-controls={expanded ? previewId : undefined}
            aria-busy={state.kind === 'loading' || undefined}
          >
            <Paperclip aria-hidden size={14} />
            <FileName name={label} />
          </button>
        </Link>
        {state.kind === 'loading' && (
          <HStack gap="1.5" color="ink.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>{t('ui.file.opening')}</Text>
          </HStack>
        )}
      </HStack>
      {state.kind === 'failed' && (
        <Text role="alert" fontSize="sm" color="red.600">
          {t('ui.file.failed')}: {describeFailure(state.failure, errorText)}
        </Text>
      )}
      {state.kind === 'open' && (
        <Box id={previewId} borderWidth="1px" rounded="lg" bg="white" p="2">
          {state.isImage ? (
            <Image
              src={state.objectUrl}
              alt={t('ui.file.preview', { name: cleanDisplayName(label) })}
              maxH="72"
              w="full"
              objectFit="contain"
              bg="gray.50"
              rounded="md"
            />
          ) : (
            <HStack gap="2" p="2" color="ink.muted">
              <FileText aria-hidden size={18} />
              <Text fontSize="sm">
                <FileName name={label} />
              </Text>
            </HStack>
          )}
          <HStack justify="space-between" gap="2" pt="2" wrap="wrap">
            <Link
              href={state.objectUrl}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              color="navy.600"
              fontWeight="medium"
            >
              <ExternalLink aria-hidden size={14} />
              {state.isImage ? t('ui.file.openInNewTab') : t('ui.file.openDocument')}
            </Link>
            <Button size="xs" variant="ghost" onClick={() => setState({ ...state, kind: 'hidden' })}>
              <EyeOff aria-hidden size={14} />
              {t('ui.file.hidePreview')}
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
