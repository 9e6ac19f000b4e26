import type { auth as en } from '../en/auth';
import type { Shape } from '../shape';

/** Staff sign-in. */
export const auth: Shape<typeof en> = {
  documentTitle: 'Kuingia kwa watumishi | BancAssurance',
  heading: 'Ingia kwenye akaunti',
  intro: 'Watumishi wa benki huingia hapa ili kusajili wateja na kusimamia bima zao.',
  email: 'Barua pepe',
  password: 'Nenosiri',
  submit: 'Ingia',
  submitting: 'Inaingia…',
  invalidUsername: 'Jina la mtumiaji si sahihi',
  invalidPassword: 'Nenosiri si sahihi',
  invalidCredentials: 'Taarifa za kuingia si sahihi',
  failedToLogin: 'Imeshindikana kuingia',
  backHome: 'Rudi ukurasa wa mwanzo',
  showPassword: 'Onyesha nenosiri',
  hidePassword: 'Ficha nenosiri',
};
