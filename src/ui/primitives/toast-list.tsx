import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@/i18n/use-translation';
import { addComponentStyles } from '@/ui/theme/theme';
import { TOAST_LIMIT } from './toaster';

// The toasts bring their own styles: the first one may come on a page that loaded no component styles.
addComponentStyles({ slotRecipes: { toast: toastSlotRecipe } });

export const toastStore = createToaster({ placement: 'top-end', max: TOAST_LIMIT, pauseOnPageIdle: true });

const isCustom = (meta: Record<string, unknown> | undefined) => meta?.kind === 'custom';
const isBlank = (meta: Record<string, unknown> | undefined) => meta?.kind === 'blank';

/** The toasts in the store, top right; `AppToaster` mounts it once the first one loads the store. */
export function ToastList() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} aria-label={t('ui.toast.region')}>
        {(toast) =>
          isCustom(toast.meta) ? (
            <Toast.Root width={{ md: 'sm' }} bg="bg.panel" color="fg" borderWidth="1px">
              <Stack flex="1">{toast.title}</Stack>
              <Toast.CloseTrigger aria-label={t('ui.toast.close')} />
            </Toast.Root>
          ) : (
            <Toast.Root width={{ md: 'sm' }} aria-busy={toast.type === 'loading' || undefined}>
              {toast.type === 'loading' ? (
                <Spinner size="sm" color="navy.solid" aria-label={t('ui.toast.loading')} />
              ) : isBlank(toast.meta) ? null : (
                <Toast.Indicator />
              )}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? (
                  // Chakra dims the description to 80%: white on the error red then fails contrast.
                  <Toast.Description opacity="1">{toast.description}</Toast.Description>
                ) : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger aria-label={t('ui.toast.close')} /> : null}
            </Toast.Root>
          )
        }
      </ChakraToaster>
    </Portal>
  );
}
