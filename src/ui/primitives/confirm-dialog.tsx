import { createContext, useContext } from 'react';

/** What a caller may ask of a confirmation dialog; anything left out takes the catalogue default. */
export interface ConfirmRequestOptions {
  title?: string;
  message?: string;
  type?: 'danger' | 'warning' | 'success' | 'info';
  cancelText?: string;
  okayText?: string;
  hideCloseButton?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Runs on confirm while the button shows the loading text; a rejection keeps the dialog open. */
  action?: () => Promise<void>;
  /** The confirm button's text while the action runs; defaults to 'Processing...'. */
  loadingText?: string;
}

/** Answers true on confirm, false on cancel, close or Escape (SPEC §4, §8). */
export type ConfirmFn = (options?: ConfirmRequestOptions) => Promise<boolean>;

/** Filled by the app's ConfirmProvider, which runs the dialog's statechart. */
export const ConfirmContext = createContext<ConfirmFn | null>(null);

/** The confirmation function of the surrounding ConfirmProvider. */
export function useConfirm(): ConfirmFn {
  const confirmFn = useContext(ConfirmContext);
  if (!confirmFn) {
    throw new Error('useConfirm() must be used inside <ConfirmProvider> (AppProviders mounts it).');
  }
  return confirmFn;
}
