import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import { beneficiary, customer, diaspora, nextOfKin, paymentAccount, person, yearsAgo } from './fixtures';
import type { TestServer } from './harness';

/**
 * For the certificate tests: records made through the API as staff make them, the PDF read back,
 * and the words and dates expected on it.
 */

export type Resource = 'customers' | 'diasporas' | 'groups';

async function created(server: TestServer, url: string, payload: object): Promise<string> {
  const response = await server.request({ method: 'POST', url, headers: server.as('officer'), payload });
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json();
  return data.customerId ?? data.diasporaId ?? data.groupId;
}

export interface CoverDates {
  coverStartDate: string;
  waitingPeriodEnd: string;
  expiryAt: string;
}

/** A status change by a staff user; an approval must come from someone other than the maker (officer). */
export async function move(
  server: TestServer,
  resource: Resource,
  id: string,
  action: string,
  role: 'admin' | 'officer' = 'admin',
): Promise<CoverDates> {
  const response = await server.request({
    method: 'POST',
    url: `/api/v1/${resource}/${id}/status`,
    headers: server.as(role),
    payload: action === 'approve' ? { action } : { action, reason: 'Checked by the certificate tests' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export const policyOf = async (server: TestServer, kind: 'individual' | 'group', name: string) =>
  (
    await server.db
      .selectFrom('policies')
      .select('id')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** A spouse and four children: the largest family the diaspora cover takes. */
export const FAMILY = [
  { firstName: 'Rehema', lastName: 'Kimaro', sex: 'female', dob: yearsAgo(36), relationship: 2 },
  { firstName: 'Amani', lastName: 'Kimaro', sex: 'male', dob: yearsAgo(15), relationship: 3 },
  { firstName: 'Zawadi', lastName: 'Kimaro', sex: 'female', dob: yearsAgo(12), relationship: 3 },
  { firstName: 'Imani', lastName: 'Kimaro', sex: 'male', dob: yearsAgo(9), relationship: 3 },
  { firstName: 'Neema', lastName: 'Kimaro', sex: 'female', dob: yearsAgo(4), relationship: 3 },
] as const;

export const newDiasporaFamily = (server: TestServer) =>
  created(
    server,
    '/api/v1/diasporas',
    diaspora({ firstName: 'Elia', middleName: 'Baraka', beneficiaries: FAMILY.map((b) => beneficiary(b)) }),
  );

export const KIN = [
  { firstName: 'Neema', middleName: undefined, lastName: 'Mwakyusa', relationship: 2 },
  {
    firstName: 'Hamisi',
    middleName: undefined,
    lastName: 'Mwakyusa',
    sex: 'male',
    relationship: 4,
    dob: yearsAgo(65),
  },
] as const;

export const newIndividual = (server: TestServer, policyId: string | undefined) =>
  created(
    server,
    '/api/v1/customers',
    customer({
      firstName: 'Juma',
      middleName: 'Hamisi',
      lastName: 'Mwakyusa',
      ...(policyId ? { policyId } : {}),
      nextOfKins: KIN.map((kin) => nextOfKin(kin)),
    }),
  );

export const LEADERS = {
  chairperson: { firstName: 'Mwanaidi', lastName: 'Salim' },
  secretary: { firstName: 'Faraji', lastName: 'Komba' },
  treasurer: { firstName: 'Upendo', lastName: 'Lyimo' },
} as const;

/** Twenty-seven members beside the three leaders: a group of thirty. */
export const MEMBER_NAMES = [
  'Abdallah Mrisho',
  'Agnes Mushi',
  'Athumani Juma',
  'Bahati Lema',
  'Daudi Massawe',
  'Eliya Shirima',
  'Fatuma Said',
  'Gaudensia Mallya',
  'Halima Ally',
  'Imani Temba',
  'Joseph Minja',
  'Khadija Omari',
  'Lucy Swai',
  'Mariamu Kweka',
  'Nassoro Hassan',
  'Oliva Kimaro',
  'Paulo Urassa',
  'Rashidi Mbwana',
  'Salma Chande',
  'Tumaini Moshi',
  'Uwezo Ngowi',
  'Vumilia Kessy',
  'Waziri Bakari',
  'Yusuf Mohamed',
  'Zuhura Rajabu',
  'Ester Marandu',
  'Godfrey Tarimo',
] as const;

/** A group with its three leaders, then the members named, added one by one before any approval. */
export async function newGroup(
  server: TestServer,
  policyId: string,
  memberNames: readonly string[],
): Promise<string> {
  const leader = (names: { firstName: string; lastName: string }, mobile: string) =>
    person({ ...names, middleName: undefined, mobile });
  const groupId = await created(server, '/api/v1/groups', {
    name: 'Upendo Women Group',
    membersCount: 3 + memberNames.length,
    address: 'Moshi, Kilimanjaro',
    accountNumber: paymentAccount(),
    policyId,
    chairperson: leader(LEADERS.chairperson, '0713100001'),
    secretary: leader(LEADERS.secretary, '0713100002'),
    treasurer: leader(LEADERS.treasurer, '0713100003'),
  });
  for (const name of memberNames) {
    const [firstName, lastName] = name.split(' ');
    await created(server, `/api/v1/groups/${groupId}/members`, {
      ...person({ firstName, middleName: undefined, lastName }),
      nextOfKins: [nextOfKin()],
    });
  }
  return groupId;
}

/** The PDF's text with its line breaks and runs of spaces as single spaces, and its page count. */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number; info: InfoOfPdf }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      text: text.text.replace(/\s+/g, ' '),
      pages: text.total,
      info: { title: String(info.info?.Title ?? ''), created: info.getDateNode().CreationDate ?? null },
    };
  } finally {
    await parser.destroy();
  }
}

export interface InfoOfPdf {
  title: string;
  created: Date | null;
}

const MONTHS = {
  en: 'January February March April May June July August September October November December'.split(' '),
  sw: 'Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba'.split(' '),
};

/** A date as each language writes it, spelt out here rather than by the code under test. */
export function spelt(isoDate: string, language: 'en' | 'sw'): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const name = MONTHS[language][month - 1];
  return language === 'en' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/**
 * The words each certificate must show, written out here (the Kiswahili as the glossary has it),
 * so a wrong or missing translation fails rather than being compared with itself.
 */
export const WORDS = {
  en: {
    title: 'Certificate of cover',
    policy: 'Policy',
    coverStart: 'Cover start date',
    waitingEnd: 'Waiting period ends',
    expiry: 'Expiry date',
    reference: 'Reference',
    holder: 'Account holder',
    insured: 'Insured',
    group: 'Group',
    beneficiaries: 'Beneficiaries',
    nextOfKin: 'Next of kin',
    members: 'Members',
    born: 'born',
    roles: { 2: 'Spouse', 3: 'Child', 4: 'Parent' } as Record<number, string>,
    leaders: ['Chair person', 'Secretary', 'Treasurer'],
    benefits: [
      'Member',
      'Spouse',
      'Each child',
      'Parent',
      'Parent-in-law',
      'Maximum benefit',
      'Funeral lump sum',
    ],
    closing: 'Please quote the reference',
    more: (n: number) => `and ${n} more`,
  },
  sw: {
    title: 'Cheti cha Bima',
    policy: 'Mpango wa bima',
    coverStart: 'Tarehe ya kuanza',
    waitingEnd: 'Mwisho wa kipindi cha kusubiri',
    expiry: 'Tarehe ya mwisho wa bima',
    reference: 'Namba ya kumbukumbu',
    holder: 'Mwenye akaunti',
    insured: 'Mwenye bima',
    group: 'Kikundi',
    beneficiaries: 'Wanufaika',
    nextOfKin: 'Ndugu wa karibu',
    members: 'Wanachama',
    born: 'alizaliwa',
    roles: { 2: 'Mwenzi', 3: 'Mtoto', 4: 'Mzazi' } as Record<number, string>,
    leaders: ['Mwenyekiti', 'Katibu', 'Mweka hazina'],
    benefits: [
      'Mwanachama',
      'Mwenzi',
      'Kila mtoto',
      'Mzazi',
      'Mzazi wa mwenzi',
      'Fao la juu kabisa',
      'Kiasi cha mkupuo cha mazishi',
    ],
    closing: 'Tafadhali taja namba ya kumbukumbu',
    more: (n: number) => `na wengine ${n}`,
  },
} as const;

/** The cover's three dates with their labels, as the language writes them. */
export const coverLines = (dates: CoverDates, language: 'en' | 'sw') => [
  `${WORDS[language].coverStart} ${spelt(dates.coverStartDate, language)}`,
  `${WORDS[language].waitingEnd} ${spelt(dates.waitingPeriodEnd, language)}`,
  `${WORDS[language].expiry} ${spelt(dates.expiryAt, language)}`,
];

/** Benefit lines, label then amount, in the policy's order. */
export const benefitLines = (language: 'en' | 'sw', amounts: readonly (number | null)[]) =>
  amounts.flatMap((amount, index) =>
    amount === null ? [] : [`${WORDS[language].benefits[index]} TSh ${amount.toLocaleString('en-US')}`],
  );
