import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { checkStoredBeneficiaryNames } from '../../server/db/stored-names';
import { beneficiary, diaspora } from './fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * Beneficiary names were stored unchecked before the contract gave them the holder's letters-only
 * pattern: the database now refuses such a name from any writer, without losing or refusing to
 * migrate the ones already stored.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function enrol(names: { firstName: string; middleName?: string; lastName: string }) {
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/diasporas',
    headers: server.as('officer'),
    payload: diaspora({ beneficiaries: [beneficiary(names)] }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const diasporaId = response.json().data.diasporaId as string;
  const row = await server.db
    .selectFrom('beneficiaries')
    .select('id')
    .where('diaspora_id', '=', diasporaId)
    .executeTakeFirstOrThrow();
  return { diasporaId, beneficiaryId: row.id };
}

const failureCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: { code?: string }) => error.code,
  );

const checksValidated = async () =>
  (
    await sql<{ convalidated: boolean }>`
      SELECT convalidated FROM pg_constraint WHERE conname LIKE 'beneficiaries_%_letters'`.execute(server.db)
  ).rows.map((row) => row.convalidated);

describe('stored beneficiary names', () => {
  it('takes every name the contract accepts, in any script', async () => {
    for (const names of [
      { firstName: 'Zoë', lastName: "O'Brien" },
      { firstName: 'Jean-Luc', middleName: 'St. John', lastName: 'Müller' },
      { firstName: '李华', lastName: 'Nyambura' },
    ]) {
      await enrol(names);
    }
  });

  it('refuses a name with digits or symbols from a writer other than the API', async () => {
    const { beneficiaryId } = await enrol({ firstName: 'Rehema', lastName: 'Kimaro' });
    for (const [column, value] of [
      ['first_name', '12'],
      ['last_name', 'K1maro'],
      ['middle_name', 'Ann_'],
      ['first_name', '-Ann'],
    ] as const) {
      const update = sql`UPDATE beneficiaries SET ${sql.ref(column)} = ${value} WHERE id = ${beneficiaryId}`;
      expect(await failureCode(update.execute(server.db)), `${column} ${value}`).toBe('23514');
    }
  });

  it('migrates over names stored before the check, names them, and enforces the check once corrected', async () => {
    const { diasporaId, beneficiaryId } = await enrol({ firstName: 'Rehema', lastName: 'Kimaro' });
    // The database as it was before the check: a name of digits stored by the API of the time.
    for (const column of ['first_name', 'middle_name', 'last_name']) {
      await sql`ALTER TABLE beneficiaries DROP CONSTRAINT ${sql.ref(`beneficiaries_${column}_letters`)}`.execute(
        server.db,
      );
    }
    await sql`UPDATE beneficiaries SET first_name = '12' WHERE id = ${beneficiaryId}`.execute(server.db);

    await migrations['0016_beneficiary_name_checks']?.up(server.db);
    expect(await checksValidated()).toEqual([false, false, false]);
    const report = await checkStoredBeneficiaryNames(server.db);
    expect(report).toEqual({ validated: false, invalidIds: [beneficiaryId] });
    // The record is still served as stored, for staff to correct.
    const detail = await server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${diasporaId}`,
      headers: server.as('officer'),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json().data.beneficiaries)).toContain('"12"');

    await sql`UPDATE beneficiaries SET first_name = 'Rehema' WHERE id = ${beneficiaryId}`.execute(server.db);
    expect(await checkStoredBeneficiaryNames(server.db)).toEqual({ validated: true, invalidIds: [] });
    expect(await checksValidated()).toEqual([true, true, true]);
  });
});
