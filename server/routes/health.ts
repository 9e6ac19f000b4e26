import { sql } from 'kysely';
import type { Handlers, ServiceContext } from './context';

export function healthHandlers({ db }: ServiceContext): Handlers {
  return {
    async getHealth() {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    },
  };
}
