import autocannon from 'autocannon';

/** What one load run measured; latencies in milliseconds. */
export interface LoadFigures {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface HttpScenario {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed path, or one made afresh for every request. */
  path: string | (() => string);
  /** A body made afresh for every request, with headers of its own. */
  body?: () => { body: string; headers: Record<string, string> };
}

/** autocannon against one scenario; every non-2xx answer and every socket error counts as an error. */
export async function httpLoad(
  base: string,
  scenario: HttpScenario,
  options: LoadOptions,
): Promise<LoadFigures> {
  const fixedPath = typeof scenario.path === 'string' ? scenario.path : undefined;
  const makePath = typeof scenario.path === 'function' ? scenario.path : undefined;
  const makeBody = scenario.body;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    headers: scenario.headers ?? {},
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: fixedPath ?? '/',
        setupRequest: (request) => {
          const next = { ...request };
          if (makePath) next.path = makePath();
          if (makeBody) {
            const { body, headers } = makeBody();
            next.body = body;
            next.headers = { ...(request.headers ?? {}), ...headers };
          }
          return next;
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A closed loop of `connections` workers that each run `operation` back to back for the given
 * time, timed with the high-resolution clock: the floor that the API's figures are set against.
 */
export async function directLoad(
  operation: () => Promise<unknown>,
  options: LoadOptions,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed, requests: latencies.length, errors };
}
