import * as yup from 'yup';
import { provideValid } from '../form-messages';

const EMAIL = provideValid('email');
const PASSWORD = provideValid('password');

/**
 * SPEC §5: a valid email and a password of at least one character. (A refused sign-in's
 * 'Invalid username' and 'Invalid password' come from the login page, SPEC §8.)
 */
export const loginSchema = yup.object({
  email: yup.string().trim().required(EMAIL).email(EMAIL),
  password: yup.string().required(PASSWORD),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
