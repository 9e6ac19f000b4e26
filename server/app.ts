import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HTTPMethods,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { SERVER_MESSAGES, serverMessage } from '../src/domain/server-messages';
import { approvalHandlers } from './approvals/handlers';
import { securityGuard } from './auth/guard';
import { authHandlers } from './auth/handlers';
import { StaffTokenCache } from './auth/token-cache';
import { type CaptchaVerifier, captchaVerifier } from './captcha/verify';
import { certificateHandlers } from './certificates/handlers';
import { pendingChangeHandlers } from './changes/handlers';
import { claimHandlers } from './claims/handlers';
import { hideClaimsWithoutPermission } from './claims/visibility';
import type { ServerConfig } from './config';
import { coverHandlers } from './cover/handlers';
import { customerHandlers } from './customers/handlers';
import type { Db, PoolStats } from './db/connect';
import { deletionHandlers } from './deletions/handlers';
import { diasporaHandlers } from './diasporas/handlers';
import { enrolmentHandlers } from './enrolment-sessions/handlers';
import { ApiError, errorBody, errorHandler } from './errors';
import { fileHandlers } from './files/handlers';
import { openStorage } from './files/open-storage';
import { heldPublicUploadBytes } from './files/public-upload-room';
import type { FileStorage } from './files/storage';
import { groupHandlers } from './groups/handlers';
import { listOperations, loadSpec } from './openapi';
import { addDatabaseOutageLog } from './operations/database-outage-log';
import { addMetrics } from './operations/metrics';
import { addRequestIdHeader, requestIdGenerator } from './operations/request-id';
import { overviewHandlers } from './overview/handlers';
import { policyHandlers } from './policies/handlers';
import { premiumHandlers } from './premiums/handlers';
import type { Handler, Handlers, Lifecycle, ServiceContext } from './routes/context';
import { healthHandlers } from './routes/health';
import { pageLanguage } from './routes/page-language';
import { spaPages } from './routes/spa-pages';
import { forbidStoringApiAnswers } from './security/api-caching';
import { answerClientError } from './security/client-errors';
import { serializeError } from './security/error-redaction';
import { addSecurityHeaders, ROUTER_ERROR_HEADERS } from './security/headers';
import { REDACT_PATHS, serializeRequest } from './security/log-redaction';
import { publicRateLimit, rateLimitPluginOptions } from './security/public-rate-limits';
import { createSignInThrottle, type SignInThrottle } from './security/sign-in-throttle';
import { responseAjv, validatorCompiler } from './validation';

export const API_PREFIX = '/api/v1';
const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  storage?: FileStorage;
  verifyCaptcha?: CaptchaVerifier;
  /** Check every response against openapi.yaml too (tests and development). */
  validateResponses?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** The clock of the sign-in throttle and the database outage log (tests move it instead of waiting). */
  clock?: () => number;
  /** Set to draining by the process on SIGTERM, so readiness fails while requests finish. */
  lifecycle?: Lifecycle;
  /** The database pool's connections, for /metrics. */
  poolStats?: () => PoolStats;
  /** Staff tokens' users, remembered while their changes are heard; without one, each is read. */
  staffTokens?: StaffTokenCache;
  /**
   * The loop that checks and applies results files in this process, woken when one arrives or is
   * approved; without one (tests), the work waits for whoever runs it.
   */
  resultsWork?: { wake(): void };
}

function signInThrottle(db: Db, config: ServerConfig, clock: (() => number) | undefined): SignInThrottle {
  const { signIn } = config.limits;
  const policy = (freeFailures: number) => ({
    freeFailures,
    baseDelayMs: signIn.baseDelaySeconds * 1000,
    maxDelayMs: signIn.maxDelaySeconds * 1000,
  });
  return createSignInThrottle(db, {
    perPair: policy(signIn.freeFailuresPerPair),
    perAccount: policy(signIn.freeFailuresPerAccount),
    perPlace: policy(signIn.freeFailuresPerAddress),
    knownPlaceDays: signIn.knownAddressDays,
    ...(clock ? { now: clock } : {}),
  });
}

function allHandlers(context: ServiceContext, throttle: SignInThrottle): Handlers {
  return {
    ...healthHandlers(context),
    ...authHandlers(context, throttle),
    ...enrolmentHandlers(context),
    ...fileHandlers(context),
    ...policyHandlers(context),
    ...customerHandlers(context),
    ...groupHandlers(context),
    ...coverHandlers(context),
    ...certificateHandlers(context),
    ...claimHandlers(context),
    ...approvalHandlers(context),
    ...diasporaHandlers(context),
    ...pendingChangeHandlers(context),
    ...deletionHandlers(context),
    ...premiumHandlers(context),
    ...overviewHandlers(context),
  };
}

/**
 * Fastify validates a body only when its media type has a schema, so a body of another
 * type (or none) would reach the handler unchecked. Refuse those before validation.
 */
function requireBodyType(bodyTypes: string[]) {
  return async (request: FastifyRequest) => {
    if (bodyTypes.length === 0) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (request.body === undefined && (mediaType === '' || mediaType === 'application/json')) {
      throw new ApiError(400, SERVER_MESSAGES.bodyRequired, { body: SERVER_MESSAGES.required });
    }
    if (!bodyTypes.includes(mediaType)) {
      throw new ApiError(415, serverMessage.bodyType(bodyTypes), { body: SERVER_MESSAGES.required });
    }
  };
}

/**
 * A path the router cannot decode or whose parameter is too long never reaches the hooks or
 * the error handler: answer it here, with the SPEC §8 body and the headers hooks would add.
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const respMsg = status === 414 ? SERVER_MESSAGES.addressTooLong : SERVER_MESSAGES.addressInvalid;
  return reply.status(status).headers(ROUTER_ERROR_HEADERS).send(errorBody(status, respMsg));
}

function rateLimitConfig(operationId: string, config: ServerConfig) {
  const rateLimit = publicRateLimit(operationId, config.limits);
  return rateLimit ? { config: { rateLimit } } : {};
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const staffTokens = options.staffTokens ?? new StaffTokenCache();
  const context: ServiceContext = {
    db,
    config,
    staffTokens,
    storage: options.storage ?? openStorage(config),
    verifyCaptcha: options.verifyCaptcha ?? captchaVerifier(config),
    lifecycle: options.lifecycle ?? { draining: false },
    wakeResultsWork: () => options.resultsWork?.wake(),
  };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACT_PATHS,
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // One hop: the balancer in front. Its X-Forwarded-For ends with the address it saw; what a
    // client wrote before that is its own claim and is never taken for its address.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    genReqId: requestIdGenerator(config.trustProxy),
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  addSecurityHeaders(app);
  addRequestIdHeader(app);
  addMetrics(app, config.metrics, options.poolStats ?? (() => ({ total: 0, idle: 0, waiting: 0 })), {
    heldBytes: () => heldPublicUploadBytes(db),
    ceilingBytes: config.limits.publicUploadsUnreferencedMaxBytes,
  });
  addDatabaseOutageLog(app, options.clock);
  forbidStoringApiAnswers(app, API_PREFIX);
  hideClaimsWithoutPermission(app);
  await app.register(fastifyRateLimit, rateLimitPluginOptions(db));
  // Documents arrive as multipart only; a raw document body anywhere is refused. So is CSV, which
  // the exports only send: the OpenAPI routes warn at start of a declared type with no parser.
  app.addContentTypeParser(
    ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/csv'],
    (_request, _payload, done) =>
      done(Object.assign(new Error('Unsupported media type'), { statusCode: 415 }), undefined),
  );
  await app.register(fastifyMultipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 0 } });
  if (options.validateResponses) {
    const { default: responseValidation } = await import('@fastify/response-validation');
    await app.register(responseValidation, { ajv: responseAjv });
  }

  const spec = loadSpec();
  const handlers = allHandlers(context, signInThrottle(db, config, options.clock));
  const operations = new Map(listOperations(spec).map((op) => [op.operationId, op]));
  const missing = [...operations.keys()].filter((id) => !(id in handlers));
  if (missing.length > 0) throw new Error(`No handler for operations: ${missing.join(', ')}`);

  await app.register(openapiGlue, {
    specification: spec,
    prefix: API_PREFIX,
    // The guard runs on request, before the body is read or validated: no token, no parsing.
    operationResolver: (operationId: string, method: string, openapiPath: string) => ({
      method: method.toUpperCase() as HTTPMethods,
      url: openapiPath.replace(/{(\w+)}/g, ':$1'),
      handler: handlers[operationId as keyof Handlers] as Handler,
      onRequest: securityGuard(db, staffTokens, operations.get(operationId)?.security ?? []),
      preValidation: requireBodyType(operations.get(operationId)?.bodyTypes ?? []),
      ...rateLimitConfig(operationId, config),
    }),
  });

  // The balancer's probes, also where load balancers and orchestrators look for them.
  app.get('/healthz', handlers.getLiveness as Handler);
  app.get('/readyz', handlers.getReadiness as Handler);

  const index = path.join(config.distDir, 'index.html');
  const hasSpa = fs.existsSync(index);
  const pageFor = spaPages(config.distDir);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each asset (build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client routes: the SPA decides what to show, including its own 'not found' text. A
      // prerendered public page comes with its markup, painted before the app's code has run.
      // The public pages come in the visitor's language: caches must keep one copy per language.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html')
        .sendFile(pageFor(request.url, pageLanguage(request)));
    }
    return reply.status(404).send(errorBody(404, SERVER_MESSAGES.pageNotFound));
  });
  return app;
}
