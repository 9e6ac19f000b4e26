import * as yup from 'yup';
import { FORM_MESSAGES } from './diaspora-details';
import { FIELD_SHAPES, requiredText } from './field-shape';

/** A record's payment account as its own form holds it (a group's, completed or changed by staff). */
export interface PaymentAccount {
  accountNumber: string;
}

/** SPEC §5: the account premiums are debited from, 10 to 20 digits. */
export const paymentAccountSchema: yup.ObjectSchema<PaymentAccount> = yup.object({
  accountNumber: requiredText(FIELD_SHAPES.PaymentAccountInput.accountNumber, FORM_MESSAGES.accountNumber),
});
