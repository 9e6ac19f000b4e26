import { sql } from 'kysely';
import { ApiError } from '../errors';
import type { Handlers, ServiceContext } from './context';

export function healthHandlers({ db, storage, lifecycle }: ServiceContext): Handlers {
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
      await sql`select 1`.execute(db).catch(failed('database'));
      await storage.check().catch(failed('document storage'));
      return { status: 'ready', checks: { database: 'ok', storage: 'ok' } };
    },
  };
}
