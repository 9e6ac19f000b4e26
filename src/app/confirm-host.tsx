import { Button, CloseButton, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { CONFIRM_DEFAULTS, type ConfirmOptions, type ConfirmType } from '@machines/confirm.machine';
import { useSelector } from '@xstate/react';
import { CircleCheck, Info, type LucideIcon, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { modalWidth } from '@/ui/primitives/modal-sizes';
import { addComponentStyles } from '@/ui/theme/theme';
import { type ConfirmRequest, getConfirms, subscribeConfirms } from './confirm-store';

// The dialog brings its own styles: a question may come on a page that loaded no component styles.
addComponentStyles({ slotRecipes: { dialog: dialogSlotRecipe } });

const TYPE_LOOK: Record<ConfirmType, { palette: string; Icon: LucideIcon }> = {
  danger: { palette: 'red', Icon: OctagonAlert },
  warning: { palette: 'orange', Icon: TriangleAlert },
  success: { palette: 'green', Icon: CircleCheck },
  info: { palette: 'blue', Icon: Info },
};

type ConfirmText = 'title' | 'message' | 'cancelText' | 'okayText';

/** The machine holds English defaults; a field still at its default shows the catalogue's words. */
function confirmTexts(options: ConfirmOptions, catalogue: Record<ConfirmText, string>) {
  const pick = (key: ConfirmText) => (options[key] === CONFIRM_DEFAULTS[key] ? catalogue[key] : options[key]);
  return {
    title: pick('title'),
    message: pick('message'),
    cancelText: pick('cancelText'),
    okayText: pick('okayText'),
  };
}

function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation();
  const { actor } = request;
  const snapshot = useSelector(actor, (state) => state);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { options, error } = snapshot.context;
  const processing = snapshot.value === 'processing';
  const open = snapshot.value === 'open' || processing;
  const { palette, Icon: TypeIcon } = TYPE_LOOK[options.type];
  const texts = confirmTexts(options, {
    title: t('ui.confirm.title'),
    message: t('ui.confirm.message'),
    cancelText: t('ui.confirm.cancel'),
    okayText: t('ui.confirm.okay'),
  });

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      placement="center"
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'close' });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...modalWidth(options.size)} data-type={options.type}>
            <Dialog.Header>
              <HStack gap="3" align="center">
                <Icon
                  boxSize="6"
                  color={`${palette}.solid`}
                  role="img"
                  aria-hidden={false}
                  aria-label={t(`ui.confirm.type.${options.type}`)}
                  asChild
                >
                  <TypeIcon />
                </Icon>
                <Dialog.Title>{texts.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{texts.message}</Dialog.Description>
              {error ? (
                <Text role="alert" color="fg.error" mt="3">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                disabled={processing}
                onClick={() => actor.send({ type: 'cancel' })}
              >
                {texts.cancelText}
              </Button>
              <Button
                colorPalette={palette}
                loading={processing}
                loadingText={request.loadingText ?? t('ui.confirm.processing')}
                onClick={() => actor.send({ type: 'confirm' })}
              >
                {texts.okayText}
              </Button>
            </Dialog.Footer>
            {options.hideCloseButton ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui.confirm.close')} disabled={processing} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Shows the active confirmation dialog; requests opened while one is showing wait their turn. */
export function ConfirmHost() {
  const requests = useSyncExternalStore(subscribeConfirms, getConfirms, getConfirms);
  const active = requests[0];
  return active ? <ConfirmDialog key={active.id} request={active} /> : null;
}
