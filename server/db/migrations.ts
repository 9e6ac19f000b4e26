import type { Migration } from 'kysely';
import { migrations0001 } from './migration-steps/0001';
import { migrations0002To0006 } from './migration-steps/0002-0006';
import { migrations0007To0012 } from './migration-steps/0007-0012';
import { migrations0013To0016 } from './migration-steps/0013-0016';
import { migrations0017To0020 } from './migration-steps/0017-0020';
import { migrations0021To0024 } from './migration-steps/0021-0024';
import { migrations0025To0028 } from './migration-steps/0025-0028';
import { migrations0029To0032 } from './migration-steps/0029-0032';
import { migrations0033 } from './migration-steps/0033';
import { migrations0034 } from './migration-steps/0034';
import { migrations0035 } from './migration-steps/0035';
import { migrations0036 } from './migration-steps/0036';
import { migrations0038 } from './migration-steps/0038';
import { migrations0039 } from './migration-steps/0039';

/**
 * The schema, as ordered migrations. The same SQL runs on PGlite and on a PostgreSQL server.
 * Never edit a migration that has shipped: add a new one, in a step file of its own range.
 */
export const migrations: Record<string, Migration> = {
  ...migrations0001,
  ...migrations0002To0006,
  ...migrations0007To0012,
  ...migrations0013To0016,
  ...migrations0017To0020,
  ...migrations0021To0024,
  ...migrations0025To0028,
  ...migrations0029To0032,
  ...migrations0033,
  ...migrations0034,
  ...migrations0035,
  ...migrations0036,
  ...migrations0038,
  ...migrations0039,
};
