import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Phones get the whole screen, set for the widths below md only: the recipe's 'full' size, even
 * as a responsive value for phones, keeps its minimum height at every width and stretched a
 * desktop dialog to the screen's height.
 */
const PHONE_FULL_SCREEN = {
  mdDown: {
    maxW: '100dvw',
    minH: '100dvh',
    maxH: '100dvh',
    '--dialog-margin': '0',
    borderRadius: '0',
  },
} as const;

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  size?: 'md' | 'lg';
  /** 'alertdialog' for a form that confirms something that cannot be undone (a deletion). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A dialog holding a form (add or edit a person, a reason, a claim): full screen on phones; on a
 * desktop as tall as its form, scrolling inside when that is taller than the screen. Focus is
 * kept inside.
 */
export function FormDialog({
  open,
  title,
  onClose,
  size = 'md',
  role = 'dialog',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={PHONE_FULL_SCREEN}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui.modal.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
