import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from '../../bench/load';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../src/domain/captcha';
import type { EnrolmentBody } from './enrolments';

interface Flow {
  token?: string;
}

/**
 * The public enrolment as a visitor makes it, on every connection in turn: a captcha traded for
 * an enrolment token, then the enrolment under that token with a fresh Idempotency-Key.
 * Latencies cover both requests.
 */
export async function publicEnrolmentLoad(
  base: string,
  nextBody: () => EnrolmentBody,
  keyPrefix: string,
  options: LoadOptions,
): Promise<LoadFigures & { statusCodes: Record<string, number> }> {
  let n = 0;
  const json = { 'content-type': 'application/json' };
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/enrolment-sessions',
        headers: json,
        body: JSON.stringify({ captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }),
        onResponse: (status, body, context) => {
          const flow = context as Flow;
          flow.token =
            status === 201 ? (JSON.parse(body) as { data: { token: string } }).data.token : undefined;
        },
      },
      {
        method: 'POST',
        path: '/api/v1/diasporas',
        setupRequest: (request, context) => {
          n += 1;
          return {
            ...request,
            headers: {
              ...json,
              'x-enrolment-token': (context as Flow).token ?? 'no-session',
              'idempotency-key': `${keyPrefix}-${n}`,
            },
            body: JSON.stringify(nextBody()),
          };
        },
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes,
  };
}
