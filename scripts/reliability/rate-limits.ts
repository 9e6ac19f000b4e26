/**
 * The per-address limits protect the public enrolment from abuse (server/config.ts). Every
 * request of these runs comes from one loopback address, so the runs raise them far above what
 * they send rather than rely on the defaults of NODE_ENV=test.
 */
export function rateLimitsRaised(): NodeJS.ProcessEnv {
  const many = String(1_000_000);
  return {
    ENROLMENT_SESSIONS_PER_WINDOW: many,
    PUBLIC_ENROLMENTS_PER_WINDOW: many,
    PUBLIC_UPLOADS_PER_WINDOW: many,
  };
}
