import http from 'node:http';

/** One request of a class, made afresh each time it is due. */
export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A kind of request sent at its own steady rate, with the p99 it must keep. */
export interface OpenLoopClass {
  name: string;
  /** Requests a second, offered on schedule whether or not earlier ones have answered. */
  rate: number;
  next: () => OpenLoopRequest;
}

export interface OpenLoopFigures {
  offered: number;
  completed: number;
  /** Latency from the moment each request was due, so a late send counts against the server. */
  p50: number;
  p99: number;
  errors: number;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * An open loop: each class's requests go out evenly spaced at its rate for `seconds`, on a
 * keep-alive agent with no cap on sockets, never waiting for answers. autocannon's own rate limit
 * sends a connection's whole second of requests back to back and then waits, which measures
 * bursts; this keeps to the schedule, as users arriving independently do. Every non-2xx answer,
 * socket error and time-out (10 s) is an error.
 */
export async function openLoop(
  base: string,
  classes: OpenLoopClass[],
  seconds: number,
): Promise<Record<string, OpenLoopFigures>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const url = new URL(base);
  const state = classes.map((c) => ({ ...c, sent: 0, latencies: [] as number[], errors: 0 }));
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const until = started + seconds * 1000;

  const send = (entry: (typeof state)[number], due: number) => {
    const request = entry.next();
    const done = new Promise<void>((resolve) => {
      const failed = () => {
        entry.errors += 1;
        resolve();
      };
      const outgoing = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.body
            ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
            : request.headers,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) entry.latencies.push(performance.now() - due);
            else entry.errors += 1;
            resolve();
          });
          response.on('error', failed);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', failed);
      outgoing.end(request.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = Math.min(performance.now(), until);
      for (const entry of state) {
        // Request k falls due at k / rate seconds: the first at once, none at the very end.
        const total = Math.floor(seconds * entry.rate);
        const due = Math.min(Math.floor(((now - started) / 1000) * entry.rate) + 1, total);
        while (entry.sent < due) {
          send(entry, started + (entry.sent * 1000) / entry.rate);
          entry.sent += 1;
        }
      }
      const waiting = state.filter((entry) => entry.sent < Math.floor(seconds * entry.rate));
      if (waiting.length === 0 || performance.now() >= until) resolve();
      else {
        const next = Math.min(...waiting.map((entry) => started + (entry.sent * 1000) / entry.rate));
        setTimeout(tick, Math.max(0, next - performance.now()));
      }
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  const figures: Record<string, OpenLoopFigures> = {};
  for (const entry of state) {
    const sorted = entry.latencies.sort((a, b) => a - b);
    figures[entry.name] = {
      offered: entry.sent,
      completed: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: entry.errors,
    };
  }
  return figures;
}
