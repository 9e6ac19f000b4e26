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
  /** When the server asks for a captcha before it checks a sign-in. */
  captcha: {
    heading: 'Thibitisha kwamba wewe ni binadamu',
    explanation:
      'Majaribio mengi ya kuingia kwa barua pepe hii yameshindikana hivi karibuni kutoka maeneo ambayo haitumiki kwa kawaida. Ili kulinda akaunti, kamilisha uthibitisho ulio hapa chini, kisha bonyeza Ingia tena.',
    hint: 'Kamilisha uthibitisho ulio hapo juu ili uingie.',
  },
};
