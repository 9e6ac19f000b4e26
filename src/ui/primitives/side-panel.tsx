import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MODAL_CLOSE_DELAY_MS } from './modal';
import { useStillHere } from './still-here';

export interface SidePanelProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons pinned under the body, e.g. Delete and Edit. */
  footer?: ReactNode;
  /**
   * Runs once the panel has slid away (close button, Escape, a click on the backdrop or
   * `useSidePanelClose()`): typically navigates back to the list the panel sits on.
   */
  onClosed: () => void;
}

const SidePanelCloseContext = createContext<(() => void) | null>(null);

/** Closes the surrounding SidePanel, e.g. from a 'Back to the list' button. */
export function useSidePanelClose(): () => void {
  const close = useContext(SidePanelCloseContext);
  if (!close) throw new Error('useSidePanelClose() must be used inside <SidePanel>.');
  return close;
}

/**
 * A route's details drawer on the right, over the list: open while its route shows. It is
 * full width on phones. Closing waits for the slide-out (300 ms), then runs `onClosed` unless the
 * user has gone elsewhere meanwhile.
 */
export function SidePanel({ title, children, footer, onClosed }: SidePanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const markHere = useStillHere();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    if (timer.current !== undefined) return;
    setOpen(false);
    const stillHere = markHere();
    // A row opened meanwhile is where the user went: going back to the list would close it.
    timer.current = setTimeout(() => stillHere() && onClosedRef.current(), MODAL_CLOSE_DELAY_MS);
  }, [markHere]);

  return (
    <SidePanelCloseContext.Provider value={close}>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        placement="end"
        size={{ base: 'full', sm: 'md' }}
        // The first control is often a cover action (Lapse, Approve): Enter must not reach it by accident.
        initialFocusEl={() => closeButton.current}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="canvas">
              <Drawer.Header borderBottomWidth="1px" bg="white" py="4" pe="14">
                <Drawer.Title fontSize="lg" color="navy.900">
                  {title}
                </Drawer.Title>
              </Drawer.Header>
              {/* Reachable by keyboard, so a long panel with no control in view still scrolls. */}
              <Drawer.Body py="5" tabIndex={0}>
                {children}
              </Drawer.Body>
              {footer ? (
                <Drawer.Footer borderTopWidth="1px" bg="white">
                  {footer}
                </Drawer.Footer>
              ) : null}
              <Drawer.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton ref={closeButton} size="sm" aria-label={t('ui.modal.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </SidePanelCloseContext.Provider>
  );
}
