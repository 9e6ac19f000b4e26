/** SPEC §8 texts shown for failures. */
export const errors = {
  notFound: 'Unknown page',
  notFoundBody: 'The address may be mistyped, or the page has moved.',
  forbiddenTitle: 'No access to this page',
  failedTitle: 'Something went wrong',
  backHome: 'Back to home',
  backToDashboard: 'Back to the dashboard',
  withStatus: '{{status}} | {{data}}',
  unknown: 'Unknown Error',
  network: 'Oops we are having trouble to connect with server, Please check your internet connection.',
  unexpected: 'Oops an unexpected error occurred',
  missingEnvironment: 'Missing required environment variable: {{name}}',
} as const;
