import { type Migration, sql } from 'kysely';
import { run } from '../migration-sql';

/** Migrations from 0021. Never edit one that has shipped: add a new one. */
export const migrations0021To0024: Record<string, Migration> = {
  '0021_mobile_number_search': {
    async up(db) {
      // A search that is a whole mobile number finds it by equality on its digits, as typed or
      // stored ("+971 50 123 4507"), instead of reading the trigram index (server/common/search.ts).
      await run(db, [
        sql`CREATE INDEX diasporas_live_mobile_digits ON diasporas
          ((regexp_replace(mobile, '[^0-9]', '', 'g'))) WHERE deleted_at IS NULL`,
        sql`CREATE INDEX customers_live_mobile_digits ON customers
          ((regexp_replace(mobile, '[^0-9]', '', 'g'))) WHERE deleted_at IS NULL`,
      ]);
    },
  },
  '0022_staff_access_notices': {
    async up(db) {
      // Every change to a staff token, a user or a role's permissions, by the portal or by hand,
      // is announced on 'staff_access' at commit: each server process forgets the token users it
      // remembers (server/auth/token-cache.ts). A new token needs no notice: nothing holds it yet.
      await run(db, [
        sql`CREATE FUNCTION announce_staff_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            PERFORM pg_notify('staff_access', '');
            RETURN NULL;
          END $$`,
        sql`CREATE TRIGGER auth_tokens_changed AFTER UPDATE OR DELETE OR TRUNCATE ON auth_tokens
          FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_access_change()`,
        sql`CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
          FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_access_change()`,
        sql`CREATE TRIGGER role_permissions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
          FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_access_change()`,
      ]);
    },
  },
};
