import { i18n } from '@/i18n/index';
import { notify } from '@/ui/primitives/toaster';

// The toasts of the refused attempts still on screen, removed once a sign-in goes through.
const shown = new Set<string>();

/** 'Failed to login' (SPEC §8), one toast per refused sign-in. */
export const notifySignInFailed = () => {
  shown.add(notify.error(i18n.t('auth.failedToLogin')));
};

/** A sign-in that went through takes the refused attempts' toasts with it. */
export const dismissSignInFailed = () => {
  for (const id of shown) notify.dismiss(id);
  shown.clear();
};
