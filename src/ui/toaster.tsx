import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The kinds of toast the product shows (SPEC §4). */
export type NotifyType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** How long each kind stays on screen, in ms (SPEC §4); loading stays until updated or dismissed. */
export const TOAST_DURATIONS: Record<NotifyType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

/** At most this many toasts are shown; further ones wait their turn (SPEC §9). */
export const TOAST_LIMIT = 20;

/** The toast store: one for the whole app, rendered by `<AppToaster />`. */
export const toaster = createToaster({ placement: 'top-end', max: TOAST_LIMIT, pauseOnPageIdle: true });

// The store only knows its own types; blank and custom toasts ride on 'info' and keep their kind in meta.
const STORE_TYPE: Record<NotifyType, 'info' | 'error' | 'success' | 'loading'> = {
  blank: 'info',
  custom: 'info',
  error: 'error',
  success: 'success',
  loading: 'loading',
};

export interface NotifyOptions {
  /** Reuse an id to replace a toast in place (e.g. a loading toast becoming a success). */
  id?: string;
  description?: ReactNode;
  /** Overrides the type's duration, in ms. */
  duration?: number;
}

function show(type: NotifyType, title: ReactNode, options: NotifyOptions = {}): string {
  return toaster.create({
    ...(options.id ? { id: options.id } : {}),
    title,
    description: options.description,
    type: STORE_TYPE[type],
    duration: options.duration ?? TOAST_DURATIONS[type],
    closable: type !== 'loading',
    meta: { kind: type },
  });
}

export interface NotifyPromiseMessages<T> {
  loading: ReactNode;
  success: ReactNode | ((value: T) => ReactNode);
  error: ReactNode | ((error: unknown) => ReactNode);
}

const resolveMessage = <V,>(message: ReactNode | ((value: V) => ReactNode), value: V): ReactNode =>
  typeof message === 'function' ? message(value) : message;

/**
 * Shows toasts from anywhere: `notify('Saved')`, `notify.error(...)`, `notify.loading(...)`,
 * then `notify.success(text, { id })` to turn a loading toast into its outcome.
 */
export const notify = Object.assign(
  (title: ReactNode, options?: NotifyOptions) => show('blank', title, options),
  {
    blank: (title: ReactNode, options?: NotifyOptions) => show('blank', title, options),
    error: (title: ReactNode, options?: NotifyOptions) => show('error', title, options),
    success: (title: ReactNode, options?: NotifyOptions) => show('success', title, options),
    loading: (title: ReactNode, options?: NotifyOptions) => show('loading', title, options),
    /** Any content, rendered as given, for 4 s. */
    custom: (content: ReactNode, options?: NotifyOptions) => show('custom', content, options),
    /** Replaces the toast `id` with a new type and text; its timer starts again. */
    update: (id: string, type: NotifyType, title: ReactNode, options?: Omit<NotifyOptions, 'id'>) =>
      show(type, title, { ...options, id }),
    dismiss: (id?: string) => toaster.dismiss(id),
    /** A loading toast that becomes a success or an error toast when `promise` settles. */
    promise: async <T,>(promise: Promise<T>, messages: NotifyPromiseMessages<T>): Promise<T> => {
      const id = show('loading', messages.loading);
      try {
        const value = await promise;
        show('success', resolveMessage(messages.success, value), { id });
        return value;
      } catch (error) {
        show('error', resolveMessage(messages.error, error), { id });
        throw error;
      }
    },
  },
);

const isCustom = (meta: Record<string, unknown> | undefined) => meta?.kind === 'custom';
const isBlank = (meta: Record<string, unknown> | undefined) => meta?.kind === 'blank';

/** Renders the app's toasts, top right; mounted once by AppProviders. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger aria-label={t('ui.toast.close')} /> : null}
            </Toast.Root>
          )
        }
      </ChakraToaster>
    </Portal>
  );
}
