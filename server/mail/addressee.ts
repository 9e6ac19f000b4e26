import type { Kysely, Transaction } from 'kysely';
import type { Database, LetterLanguage } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export type LetterRecordKind = 'customer' | 'diaspora' | 'group';

/** Whom a record's letters go to, in which language, and the names they use. */
export interface Addressee {
  email: string;
  language: LetterLanguage;
  greetingName: string;
  groupName: string | null;
  policyName: string | null;
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

async function diasporaAddressee(db: Executor, id: string) {
  const row = await db
    .selectFrom('diasporas as d')
    .leftJoin('policies as p', 'p.id', 'd.policy_id')
    .select(['d.email', 'd.language', 'd.first_name', 'd.last_name', 'p.name as policy_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, group_name: null };
}

/** A group member is covered by the group's policy. */
async function customerAddressee(db: Executor, id: string) {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('policies as p', 'p.id', 'c.policy_id')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('policies as gp', 'gp.id', 'g.policy_id')
    .select([
      'c.email',
      'c.language',
      'c.first_name',
      'c.last_name',
      'p.name as own_policy',
      'gp.name as group_policy',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, policy_name: row.own_policy ?? row.group_policy, group_name: null };
}

/** A group has no address of its own: its chair person receives its letters, in the group's language. */
async function groupAddressee(db: Executor, id: string) {
  return db
    .selectFrom('groups as g')
    .leftJoin('policies as p', 'p.id', 'g.policy_id')
    .leftJoin('customers as chair', (join) =>
      join
        .onRef('chair.group_id', '=', 'g.id')
        .on('chair.position', '=', 'chair-person')
        .on('chair.deleted_at', 'is', null),
    )
    .select([
      'chair.email',
      'g.language',
      'chair.first_name',
      'chair.last_name',
      'g.name as group_name',
      'p.name as policy_name',
    ])
    .where('g.id', '=', id)
    .executeTakeFirst();
}

/** The record's addressee, or null when no email address is known for it. */
export async function addresseeOf(
  db: Executor,
  kind: LetterRecordKind,
  id: string,
): Promise<Addressee | null> {
  const row =
    kind === 'diaspora'
      ? await diasporaAddressee(db, id)
      : kind === 'customer'
        ? await customerAddressee(db, id)
        : await groupAddressee(db, id);
  const email = row?.email?.trim();
  if (!row || !email || row.first_name === null || row.last_name === null) return null;
  return {
    email,
    language: row.language,
    greetingName: fullName({ first_name: row.first_name, last_name: row.last_name }),
    groupName: row.group_name,
    policyName: row.policy_name,
  };
}
