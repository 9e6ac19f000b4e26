/** Staff sign-in. */
export const auth = {
  documentTitle: 'Staff sign-in | BancAssurance',
  heading: 'Login Into Account',
  intro: 'Bank staff sign in to enrol customers and manage their cover.',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  submitting: 'Signing in…',
  invalidUsername: 'Invalid username',
  invalidPassword: 'Invalid password',
  invalidCredentials: 'Invalid credentials',
  failedToLogin: 'Failed to login',
  backHome: 'Back to the home page',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
