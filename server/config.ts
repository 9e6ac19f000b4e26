import path from 'node:path';

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
  staffTokenTtlMinutes: number;
  enrolmentTokenTtlMinutes: number;
  maxUploadBytes: number;
  logLevel: string;
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
    staffTokenTtlMinutes: positiveInt(env, 'STAFF_TOKEN_TTL_MINUTES', 8 * 60),
    enrolmentTokenTtlMinutes: positiveInt(env, 'ENROLMENT_TOKEN_TTL_MINUTES', 120),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
  };
  if (nodeEnv === 'production' && !config.captchaSecret) {
    throw new ConfigError(
      'CAPTCHA_SECRET is required in production: the development captcha is refused there',
    );
  }
  if (config.adminPassword !== undefined && config.adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 12 characters');
  }
  if (config.staffPassword !== undefined && config.staffPassword.length < 12) {
    throw new ConfigError('STAFF_PASSWORD must be at least 12 characters');
  }
  return config;
}
