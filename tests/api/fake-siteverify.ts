import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A token Turnstile issued for a captcha solved on a page at `hostname` for `action`: the fake
 * answers success with those two, as siteverify does.
 */
export const solvedToken = (hostname: string, action: string) => `solved|${hostname}|${action}`;

/** The hostname the portal's test servers name in CAPTCHA_HOSTNAMES. */
export const PORTAL_HOSTNAME = 'localhost';

/** The tokens the fake answers differently; any other token is refused as Turnstile refuses it. */
export const SITEVERIFY_TOKENS = {
  /** Solved on the portal's enrolment page. */
  passes: solvedToken(PORTAL_HOSTNAME, 'enrolment'),
  fails: 'token-turnstile-refuses',
  hangs: 'token-never-answered',
  malformed: 'token-answered-with-broken-json',
  serverError: 'token-answered-with-a-500',
} as const;

export interface SiteverifyRequest {
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface FakeSiteverify {
  url: string;
  /** Every verification asked of it, in order, as the form fields it received. */
  received: SiteverifyRequest[];
  close: () => Promise<void>;
}

const REFUSED = { success: false, 'error-codes': ['invalid-input-response'] };

/**
 * A local HTTP server answering as Cloudflare Turnstile's siteverify does: a form-encoded POST of
 * `secret`, `response` and `remoteip`, a JSON answer with `success` and `error-codes`, and for a
 * solved token the `hostname` and `action` it was solved for.
 */
export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const received: SiteverifyRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ contentType: request.headers['content-type'], form });
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const [kind, hostname, action] = (form.response ?? '').split('|');
      if (kind === 'solved') {
        return json(200, {
          success: true,
          challenge_ts: new Date().toISOString(),
          hostname,
          action,
          'error-codes': [],
        });
      }
      switch (form.response) {
        case SITEVERIFY_TOKENS.hangs:
          // Never answers: the verifier's time limit must end the wait. close() drops the socket.
          return;
        case SITEVERIFY_TOKENS.malformed:
          return response.writeHead(200, { 'content-type': 'application/json' }).end('{"success": tru');
        case SITEVERIFY_TOKENS.serverError:
          // An error status whose body still claims a success, for this portal and this form,
          // must not pass either: only the status can refuse it.
          return json(500, { success: true, hostname: PORTAL_HOSTNAME, action: 'enrolment' });
        default:
          return json(200, REFUSED);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
