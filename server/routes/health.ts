import { sql } from 'kysely';
import { ApiError } from '../errors';
import type { Handlers, ServiceContext } from './context';

/**
 * The check's own outcome, or a failure once `ms` have passed: a balancer's probe is answered in
 * bounded time even when the database or the store takes a statement and never answers.
 */
function within<T>(ms: number, check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check, deadline]).finally(() => clearTimeout(timer));
}

export function healthHandlers({ db, storage, lifecycle, config }: ServiceContext): Handlers {
  return {
    async getHealth() {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    },
    async getLiveness() {
      return { status: 'ok' };
    },
    async getReadiness() {
      if (lifecycle.draining) throw new ApiError(503, 'Not ready: the instance is shutting down');
      const failed = (what: string) => () => {
        throw new ApiError(503, `Not ready: the ${what} does not answer`);
      };
      const bound = config.readinessTimeoutMs;
      await within(bound, sql`select 1`.execute(db)).catch(failed('database'));
      await within(bound, storage.check()).catch(failed('document storage'));
      return { status: 'ready', checks: { database: 'ok', storage: 'ok' } };
    },
  };
}
