import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { checkBeneficiaries, MESSAGES } from '@/domain/cross-field-rules';
import type { DeclaredMember } from '@/domain/diaspora';
import { type DiasporaDetailsFormValues, toDetailsFormValues } from '@/domain/diaspora-form';
import {
  type BeneficiaryFormValues,
  beneficiarySchema,
  toBeneficiaryFormValues,
  toDeclaredMember,
} from '@/domain/schemas/beneficiary';
import { diasporaDetailsSchema, toDiasporaDetails } from '@/domain/schemas/diaspora-details';

const TODAY = DateTime.fromISO('2026-06-15', { zone: 'utc' }) as DateTime<true>;
const context = { today: '2026-06-15' };
const bornYearsAgo = (years: number, days = 0) => TODAY.minus({ years }).minus({ days }).toISODate() ?? '';

const VALID: DiasporaDetailsFormValues = {
  firstName: 'Amina',
  middleName: '',
  lastName: 'Mollel',
  email: 'amina@example.com',
  mobile: '+44 7700 900123',
  dob: '1988-04-12',
  sex: 'female',
  maritalStatus: 'married',
  idType: 1,
  idNumber: '19880412-12345-00001-23',
  accountNumber: '0150123456789',
  address: 'London, United Kingdom',
  idCopy: null,
  language: 'en',
};

/** Each field's first message, as a form shows it; `{}` when valid. */
function errorsOf(validate: () => unknown): Record<string, string> {
  try {
    validate();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

const detailsErrors = (values: Partial<Record<keyof DiasporaDetailsFormValues, unknown>>) =>
  errorsOf(() => diasporaDetailsSchema.validateSync({ ...VALID, ...values }, { abortEarly: false, context }));

describe('diaspora details schema', () => {
  it('accepts a complete holder and gives clean, typed details', () => {
    expect(detailsErrors({})).toEqual({});
    const details = toDiasporaDetails(
      {
        ...VALID,
        firstName: '  Amina ',
        lastName: 'Mollel ',
        email: ' amina@example.com ',
        idType: '1' as unknown as 1,
        idCopy: { url: '/api/v1/files/abc', name: 'id.pdf' },
      },
      context,
    );
    expect(details).toEqual({
      firstName: 'Amina',
      lastName: 'Mollel',
      email: 'amina@example.com',
      mobile: '+44 7700 900123',
      dob: '1988-04-12',
      sex: 'female',
      maritalStatus: 'married',
      idType: 1,
      idNumber: '19880412-12345-00001-23',
      accountNumber: '0150123456789',
      address: 'London, United Kingdom',
      idCopy: { url: '/api/v1/files/abc', name: 'id.pdf' },
      language: 'en',
    });
    expect(details).not.toHaveProperty('middleName');
  });

  it('keeps the language of the letters, English unless another of the contract is chosen', () => {
    expect(toDiasporaDetails({ ...VALID, language: 'sw' }, context).language).toBe('sw');
    expect(detailsErrors({ language: 'fr' as 'en' })).toEqual({ language: 'Please provide valid language' });
  });

  it('accepts an empty middle name as absent, and a middle name of 3 letters or more', () => {
    expect(detailsErrors({ middleName: '' })).toEqual({});
    expect(detailsErrors({ middleName: '   ' })).toEqual({});
    expect(detailsErrors({ middleName: undefined })).toEqual({});
    expect(detailsErrors({ middleName: 'Neema' })).toEqual({});
    expect(detailsErrors({ middleName: 'Ne' })).toHaveProperty('middleName');
  });

  it('asks for first and last names of 3 to 60 letters', () => {
    expect(detailsErrors({ firstName: '' })).toHaveProperty('firstName');
    expect(detailsErrors({ firstName: 'Am' })).toHaveProperty('firstName');
    expect(detailsErrors({ lastName: 'x'.repeat(61) })).toHaveProperty('lastName');
    expect(detailsErrors({ lastName: 'x'.repeat(60) })).toEqual({});
    expect(detailsErrors({ lastName: "O'Neil-Mwakyusa" })).toEqual({});
    expect(detailsErrors({ firstName: '4mina' })).toHaveProperty('firstName');
  });

  it.each([
    [1, '12345678901234567890'],
    [1, '1234-5678 9012-3456 7890'],
    [2, '1234567890123'],
    [2, 'T-1234-5678-9012'],
    [3, 'AB1234567'],
    [3, ' AB 123 4567 '],
  ])('accepts id type %i with the number %j (dashes and spaces ignored)', (idType, idNumber) => {
    expect(detailsErrors({ idType, idNumber })).toEqual({});
  });

  it.each([
    [1, '1234567890123456789'],
    [1, '123456789012345678901'],
    [2, '123456789012'],
    [2, '12345678901234'],
    [3, 'AB123456'],
    [3, '1234567890123'],
    [3, ''],
  ])("refuses id type %i with the number %j: 'Please provide a valid id number'", (idType, idNumber) => {
    expect(detailsErrors({ idType, idNumber })).toEqual({ idNumber: 'Please provide a valid id number' });
  });

  it('takes the id type as a number 1, 2 or 3', () => {
    expect(detailsErrors({ idType: '3', idNumber: 'AB1234567' })).toEqual({});
    expect(detailsErrors({ idType: '' })).toHaveProperty('idType', 'Please provide valid id type');
    expect(detailsErrors({ idType: 4 })).toHaveProperty('idType');
  });

  it.each([
    [17, 364, true],
    [18, 0, false],
    [80, 0, false],
    [80, 364, false],
    [81, 0, true],
  ])('holder born %i years and %i days ago: refused %s', (years, days, refused) => {
    const errors = detailsErrors({ dob: bornYearsAgo(years, days) });
    expect(errors).toEqual(refused ? { dob: MESSAGES.holderAge } : {});
  });

  it('holder of 17 is refused with the shared message', () => {
    expect(detailsErrors({ dob: bornYearsAgo(17) })).toEqual({
      dob: 'The account holder must be between 18 and 80 years old',
    });
  });

  it('asks for a real date of birth', () => {
    expect(detailsErrors({ dob: '' })).toEqual({ dob: MESSAGES.dob });
    expect(detailsErrors({ dob: '1990-02-30' })).toEqual({ dob: MESSAGES.dob });
    expect(detailsErrors({ dob: '2027-01-01' })).toEqual({ dob: MESSAGES.dob });
  });

  it.each(['0150123456789', '0123456789', '01234567890123456789'])('accepts the account number %s', (n) => {
    expect(detailsErrors({ accountNumber: n })).toEqual({});
  });

  it.each(['', '012345678', '012345678901234567890', '01501-23456', 'ACC0123456789'])(
    "refuses the account number %j: 'Please provide valid account number (10 to 20 digits)'",
    (accountNumber) => {
      expect(detailsErrors({ accountNumber })).toEqual({
        accountNumber: 'Please provide valid account number (10 to 20 digits)',
      });
    },
  );

  it.each(['+44 7700 900123', ' +44 7700 900123 ', '+255712345678', '0712-345-678', '447700900123'])(
    'accepts the mobile %s',
    (mobile) => {
      expect(detailsErrors({ mobile })).toEqual({});
    },
  );

  it.each([
    '',
    '+4477009',
    '+44 7700 90012a',
    '++447700900123',
    '+44 7700 900123-',
    '+44 7700 900 123 4567 89',
  ])("refuses the mobile %j: 'Please provide valid mobile number'", (mobile) => {
    expect(detailsErrors({ mobile })).toEqual({ mobile: 'Please provide valid mobile number' });
  });

  it("asks for a valid email: 'Please provide valid email'", () => {
    expect(detailsErrors({ email: 'amina@' })).toEqual({ email: 'Please provide valid email' });
    expect(detailsErrors({ email: '' })).toEqual({ email: 'Please provide valid email' });
  });

  it('asks for sex, marital status and a place of residency of 4 to 200 characters', () => {
    expect(detailsErrors({ sex: '' })).toHaveProperty('sex');
    expect(detailsErrors({ sex: 'other' })).toHaveProperty('sex');
    expect(detailsErrors({ maritalStatus: '' })).toHaveProperty('maritalStatus');
    expect(detailsErrors({ address: 'Oslo' })).toEqual({});
    expect(detailsErrors({ address: 'Rio' })).toHaveProperty('address');
    expect(detailsErrors({ address: 'x'.repeat(201) })).toHaveProperty('address');
  });

  it('takes an optional copy of the ID with its url and name', () => {
    expect(detailsErrors({ idCopy: null })).toEqual({});
    expect(detailsErrors({ idCopy: undefined })).toEqual({});
    expect(detailsErrors({ idCopy: { url: '/api/v1/files/abc', name: 'id.pdf' } })).toEqual({});
    expect(Object.keys(detailsErrors({ idCopy: { url: '/api/v1/files/abc' } }))).toEqual(['idCopy.name']);
  });

  it('restores form values from saved details or a draft, starting anything missing empty', () => {
    expect(toDetailsFormValues(undefined)).toMatchObject({
      firstName: '',
      idType: '',
      sex: '',
      idCopy: null,
    });
    expect(toDetailsFormValues({ firstName: 'Amina', idType: 2 })).toMatchObject({
      firstName: 'Amina',
      idType: 2,
      middleName: '',
    });
    expect(toDetailsFormValues({ idType: '3' as unknown as 3, sex: 'other' as 'male' })).toMatchObject({
      idType: 3,
      sex: '',
    });
  });
});

const SPOUSE: DeclaredMember = {
  firstName: 'Zawadi',
  lastName: 'Mollel',
  sex: 'female',
  dob: '1990-01-01',
  relationship: 2,
};
const child = (name: string, dob = '2015-05-05'): DeclaredMember => ({
  firstName: name,
  lastName: 'Mollel',
  sex: 'male',
  dob,
  relationship: 3,
});

const NEW_CHILD: BeneficiaryFormValues = {
  firstName: 'Baraka',
  middleName: '',
  lastName: 'Mollel',
  sex: 'male',
  dob: '2018-02-02',
  relationship: 3,
  copyOfProof: null,
};

const memberErrors = (
  values: Partial<Record<keyof BeneficiaryFormValues, unknown>>,
  existing: DeclaredMember[] = [],
  editingIndex?: number,
) =>
  errorsOf(() =>
    beneficiarySchema(existing, editingIndex).validateSync(
      { ...NEW_CHILD, ...values },
      { abortEarly: false, context },
    ),
  );

describe('beneficiary schema', () => {
  it('accepts a child and gives a clean member', () => {
    expect(memberErrors({})).toEqual({});
    expect(
      toDeclaredMember(
        { ...NEW_CHILD, firstName: ' Baraka ', relationship: '3' as unknown as 3 },
        [SPOUSE],
        undefined,
        context,
      ),
    ).toEqual({ firstName: 'Baraka', lastName: 'Mollel', sex: 'male', dob: '2018-02-02', relationship: 3 });
  });

  it('asks for names of at least 2 letters; the middle name is optional', () => {
    expect(memberErrors({ firstName: 'Bo', lastName: 'Li' })).toEqual({});
    expect(memberErrors({ firstName: 'B' })).toHaveProperty('firstName');
    expect(memberErrors({ lastName: '' })).toHaveProperty('lastName');
    expect(memberErrors({ middleName: '' })).toEqual({});
    expect(memberErrors({ middleName: 'J' })).toHaveProperty('middleName');
    expect(memberErrors({ middleName: 'Jo' })).toEqual({});
  });

  it('asks for a real date of birth, not in the future', () => {
    expect(memberErrors({ dob: '' })).toEqual({ dob: MESSAGES.dob });
    expect(memberErrors({ dob: '2026-06-16' })).toEqual({ dob: MESSAGES.dob });
    expect(memberErrors({ dob: '2019-02-29' })).toEqual({ dob: MESSAGES.dob });
    expect(memberErrors({ dob: '2026-06-15' })).toEqual({});
  });

  it('asks for the relationship: spouse (2) or child (3)', () => {
    expect(memberErrors({ relationship: '' })).toEqual({ relationship: 'Please provide valid relationship' });
    expect(memberErrors({ relationship: 4 })).toHaveProperty('relationship');
    expect(memberErrors({ relationship: '2', dob: '1990-01-01' })).toEqual({});
  });

  it('refuses a spouse of 17 and accepts one of 18', () => {
    expect(memberErrors({ relationship: 2, dob: bornYearsAgo(17, 364) })).toEqual({
      dob: 'A spouse must be between 18 and 80 years old',
    });
    expect(memberErrors({ relationship: 2, dob: bornYearsAgo(18) })).toEqual({});
    expect(memberErrors({ relationship: 2, dob: bornYearsAgo(81) })).toEqual({ dob: MESSAGES.spouseAge });
  });

  it('refuses a child of 22 and accepts one of 21', () => {
    expect(memberErrors({ dob: bornYearsAgo(22) })).toEqual({
      dob: 'A child must be 21 years old or younger',
    });
    expect(memberErrors({ dob: bornYearsAgo(21, 364) })).toEqual({});
  });

  it('refuses a second spouse on the relationship', () => {
    expect(memberErrors({ relationship: 2, dob: '1991-01-01' }, [SPOUSE])).toEqual({
      relationship: 'Only one spouse can be declared',
    });
    // Even before its date of birth is valid.
    expect(memberErrors({ relationship: 2, dob: '' }, [SPOUSE])).toEqual({
      dob: MESSAGES.dob,
      relationship: MESSAGES.tooManySpouses,
    });
  });

  it('refuses a spouse for a holder marked Single, and says why', () => {
    const single = { maritalStatus: 'single' };
    const spouseOfSingle = () =>
      errorsOf(() =>
        beneficiarySchema([], undefined, single).validateSync(
          { ...NEW_CHILD, relationship: 2, dob: '1990-01-01' },
          { abortEarly: false, context },
        ),
      );
    expect(spouseOfSingle()).toEqual({ relationship: MESSAGES.spouseOfSingleHolder });
    expect(MESSAGES.spouseOfSingleHolder).toMatch(/Single.*Married/);
    // A child is fine, and a married holder's spouse too.
    expect(
      errorsOf(() =>
        beneficiarySchema([], undefined, single).validateSync(NEW_CHILD, { abortEarly: false, context }),
      ),
    ).toEqual({});
    expect(
      checkBeneficiaries([{ relationship: 2, dob: '1990-01-01' }], undefined, { maritalStatus: 'married' }),
    ).toEqual({});
  });

  it('refuses a fifth child on the relationship', () => {
    const four = [child('Asha'), child('Baraka'), child('Chausiku'), child('Daudi')];
    expect(memberErrors({}, [SPOUSE, ...four.slice(0, 3)])).toEqual({});
    expect(memberErrors({}, [SPOUSE, ...four])).toEqual({
      relationship: 'At most 4 children can be declared',
    });
    // Editing one of the four children does not count it twice.
    expect(memberErrors({}, four, 2)).toEqual({});
  });

  it('lets the only spouse be edited without counting itself', () => {
    const existing = [child('Asha'), SPOUSE];
    expect(memberErrors({ relationship: 2, dob: '1990-01-01', firstName: 'Zawadi' }, existing, 1)).toEqual(
      {},
    );
    expect(memberErrors({ relationship: 2, dob: '1990-01-01' }, existing, 0)).toEqual({
      relationship: MESSAGES.tooManySpouses,
    });
    expect(() =>
      toDeclaredMember({ ...toBeneficiaryFormValues(SPOUSE), lastName: 'Kimaro' }, existing, 1, context),
    ).not.toThrow();
  });

  it('takes an optional proof of relationship', () => {
    expect(memberErrors({ copyOfProof: { url: '/api/v1/files/x', name: 'birth.pdf' } })).toEqual({});
    expect(toBeneficiaryFormValues(undefined)).toEqual({
      firstName: '',
      middleName: '',
      lastName: '',
      sex: '',
      dob: '',
      relationship: '',
      copyOfProof: null,
    });
  });
});
