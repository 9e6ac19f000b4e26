import type { CreateToasterReturn } from '@chakra-ui/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { loadOnce } from '@/domain/load-once';

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

type ToastStore = CreateToasterReturn;
type ToastList = typeof import('./toast-list');

// Chakra's toast store and machinery download with the first toast; until then calls wait in order.
let lastId = 0;

const loadList = loadOnce((): Promise<ToastList> => import('./toast-list'));

function withStore(run: (store: ToastStore) => void, load: boolean): void {
  const list = loadList.current();
  if (list) run(list.toastStore);
  else if (load || loadList.started()) void loadList().then((loaded) => run(loaded.toastStore));
}

/** The toast store: one for the whole app, rendered by `<AppToaster />`. */
export const toaster = {
  /** Shows or replaces a toast; its id is known at once, the toast shows once the store has loaded. */
  create(data: Parameters<ToastStore['create']>[0]): string {
    lastId += 1;
    const id = data.id ?? `toast:${lastId}`;
    withStore((store) => store.create({ ...data, id }), true);
    return id;
  },
  dismiss(id?: string): void {
    withStore((store) => store.dismiss(id), false);
  },
  remove(id?: string): void {
    withStore((store) => store.remove(id), false);
  },
  getVisibleToasts: (): ReturnType<ToastStore['getVisibleToasts']> =>
    loadList.current()?.toastStore.getVisibleToasts() ?? [],
};

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

const noList = () => undefined;

/** Renders the app's toasts, top right, from the first one on; mounted once by AppProviders. */
export function AppToaster() {
  // A prerendered page has no toast yet: the list arrives with the first one.
  const loaded = useSyncExternalStore(loadList.subscribe, loadList.current, noList);
  return loaded ? <loaded.ToastList /> : null;
}
