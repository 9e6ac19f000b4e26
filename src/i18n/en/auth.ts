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
  /** When the server asks for a captcha before it checks a sign-in. */
  captcha: {
    heading: 'Confirm you are a person',
    explanation:
      'Many sign-ins to this email failed lately from places it is not usually used from. To keep the account safe, complete the check below, then press Login again.',
    hint: 'Complete the check above to sign in.',
  },
} as const;
