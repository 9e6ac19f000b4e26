import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';

export const ADMIN = { email: 'admin@bancassurance.local', password: 'reliability-admin-password' };
export const STAFF_PASSWORD = 'reliability-staff-password';

export interface Answer {
  status: number;
  body: unknown;
}

/** One API call; the body is parsed JSON, or the raw text when it is not JSON. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** The answer's `data`, or an error naming what failed and how. */
export function dataOf<T>(answer: Answer, what: string): T {
  const data = (answer.body as { data?: T } | null)?.data;
  if (answer.status >= 300 || data === undefined) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return data;
}

/** The admin's bearer headers. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const session = dataOf<{ token: string }>(
    await call(base, 'POST', '/auth/sign-in', { body: ADMIN }),
    'sign-in',
  );
  return { authorization: `Bearer ${session.token}` };
}

/** A public enrolment token, traded for the development captcha as the enrolment page does. */
export async function enrolmentToken(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/enrolment-sessions', {
    body: { captchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
  });
  return dataOf<{ token: string }>(answer, 'enrolment session').token;
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The environment every run of the real server gets: development captcha, fixed staff passwords. */
export function serverEnv(extra: NodeJS.ProcessEnv, filesDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CAPTCHA_SECRET: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_PASSWORD,
    FILES_DIR: filesDir,
    DIST_DIR: `${filesDir}-no-spa`,
    ...extra,
  };
}
