import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Caller } from '../auth/guard';
import type { PoolStats } from '../db/connect';

/** Who may read /metrics: a bearer token, addresses, or both; with neither it is not served. */
export interface MetricsAccess {
  token: string | undefined;
  addresses: readonly string[];
}

const callerKind = (request: FastifyRequest) => (request as { caller?: Caller }).caller?.kind ?? 'public';

/** The route's pattern, never the address itself: ids in a label would grow without end. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The room public uploads share (server/files/public-upload-room.ts): read from the database at each scrape. */
export interface UploadRoomStats {
  heldBytes: () => Promise<number>;
  ceilingBytes: number;
}

/**
 * Prometheus metrics for operators at /metrics: requests by route and status with their
 * latency, the database pool and the answers it could not give, enrolments, uploads and
 * throttled sign-ins, the bytes unreferenced public uploads hold against their ceiling and the
 * uploads refused for it. Each app has its own registry. Served only to the configured token or
 * addresses; to anyone else it does not exist.
 */
export function addMetrics(
  app: FastifyInstance,
  access: MetricsAccess,
  poolStats: () => PoolStats,
  uploadRoom: UploadRoomStats,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const enrolments = new Counter({
    name: 'portal_enrolments_total',
    help: 'Diaspora enrolments stored, by who submitted them (public or staff)',
    labelNames: ['by'],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'portal_uploads_total',
    help: 'Documents stored, by who uploaded them (enrolment or staff)',
    labelNames: ['by'],
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'portal_sign_ins_throttled_total',
    help: 'Sign-in attempts refused by the throttle (429)',
    registers: [registry],
  });
  const databaseUnavailable = new Counter({
    name: 'portal_database_unavailable_total',
    help: 'Requests answered 503 with Retry-After because the database could not be reached, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const refusedForRoom = new Counter({
    name: 'portal_public_uploads_refused_total',
    help: 'Public uploads refused because unreferenced uploads reached PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES (507)',
    registers: [registry],
  });
  new Gauge({
    name: 'portal_unreferenced_upload_bytes',
    help: 'Bytes held by public uploads no record refers to, on every server together (refused past the ceiling)',
    registers: [registry],
    async collect() {
      // Every server reports the database's one count; a scrape while it cannot be read keeps the last.
      const held = await uploadRoom.heldBytes().catch(() => undefined);
      if (held !== undefined) this.set(held);
    },
  });
  new Gauge({
    name: 'portal_unreferenced_upload_ceiling_bytes',
    help: 'PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES: public uploads are refused once unreferenced ones hold this much',
    registers: [registry],
  }).set(uploadRoom.ceilingBytes);
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const created = reply.statusCode === 201 && request.method === 'POST';
    if (created && route === '/api/v1/diasporas')
      enrolments.inc({ by: callerKind(request) === 'staff' ? 'staff' : 'public' });
    if (created && route === '/api/v1/files') uploads.inc({ by: callerKind(request) });
    if (reply.statusCode === 429 && route === '/api/v1/auth/sign-in') throttled.inc();
    if (request.databaseUnavailable) databaseUnavailable.inc({ reason: request.databaseUnavailable });
    if (reply.statusCode === 507 && route === '/api/v1/files') refusedForRoom.inc();
  });

  app.get('/metrics', async (request, reply) => {
    const byToken = access.token !== undefined && tokenMatches(request.headers.authorization, access.token);
    // The address of the connection itself, never one a proxy header claims.
    const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const byAddress = access.addresses.includes(peer);
    if (!byToken && !byAddress) return reply.callNotFound();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
