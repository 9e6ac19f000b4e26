import path from 'node:path';
import { isTurnstileTestSecret, productionSecretProblems } from './security/production-secrets';

/** Server configuration, read once from the environment and validated at start-up. */
export interface ServerConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** A PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  distDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The officer's and viewer's password when their accounts are first created; generated when unset. */
  staffPassword: string | undefined;
  captchaSecret: string | undefined;
  /**
   * The portal's own hostnames (CAPTCHA_HOSTNAMES): a captcha solved on any other site is refused.
   * Required with a captcha secret, other than Cloudflare's test secrets.
   */
  captchaHostnames: string[];
  /** Where a captcha token is verified when a secret is set: Cloudflare Turnstile's siteverify. */
  captchaVerifyUrl: string;
  /** How long the verifier waits for siteverify before refusing the captcha. */
  captchaVerifyTimeoutMs: number;
  staffTokenTtlMinutes: number;
  enrolmentTokenTtlMinutes: number;
  maxUploadBytes: number;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy, so limits apply to the real client address. */
  trustProxy: boolean;
  /** After SIGTERM, how long requests in flight may take before the process gives up on them. */
  drainTimeoutSeconds: number;
  /** Documents in an S3-compatible object store when S3_BUCKET is set; else in `filesDir`. */
  s3: S3Settings | undefined;
  /** Who may read /metrics; with neither a token nor an address, nobody. */
  metrics: { token: string | undefined; addresses: string[] };
  /** Named prepared statements on a PostgreSQL server; off behind a pooler that cannot keep them. */
  preparedStatements: boolean;
  /**
   * How long opening a PostgreSQL connection may take before the request is answered 503: an
   * address that swallows packets during an outage never holds a request longer.
   */
  databaseConnectTimeoutMs: number;
  /** How long /readyz waits for each of its checks before it reports not ready. */
  readinessTimeoutMs: number;
  limits: AbuseLimits;
  unreferencedFiles: UnreferencedFiles;
  mail: MailSettings;
  /** How often each server process runs the cover jobs (premiums due, lapses, renewals). */
  coverJobsIntervalMinutes: number;
  premiumResults: PremiumResultsSettings;
}

/** The core banking results files (server/premiums/results-*.ts): their bounds and their checks. */
export interface PremiumResultsSettings {
  /** A file's bytes at most: a month's debits of the largest portfolio, with room. */
  maxBytes: number;
  /** A file's rows at most, its header aside. */
  maxRows: number;
  /** Rows staged, checked or applied per statement or transaction: what a request may wait behind. */
  batchRows: number;
  /** How often each server process looks for files to check or apply, when none is waiting. */
  pollSeconds: number;
  /** The bank's own reference of a payment: the whole reference must match. */
  bankReference: RegExp;
}

/** The customers' emails (DESIGN decision 13, server/mail/). */
export interface MailSettings {
  /** smtp:// or smtps:// with any credentials; unset: the emails are written to the log (never in production). */
  smtpUrl: string | undefined;
  /** The From of every email: an address, or `Name <address>`. */
  from: string;
  /** The bank's support address, named in every email. */
  supportEmail: string;
  /** How often each server process looks for emails to send; several processes never send one twice. */
  pollSeconds: number;
}

/** Uploads no record refers to (abandoned enrolments, replaced documents) are deleted after a grace period. */
export interface UnreferencedFiles {
  graceHours: number;
  /** How often each server process looks for them; several processes never delete one twice. */
  sweepIntervalMinutes: number;
}

/** Abuse limits; high under NODE_ENV=test so suites that sign in and enrol often are not slowed. */
export interface AbuseLimits {
  signIn: {
    /** Failures on one account from one place (address, or IPv6 /64). */
    freeFailuresPerPair: number;
    /** Failures on one account from places it has not signed in from lately. */
    freeFailuresPerAccount: number;
    /** Failures from one place on accounts that have not signed in from it lately. */
    freeFailuresPerAddress: number;
    baseDelaySeconds: number;
    maxDelaySeconds: number;
    /** How long a place stays known to an account after a successful sign-in there. */
    knownAddressDays: number;
  };
  /** Per client address, within one window. */
  windowSeconds: number;
  enrolmentSessionsPerWindow: number;
  publicEnrolmentsPerWindow: number;
  publicUploadsPerWindow: number;
  /** What one enrolment session may upload in all: an id copy and five proofs, and a few again. */
  enrolmentUploadFiles: number;
  enrolmentUploadBytes: number;
  /**
   * What public uploads no record refers to may hold in all, on every server together (counted in
   * the database): past it a public upload is refused (507) and staff uploads go on.
   */
  publicUploadsUnreferencedMaxBytes: number;
}

export class ConfigError extends Error {}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive whole number`);
  return value;
}

/** A DNS hostname as siteverify reports it: no scheme, port or path. */
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function hostnames(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const wrong = list.find((entry) => !HOSTNAME.test(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `${name} must list hostnames separated by commas (portal.bank.co.tz), not ${wrong}`,
    );
  }
  return [...new Set(list)];
}

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL`);
  return raw;
}

/** An S3-compatible object store for the documents (server/files/s3-storage.ts). */
export interface S3Settings {
  bucket: string;
  /** A non-AWS endpoint (MinIO, Ceph, a local test server): addressed path-style. */
  endpoint: string | undefined;
  region: string;
  /** Keys start with this, so one bucket can hold more than the portal's documents. */
  prefix: string;
  /** Encryption asked of the store for each document; none where the store offers none. */
  serverSideEncryption: 'AES256' | 'aws:kms' | 'aws:kms:dsse' | undefined;
}

const ENCRYPTIONS = ['AES256', 'aws:kms', 'aws:kms:dsse'] as const;

function readS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const sse = env.S3_SSE?.trim() || 'AES256';
  if (sse !== 'none' && !ENCRYPTIONS.includes(sse as (typeof ENCRYPTIONS)[number])) {
    throw new ConfigError(`S3_SSE must be one of ${ENCRYPTIONS.join(', ')} or none`);
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT ? httpUrl(env, 'S3_ENDPOINT', '') : undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    prefix: env.S3_PREFIX?.trim() ?? '',
    serverSideEncryption: sse === 'none' ? undefined : (sse as (typeof ENCRYPTIONS)[number]),
  };
}

const EMAIL_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

function emailAddress(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!EMAIL_ADDRESS.test(value)) throw new ConfigError(`${name} must be an email address`);
  return value;
}

function readMail(env: NodeJS.ProcessEnv): MailSettings {
  const supportEmail = emailAddress(env, 'SUPPORT_EMAIL', 'bancassurance@bank.co.tz');
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
    }
  }
  const from = env.MAIL_FROM?.trim() || `BancAssurance <${supportEmail}>`;
  // Either a bare address or a display name with the address in angle brackets.
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!EMAIL_ADDRESS.test(address.trim())) {
    throw new ConfigError('MAIL_FROM must be an email address, or a name followed by <address>');
  }
  return { smtpUrl, from, supportEmail, pollSeconds: positiveInt(env, 'MAIL_POLL_SECONDS', 10) };
}

/** Anchored, so the whole bank reference is held to the bank's format. */
function wholePattern(env: NodeJS.ProcessEnv, name: string, fallback: string): RegExp {
  const source = env[name]?.trim() || fallback;
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    throw new ConfigError(`${name} must be a regular expression`);
  }
}

/** Bank references as core banking systems write them: letters, digits, dashes and slashes. */
export const DEFAULT_BANK_REFERENCE = '[A-Za-z0-9][A-Za-z0-9/-]{2,39}';

function readPremiumResults(env: NodeJS.ProcessEnv): PremiumResultsSettings {
  return {
    // 200,000 debits in a month, at up to 150 bytes a line.
    maxBytes: positiveInt(env, 'RESULTS_FILE_MAX_BYTES', 30 * 1024 * 1024),
    maxRows: positiveInt(env, 'RESULTS_FILE_MAX_ROWS', 200_000),
    batchRows: positiveInt(env, 'RESULTS_BATCH_ROWS', 500),
    pollSeconds: positiveInt(env, 'RESULTS_WORK_POLL_SECONDS', 5),
    bankReference: wholePattern(env, 'BANK_REFERENCE_PATTERN', DEFAULT_BANK_REFERENCE),
  };
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback = false): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false`);
}

function readLimits(env: NodeJS.ProcessEnv, nodeEnv: string): AbuseLimits {
  // Test suites sign in and enrol many times from one address; their own tests lower these.
  const generous = nodeEnv === 'test';
  const many = 1_000_000;
  return {
    signIn: {
      freeFailuresPerPair: positiveInt(env, 'SIGN_IN_FREE_FAILURES_PER_PAIR', generous ? many : 5),
      freeFailuresPerAccount: positiveInt(env, 'SIGN_IN_FREE_FAILURES_PER_ACCOUNT', generous ? many : 20),
      freeFailuresPerAddress: positiveInt(env, 'SIGN_IN_FREE_FAILURES_PER_ADDRESS', generous ? many : 50),
      baseDelaySeconds: positiveInt(env, 'SIGN_IN_BASE_DELAY_SECONDS', 1),
      maxDelaySeconds: positiveInt(env, 'SIGN_IN_MAX_DELAY_SECONDS', 15 * 60),
      knownAddressDays: positiveInt(env, 'SIGN_IN_KNOWN_ADDRESS_DAYS', 90),
    },
    windowSeconds: positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    enrolmentSessionsPerWindow: positiveInt(env, 'ENROLMENT_SESSIONS_PER_WINDOW', generous ? many : 40),
    publicEnrolmentsPerWindow: positiveInt(env, 'PUBLIC_ENROLMENTS_PER_WINDOW', generous ? many : 20),
    publicUploadsPerWindow: positiveInt(env, 'PUBLIC_UPLOADS_PER_WINDOW', generous ? many : 120),
    enrolmentUploadFiles: positiveInt(env, 'ENROLMENT_UPLOAD_MAX_FILES', generous ? many : 12),
    enrolmentUploadBytes: positiveInt(
      env,
      'ENROLMENT_UPLOAD_MAX_BYTES',
      generous ? many * many : 40 * 1024 * 1024,
    ),
    publicUploadsUnreferencedMaxBytes: positiveInt(
      env,
      'PUBLIC_UPLOADS_UNREFERENCED_MAX_BYTES',
      generous ? many * many : 2 * 1024 * 1024 * 1024,
    ),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const config: ServerConfig = {
    nodeEnv,
    port: positiveInt(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    staffPassword: env.STAFF_PASSWORD || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaHostnames: hostnames(env, 'CAPTCHA_HOSTNAMES'),
    captchaVerifyUrl: httpUrl(env, 'CAPTCHA_VERIFY_URL', TURNSTILE_SITEVERIFY_URL),
    captchaVerifyTimeoutMs: positiveInt(env, 'CAPTCHA_VERIFY_TIMEOUT_MS', 5000),
    staffTokenTtlMinutes: positiveInt(env, 'STAFF_TOKEN_TTL_MINUTES', 8 * 60),
    enrolmentTokenTtlMinutes: positiveInt(env, 'ENROLMENT_TOKEN_TTL_MINUTES', 120),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: flag(env, 'TRUST_PROXY'),
    drainTimeoutSeconds: positiveInt(env, 'DRAIN_TIMEOUT_SECONDS', 25),
    s3: readS3(env),
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      addresses: (env.METRICS_ALLOW ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    },
    preparedStatements: flag(env, 'DATABASE_PREPARED_STATEMENTS', true),
    databaseConnectTimeoutMs: positiveInt(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000),
    readinessTimeoutMs: positiveInt(env, 'READINESS_TIMEOUT_MS', 2000),
    limits: readLimits(env, nodeEnv),
    unreferencedFiles: {
      graceHours: positiveInt(env, 'UNREFERENCED_FILE_GRACE_HOURS', 24),
      sweepIntervalMinutes: positiveInt(env, 'UNREFERENCED_FILE_SWEEP_MINUTES', 60),
    },
    mail: readMail(env),
    coverJobsIntervalMinutes: positiveInt(env, 'COVER_JOBS_INTERVAL_MINUTES', 60),
    premiumResults: readPremiumResults(env),
  };
  if (config.limits.signIn.baseDelaySeconds > config.limits.signIn.maxDelaySeconds) {
    throw new ConfigError('SIGN_IN_BASE_DELAY_SECONDS must not exceed SIGN_IN_MAX_DELAY_SECONDS');
  }
  if (nodeEnv === 'production') {
    const problems = productionSecretProblems({ ...config, smtpUrl: config.mail.smtpUrl });
    if (problems.length > 0) {
      throw new ConfigError(
        `refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
  }
  // A real secret verifies real tokens: each must have been solved on one of the portal's pages.
  if (
    config.captchaSecret !== undefined &&
    !isTurnstileTestSecret(config.captchaSecret) &&
    config.captchaHostnames.length === 0
  ) {
    throw new ConfigError(
      "CAPTCHA_HOSTNAMES is required with CAPTCHA_SECRET: the portal's hostnames, so a captcha solved on another site is refused",
    );
  }
  if (config.adminPassword !== undefined && config.adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 12 characters');
  }
  if (config.staffPassword !== undefined && config.staffPassword.length < 12) {
    throw new ConfigError('STAFF_PASSWORD must be at least 12 characters');
  }
  if (config.metrics.token !== undefined && config.metrics.token.length < 24) {
    throw new ConfigError('METRICS_TOKEN must be at least 24 characters');
  }
  return config;
}
