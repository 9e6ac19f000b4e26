import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: random to the caller, stored only as a SHA-256 hash. */
export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
