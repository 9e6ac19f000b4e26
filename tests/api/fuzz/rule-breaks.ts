import { DateTime } from 'luxon';
import { DIASPORA_COVER } from '../../../src/domain/cover';
import { ID_TYPES } from '../../../src/domain/identity';

/**
 * Bodies that pass the schema but break a rule of SPEC §5 or §9 that only the server can check:
 * ages, family limits, id number lengths, duplicate people. Each is built from a valid body.
 */
type Body = Record<string, unknown>;
type Person = Record<string, unknown>;
type RuleBreak = { rule: string; body: Body };

const today = () => DateTime.utc().startOf('day');
const date = (d: DateTime) => d.toISODate() as string;
const futureDob = () => date(today().plus({ days: 3 }));
const before1900 = '1899-12-31';

function personBreaks(path: string, person: Person, set: (next: Person) => Body): RuleBreak[] {
  return [
    { rule: `${path}dob in the future`, body: set({ ...person, dob: futureDob() }) },
    { rule: `${path}dob before 1900`, body: set({ ...person, dob: before1900 }) },
  ];
}

function diasporaBreaks(body: Body): RuleBreak[] {
  const beneficiaries = body.beneficiaries as Person[];
  const spouse = beneficiaries.find((b) => b.relationship === 2) as Person;
  const child = beneficiaries.find((b) => b.relationship === 3) as Person;
  const idType = body.idType as keyof typeof ID_TYPES;
  const length = ID_TYPES[idType].length;
  const { holderMinAge, holderMaxAge, childMaxAge, maxChildren } = DIASPORA_COVER;
  const withBeneficiaries = (list: Person[]) => ({ ...body, beneficiaries: list });
  return [
    {
      rule: 'holder younger than 18',
      body: { ...body, dob: date(today().minus({ years: holderMinAge }).plus({ days: 1 })) },
    },
    {
      rule: 'holder older than 80',
      body: { ...body, dob: date(today().minus({ years: holderMaxAge + 1, days: 1 })) },
    },
    { rule: 'id number one digit short', body: { ...body, idNumber: '1'.repeat(length - 1) } },
    { rule: 'id number one digit long', body: { ...body, idNumber: '1'.repeat(length + 1) } },
    { rule: 'id number of another id type', body: { ...body, idType: idType === 1 ? 3 : 1 } },
    { rule: 'two spouses', body: withBeneficiaries([spouse, { ...spouse, firstName: 'Zawadi' }]) },
    {
      rule: 'five children',
      body: withBeneficiaries(
        Array.from({ length: maxChildren + 1 }, (_, i) => ({ ...child, firstName: `Mtoto${'a'.repeat(i)}` })),
      ),
    },
    {
      rule: 'child older than 21',
      body: withBeneficiaries([{ ...child, dob: date(today().minus({ years: childMaxAge + 1, days: 1 })) }]),
    },
    {
      rule: 'spouse younger than 18',
      body: withBeneficiaries([{ ...spouse, dob: date(today().minus({ years: holderMinAge - 1 })) }]),
    },
    {
      rule: 'spouse older than 80',
      body: withBeneficiaries([
        { ...spouse, dob: date(today().minus({ years: holderMaxAge + 1, days: 1 })) },
      ]),
    },
    ...personBreaks('', body, (p) => p),
    ...personBreaks('beneficiary ', spouse, (p) => withBeneficiaries([p])),
  ];
}

function nextOfKinBreaks(body: Body): RuleBreak[] {
  const kin = (body.nextOfKins as Person[])[0] as Person;
  const withKin = (list: Person[]) => ({ ...body, nextOfKins: list });
  return [
    { rule: 'next of kin is the customer', body: withKin([{ ...kin, idNumber: body.idNumber }]) },
    {
      rule: 'the same next of kin twice',
      body: withKin([
        kin,
        {
          ...kin,
          firstName: 'Another',
          idNumber: `${String(kin.idNumber).slice(0, 10)}-${String(kin.idNumber).slice(10)}`,
        },
      ]),
    },
    ...personBreaks('', body, (p) => p),
    ...personBreaks('next of kin ', kin, (p) => withKin([p])),
  ];
}

function leaderBreaks(body: Body): RuleBreak[] {
  const chair = body.chairperson as Person;
  const secretary = body.secretary as Person;
  return [
    {
      rule: 'one person holds two leader posts',
      body: { ...body, secretary: { ...secretary, idNumber: chair.idNumber } },
    },
    ...personBreaks('chairperson ', chair, (p) => ({ ...body, chairperson: p })),
  ];
}

/** The rule-breaking variants that apply to a body, chosen by the shape it has. */
export function ruleBreaksOf(body: unknown): RuleBreak[] {
  if (body === null || typeof body !== 'object') return [];
  const value = body as Body;
  if (Array.isArray(value.beneficiaries)) return diasporaBreaks(value);
  if (Array.isArray(value.nextOfKins)) return nextOfKinBreaks(value);
  if (value.chairperson && value.secretary) return leaderBreaks(value);
  return [];
}
