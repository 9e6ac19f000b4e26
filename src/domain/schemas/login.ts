import * as yup from 'yup';

/** SPEC §5: a valid email and a password of at least one character. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('Required').email('Invalid email'),
  password: yup.string().required('Required'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
