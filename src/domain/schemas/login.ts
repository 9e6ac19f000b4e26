import * as yup from 'yup';
import { provideValid } from '@/domain/form-messages';
import { FIELD_SHAPES, requiredText } from './field-shape';

const EMAIL = provideValid('email');
const PASSWORD = provideValid('password');

/**
 * SPEC §5: a valid email and a password of at least one character. (A refused sign-in's
 * 'Invalid username' and 'Invalid password' come from the login page, SPEC §8.)
 */
export const loginSchema = yup.object({
  email: requiredText(FIELD_SHAPES.SignInInput.email, EMAIL),
  // Not trimmed: a password's spaces are its own.
  password: yup
    .string()
    .required(PASSWORD)
    .min(FIELD_SHAPES.SignInInput.password.minLength, PASSWORD)
    .max(FIELD_SHAPES.SignInInput.password.maxLength, PASSWORD),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
