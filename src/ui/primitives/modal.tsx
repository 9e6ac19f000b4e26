import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { type ModalSize, modalWidth } from './modal-sizes';
import { useStillHere } from './still-here';

/** How long the closing animation gets before the modal's route is left (SPEC §9). */
export const MODAL_CLOSE_DELAY_MS = 300;

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Where to go once closed; without it the modal goes back one step in the history. */
  closeTo?: NavigateOptions['to'];
  /** Runs once the modal has closed, before leaving. */
  onClosed?: () => void;
}

const ModalCloseContext = createContext<(() => void) | null>(null);

/** Closes the surrounding Modal, e.g. after its form saved. */
export function useModalClose(): () => void {
  const close = useContext(ModalCloseContext);
  if (!close) throw new Error('useModalClose() must be used inside <Modal>.');
  return close;
}

/**
 * A route modal: open while its route shows. Closing (Escape, the close button or
 * `useModalClose()`) waits 300 ms, runs `onClosed`, then goes to `closeTo` or back, unless the
 * user has already gone elsewhere meanwhile.
 */
export function Modal({ title, children, footer, size = 'md', closeTo, onClosed }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const markHere = useStillHere();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    if (timer.current !== undefined) return;
    setOpen(false);
    const stillHere = markHere();
    timer.current = setTimeout(() => {
      onClosed?.();
      // The user went on while it closed (Next right after choosing): leaving now would pull them back.
      if (!stillHere()) return;
      if (closeTo) void navigate({ to: closeTo });
      else router.history.back();
    }, MODAL_CLOSE_DELAY_MS);
  }, [closeTo, markHere, navigate, onClosed, router]);

  return (
    <ModalCloseContext.Provider value={close}>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        placement="center"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content {...modalWidth(size)}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui.modal.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ModalCloseContext.Provider>
  );
}
