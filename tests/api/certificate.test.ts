import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateData, loadCertificate } from '../../server/certificates/certificate-data';
import { renderCertificate } from '../../server/certificates/certificate-pdf';
import type { CoveredKind } from '../../server/cover/status-changes';
import {
  benefitLines,
  type CoverDates,
  coverLines,
  FAMILY,
  KIN,
  LEADERS,
  MEMBER_NAMES,
  move,
  newDiasporaFamily,
  newGroup,
  newIndividual,
  policyOf,
  readPdf,
  spelt,
  WORDS,
} from './certificate-fixtures';
import { startTestServer, type TestServer } from './harness';

/**
 * The certificate of cover: records made and approved through the API (four eyes: the officer
 * makes, the admin approves), their certificate data loaded, the PDF rendered and read back.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LANGUAGES = ['en', 'sw'] as const;

async function certificateOf(kind: CoveredKind, id: string): Promise<CertificateData> {
  const load = await loadCertificate(server.db, kind, id);
  if (!load.ok) throw new Error(`no certificate for ${kind} ${id}: ${load.reason}`);
  return load.certificate;
}

/** The PDF in the language, checked to be one page and to show every expected line. */
async function expectPdf(data: CertificateData, language: 'en' | 'sw', expected: readonly string[]) {
  const pdf = await readPdf(await renderCertificate(data, language));
  expect(pdf.pages).toBe(1);
  for (const line of expected) expect(pdf.text).toContain(line);
  return pdf;
}

describe('the certificate of a diaspora customer with a spouse and four children', () => {
  let id: string;
  let dates: CoverDates;
  let data: CertificateData;
  beforeAll(async () => {
    id = await newDiasporaFamily(server);
    dates = await move(server, 'diasporas', id, 'approve');
    data = await certificateOf('diaspora', id);
  });

  it('holds the record, its family, its cover dates and its policy, and English by default', () => {
    expect(data).toMatchObject({
      kind: 'diaspora',
      reference: id,
      language: 'en',
      insured: 'Elia Baraka Kimaro',
      productName: 'Diaspora Cover',
      policy: { name: 'Diaspora Repatriation Cover' },
      coverStartDate: dates.coverStartDate,
      waitingPeriodEnd: dates.waitingPeriodEnd,
      expiryDate: dates.expiryAt.slice(0, 10),
    });
    expect(data.people).toEqual(
      FAMILY.map((b) => ({
        name: `${b.firstName} ${b.lastName}`,
        role: b.relationship === 2 ? 'spouse' : 'child',
        dob: b.dob,
        ownWaitingPeriodEnd: null,
      })),
    );
    expect(data.benefits.map((b) => [b.kind, b.amount])).toEqual([
      ['member', 50_000_000],
      ['spouse', 50_000_000],
      ['child', 50_000_000],
      ['maximum', 50_000_000],
      ['funeral', 5_000_000],
    ]);
  });

  it.each(LANGUAGES)('writes it on one page (%s)', async (language) => {
    const w = WORDS[language];
    const { text } = await expectPdf(data, language, [
      `BancAssurance Diaspora Cover ${w.title}`,
      `${w.holder} Elia Baraka Kimaro`,
      `${w.policy} Diaspora Repatriation Cover`,
      ...coverLines(dates, language),
      `${w.reference} ${id}`,
      `${w.holder} TSh 50,000,000`,
      ...benefitLines(language, [null, 50_000_000, 50_000_000, null, null, 50_000_000, 5_000_000]),
      `${w.beneficiaries} (5)`,
      ...FAMILY.map(
        (b) =>
          `${b.firstName} ${b.lastName} – ${w.roles[b.relationship]}, ${w.born} ${spelt(b.dob, language)}`,
      ),
      `${w.closing} ${id}`,
    ]);
    // The diaspora cover pays no parents: no benefit of nothing is stated.
    expect(text).not.toContain(w.benefits[3]);
    const other = WORDS[language === 'en' ? 'sw' : 'en'];
    for (const word of [other.title, other.beneficiaries, other.born, other.reference, other.expiry]) {
      expect(text).not.toContain(word);
    }
  });

  it('gives a beneficiary declared after the start their own waiting period, on a document dated by its cover', async () => {
    // Fixed dates, so the dating and the personal waiting period are exact.
    await sql`UPDATE diasporas SET cover_start_date = '2025-01-10', waiting_period_end = '2025-04-10',
      expiry_at = timestamptz '2026-01-10 00:00:00+00' WHERE id = ${id}`.execute(server.db);
    await sql`UPDATE beneficiaries SET joined_on = '2025-02-20'
      WHERE diaspora_id = ${id} AND first_name = 'Zawadi'`.execute(server.db);
    const dated = await certificateOf('diaspora', id);
    expect(dated.people.map((p) => p.ownWaitingPeriodEnd)).toEqual([null, null, '2025-05-20', null, null]);
    const english = await expectPdf(dated, 'en', [
      'Cover start date January 10, 2025 Waiting period ends April 10, 2025 Expiry date January 10, 2026',
    ]);
    expect(english.text).toMatch(
      /Zawadi Kimaro – Child, born [^,]+, \d{4}, waiting period ends May 20, 2025/,
    );
    const swahili = await expectPdf(dated, 'sw', ['Tarehe ya kuanza 10 Januari 2025']);
    expect(swahili.text).toMatch(
      /Zawadi Kimaro – Mtoto, alizaliwa .+, kipindi cha kusubiri kinaisha 20 Mei 2025/,
    );
    expect(english.info.created?.toISOString()).toBe('2025-01-10T00:00:00.000Z');
    expect(english.info.title).toBe('Certificate of cover: Elia Baraka Kimaro');
    // Nothing read from the clock: the same data gives the same bytes.
    const [first, second] = [await renderCertificate(dated, 'sw'), await renderCertificate(dated, 'sw')];
    expect(first.equals(second)).toBe(true);
  });
});

describe('the certificate of an individual customer', () => {
  let id: string;
  let dates: CoverDates;
  let data: CertificateData;
  beforeAll(async () => {
    id = await newIndividual(server, await policyOf(server, 'individual', 'Individual Life Cover Basic'));
    dates = await move(server, 'customers', id, 'approve');
    data = await certificateOf('customer', id);
  });

  it('holds the insured, their next of kin and the policy', () => {
    expect(data).toMatchObject({
      insured: 'Juma Hamisi Mwakyusa',
      productName: 'Individual Life Cover Basic',
    });
    expect(data.people.map((p) => [p.name, p.role])).toEqual(
      KIN.map((kin) => [`${kin.firstName} ${kin.lastName}`, kin.relationship === 2 ? 'spouse' : 'parent']),
    );
  });

  it.each(LANGUAGES)('writes every benefit of the policy and the next of kin (%s)', async (language) => {
    const w = WORDS[language];
    await expectPdf(data, language, [
      `BancAssurance Individual Life Cover Basic ${w.title}`,
      `${w.insured} Juma Hamisi Mwakyusa`,
      `${w.policy} Individual Life Cover Basic`,
      ...coverLines(dates, language),
      `${w.reference} ${id}`,
      benefitLines(
        language,
        [5_000_000, 3_000_000, 1_500_000, 1_000_000, 1_000_000, 5_000_000, 1_000_000],
      ).join(' '),
      `${w.nextOfKin} (2) ${KIN.map((kin) => `${kin.firstName} ${kin.lastName} – ${w.roles[kin.relationship]}`).join(' ')}`,
    ]);
  });
});

describe('the certificate of a group of thirty', () => {
  let dates: CoverDates;
  let data: CertificateData;
  beforeAll(async () => {
    const policyId = await policyOf(server, 'group', 'Group Life Cover (VICOBA)');
    const groupId = await newGroup(server, policyId, MEMBER_NAMES);
    dates = await move(server, 'groups', groupId, 'approve');
    data = await certificateOf('group', groupId);
  });
  const leaders = Object.values(LEADERS).map((l) => `${l.firstName} ${l.lastName}`);

  it('holds the leaders first, then every member in joining order', () => {
    expect(data.insured).toBe('Upendo Women Group');
    expect(data.people.map((p) => p.name)).toEqual([...leaders, ...MEMBER_NAMES]);
    expect(data.people.slice(0, 4).map((p) => p.role)).toEqual([
      'chair-person',
      'secretary',
      'treasurer',
      'member',
    ]);
  });

  it.each(LANGUAGES)('writes all thirty on one page with the leaders’ titles (%s)', async (language) => {
    const w = WORDS[language];
    const { text } = await expectPdf(data, language, [
      `BancAssurance Group Life Cover (VICOBA) ${w.title}`,
      `${w.group} Upendo Women Group`,
      ...coverLines(dates, language),
      ...benefitLines(language, [2_000_000, 1_000_000, 500_000, 500_000, 500_000, 2_000_000, 500_000]),
      `${w.members} (30)`,
      ...leaders.map((name, index) => `${name} – ${w.leaders[index]}`),
      ...MEMBER_NAMES,
    ]);
    expect(text).not.toMatch(new RegExp(w.more(0).replace('0', '\\d+')));
  });

  it.each(LANGUAGES)(
    'says how many more there are past what fits, and stays one page (%s)',
    async (language) => {
      const extra = Array.from({ length: 150 }, (_, i) => ({
        name: `Mjumbe Nambari ${String(i).padStart(3, '0')}`,
        role: 'member' as const,
        dob: null,
        ownWaitingPeriodEnd: null,
      }));
      const crowded = { ...data, people: [...data.people, ...extra] };
      const names = crowded.people.map((p) => p.name);
      const { text } = await expectPdf(crowded, language, [`${WORDS[language].members} (180)`]);
      const shown = names.filter((name) => text.includes(name));
      // The first ones in order, then the count of the rest.
      expect(shown).toEqual(names.slice(0, shown.length));
      expect(shown.length).toBeGreaterThan(30);
      expect(shown.length).toBeLessThan(names.length);
      expect(text).toContain(WORDS[language].more(names.length - shown.length));
    },
  );
});

describe('a record without a cover', () => {
  const individualPolicy = () => policyOf(server, 'individual', 'Individual Life Cover Basic');
  const refusal = (reason: string) => ({ ok: false, reason });

  it('has no certificate while in progress, once rejected, or after its cover lapsed', async () => {
    const waiting = await newDiasporaFamily(server);
    expect(await loadCertificate(server.db, 'diaspora', waiting)).toEqual(refusal('not-covered'));
    const rejected = await newIndividual(server, await individualPolicy());
    await move(server, 'customers', rejected, 'reject', 'officer');
    expect(await loadCertificate(server.db, 'customer', rejected)).toEqual(refusal('not-covered'));
    const lapsed = await newIndividual(server, await individualPolicy());
    await move(server, 'customers', lapsed, 'approve');
    expect((await loadCertificate(server.db, 'customer', lapsed)).ok).toBe(true);
    await move(server, 'customers', lapsed, 'lapse', 'officer');
    expect(await loadCertificate(server.db, 'customer', lapsed)).toEqual(refusal('not-covered'));
  });

  it('has none when it is unknown, of another kind, a group member, or covered without a policy', async () => {
    expect(await loadCertificate(server.db, 'group', '00000000-0000-4000-8000-000000000000')).toEqual(
      refusal('not-found'),
    );
    expect(await loadCertificate(server.db, 'group', 'not-an-id')).toEqual(refusal('not-found'));
    const diasporaId = await newDiasporaFamily(server);
    await move(server, 'diasporas', diasporaId, 'approve');
    expect(await loadCertificate(server.db, 'customer', diasporaId)).toEqual(refusal('not-found'));
    const groupId = await newGroup(server, await policyOf(server, 'group', 'Group Life Cover (VICOBA)'), []);
    await move(server, 'groups', groupId, 'approve');
    const member = await server.db
      .selectFrom('customers')
      .select('id')
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(await loadCertificate(server.db, 'customer', member.id)).toEqual(refusal('group-member'));
    const noPolicy = await newIndividual(server, undefined);
    await move(server, 'customers', noPolicy, 'approve');
    expect(await loadCertificate(server.db, 'customer', noPolicy)).toEqual(refusal('no-policy'));
  });
});

describe("the customer's language", () => {
  it('is the one the record keeps, once the records keep one', async (context) => {
    const column = await sql`SELECT 1 FROM information_schema.columns
      WHERE table_name = 'diasporas' AND column_name = 'language'`.execute(server.db);
    // The column arrives with another change; until then English is the only answer (checked above).
    if (column.rows.length === 0) context.skip();
    const id = await newDiasporaFamily(server);
    await move(server, 'diasporas', id, 'approve');
    await sql`UPDATE diasporas SET language = 'sw' WHERE id = ${id}`.execute(server.db);
    expect((await certificateOf('diaspora', id)).language).toBe('sw');
  });
});
