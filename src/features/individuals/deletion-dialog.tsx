import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { OctagonAlert } from 'lucide-react';
import type { ApiFailure } from '@/domain/failures';
import { useTranslation } from '@/i18n/use-translation';
import { FormDialog } from '@/ui/form/form-dialog';
import { ReasonForm } from '@/ui/form/reason-form';

export interface DeletionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the request with its reason; answers the failure, or null once the deletion waits. */
  onSubmit: (reason: string) => Promise<ApiFailure | null>;
}

/**
 * SPEC §2's danger confirmation of a customer's deletion, with its title and message, asking why:
 * the deletion then waits for a second staff member. The reason's problems show next to it, and
 * what was typed stays.
 */
export function DeletionDialog({ open, onClose, onSubmit }: DeletionDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      role="alertdialog"
      open={open}
      onClose={onClose}
      title={
        <HStack gap="3" align="center">
          <Icon boxSize="6" color="red.solid" asChild>
            <OctagonAlert aria-hidden />
          </Icon>
          {t('individuals.details.confirmDelete.title')}
        </HStack>
      }
    >
      {open ? (
        <Stack gap="3">
          <Text color="navy.900">{t('individuals.details.confirmDelete.message')}</Text>
          <ReasonForm
            texts={{
              intro: t('individuals.details.confirmDelete.secondPerson'),
              label: t('individuals.details.confirmDelete.reason'),
              hint: t('individuals.details.confirmDelete.hint'),
              required: t('individuals.details.confirmDelete.required'),
              tooShort: t('individuals.details.confirmDelete.tooShort'),
              tooLong: t('individuals.details.confirmDelete.tooLong'),
              back: t('ui.confirm.cancel'),
              submit: t('individuals.details.confirmDelete.okay'),
              sending: t('ui.confirm.processing'),
            }}
            colorPalette="red"
            onCancel={onClose}
            onSubmit={onSubmit}
          />
        </Stack>
      ) : null}
    </FormDialog>
  );
}
