import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { beneficiarySchema } from '@/domain/schemas/beneficiary';
import { claimFieldsSchema } from '@/domain/schemas/claim';
import { diasporaDetailsSchema } from '@/domain/schemas/diaspora-details';
import { FIELD_SHAPES, requiredText } from '@/domain/schemas/field-shape';
import { groupDetailsSchema, leaderSchema } from '@/domain/schemas/group';
import { groupMemberSchema } from '@/domain/schemas/group-member';
import { individualDetailsSchema, nextOfKinSchema, personDetailsSchema } from '@/domain/schemas/individual';
import { loginSchema } from '@/domain/schemas/login';
import { paymentAccountSchema } from '@/domain/schemas/payment-account';
import { reasonField } from '@/domain/schemas/reason';
import { fieldShapes, fieldShapesSource, SHAPES_FILE, SPEC_FILE } from '../../scripts/gen-field-shapes';
import { type ContractField, disagreements, type FormPairing } from './field-rule-agreement';

const SPEC_TEXT = readFileSync(SPEC_FILE, 'utf8');
const CLAIM_MESSAGES = {
  insured: 'insured',
  type: 'type',
  eventDate: 'date',
  amountRequired: 'amount',
  amountInvalid: 'amount',
  tooManyDocuments: 'documents',
};
const reasonForm = yup.object({ reason: reasonField({ required: 'r', tooShort: 's', tooLong: 'l' }) });
const NEXT_OF_KIN_WIZARD = 'its own step of the wizard, checked by the next-of-kin form';
const POLICY_STEP = 'chosen from a list of the product line, not typed';
const LETTER_LANGUAGE = {
  language:
    'the form always holds one (English until staff choose); the contract keeps the stored one when absent',
};
const reasonRequired = { reason: 'a rejection states why (the server refuses one without)' };

/** Every contract request body (`*Input`) paired with the form that fills it. */
const PAIRINGS: FormPairing[] = [
  {
    form: 'sign-in',
    schema: loginSchema,
    contract: 'SignInInput',
    contractOnly: {
      captchaToken: 'asked by the auth statechart only when the server requires a captcha, never typed',
    },
  },
  {
    form: 'person',
    schema: personDetailsSchema,
    contract: 'PersonInput',
  },
  {
    form: 'individual details',
    schema: individualDetailsSchema,
    contract: 'CustomerInput',
    contractOnly: { policyId: POLICY_STEP, nextOfKins: NEXT_OF_KIN_WIZARD },
    formRequires: LETTER_LANGUAGE,
  },
  {
    form: 'individual details, editing',
    schema: individualDetailsSchema,
    contract: 'CustomerUpdateInput',
    contractOnly: { policyId: POLICY_STEP, nextOfKins: NEXT_OF_KIN_WIZARD },
    formRequires: {
      ...LETTER_LANGUAGE,
      accountNumber:
        'an edit always sends the account, so one registered before accounts were asked is completed; the contract keeps the stored one when absent',
    },
  },
  { form: 'payment account', schema: paymentAccountSchema, contract: 'PaymentAccountInput' },
  { form: 'next of kin', schema: nextOfKinSchema(), contract: 'NextOfKinInput' },
  {
    form: 'group member',
    schema: groupMemberSchema(),
    contract: 'MemberInput',
    contractOnly: { nextOfKins: NEXT_OF_KIN_WIZARD },
    formRequires: { position: 'a select asks for a choice; the contract defaults to member' },
  },
  { form: 'group leader', schema: leaderSchema(), contract: 'LeaderInput' },
  {
    form: 'group details',
    schema: groupDetailsSchema,
    contract: 'GroupInput',
    contractOnly: {
      policyId: POLICY_STEP,
      chairperson: 'the group leader form',
      secretary: 'the group leader form',
      treasurer: 'the group leader form',
    },
    formRequires: {
      documents: 'an object of three optional uploads, empty when none',
      ...LETTER_LANGUAGE,
    },
  },
  {
    form: 'diaspora details',
    schema: diasporaDetailsSchema,
    contract: 'DiasporaInput',
    contractOnly: {
      policyId: 'the Diaspora Repatriation Cover, the only diaspora product offered',
      beneficiaries: 'the beneficiary form, one per declared member',
    },
    formRequires: LETTER_LANGUAGE,
  },
  { form: 'beneficiary', schema: beneficiarySchema([]), contract: 'BeneficiaryInput' },
  {
    form: 'claim',
    schema: claimFieldsSchema(CLAIM_MESSAGES),
    contract: 'ClaimInput',
    contractOnly: {
      holderKind: 'the record the claim is recorded on',
      holderId: 'the insured person, picked as insured',
      beneficiaryId: 'the insured person, picked as insured',
      schoolingProof: 'an upload the form asks for when checkClaim needs it',
    },
    formOnly: { insured: 'the holder or one of their beneficiaries (holderId, beneficiaryId)' },
    formRequires: { documents: 'the list of uploads, empty when none' },
  },
  {
    form: 'cover reason',
    schema: reasonForm,
    contract: 'StatusChangeInput',
    contractOnly: { action: 'the button pressed' },
    formRequires: reasonRequired,
  },
  {
    form: 'claim rejection',
    schema: reasonForm,
    contract: 'ClaimDecisionInput',
    contractOnly: { action: 'the button pressed' },
    formRequires: reasonRequired,
  },
  {
    form: 'change rejection',
    schema: reasonForm,
    contract: 'PendingChangeDecisionInput',
    contractOnly: { changeId: 'the change on screen', decision: 'the button pressed' },
    formRequires: reasonRequired,
  },
  {
    form: 'deletion request',
    schema: reasonForm,
    contract: 'DeletionRequestInput',
  },
  {
    form: 'deletion rejection',
    schema: reasonForm,
    contract: 'DeletionDecisionInput',
    contractOnly: { deletionId: 'the deletion on screen', decision: 'the button pressed' },
    formRequires: reasonRequired,
  },
];

describe('field rules: openapi.yaml is their one source', () => {
  it("src/domain/field-shapes.gen.ts is generated from today's openapi.yaml (npm run gen:api)", () => {
    expect(readFileSync(SHAPES_FILE, 'utf8')).toBe(fieldShapesSource(SPEC_TEXT));
  });

  it('pairs every request body of the contract with a form', () => {
    const paired = new Set(PAIRINGS.map((pairing) => pairing.contract));
    expect(Object.keys(FIELD_SHAPES).filter((name) => !paired.has(name))).toEqual([]);
  });

  it.each(PAIRINGS.map((pairing) => [pairing.form, pairing.contract, pairing] as const))(
    'the %s form agrees with %s, field by field',
    (_form, contract, pairing) => {
      const shapes = FIELD_SHAPES as unknown as Record<string, Record<string, ContractField>>;
      expect(disagreements(pairing, shapes[contract] ?? {})).toEqual([]);
    },
  );
});

describe('field rules: a limit changed on one side only is caught', () => {
  const diaspora = PAIRINGS.find((pairing) => pairing.contract === 'DiasporaInput') as FormPairing;

  it('a form that types its own limit', () => {
    const shortNames = diasporaDetailsSchema.shape({
      firstName: requiredText({ ...FIELD_SHAPES.DiasporaInput.firstName, maxLength: 59 }, 'name'),
    });
    expect(disagreements({ ...diaspora, schema: shortNames }, FIELD_SHAPES.DiasporaInput)).toEqual([
      'diaspora details firstName (DiasporaInput.firstName): maxLength 59 in the form, 60 in the contract',
    ]);
  });

  it('a form that drops a rule or a choice', () => {
    const loose = diasporaDetailsSchema.shape({
      accountNumber: yup.string().trim().required('account'),
      sex: yup.string().oneOf(['male', 'female', 'other']).required('sex'),
    });
    expect(disagreements({ ...diaspora, schema: loose }, FIELD_SHAPES.DiasporaInput)).toEqual([
      'diaspora details sex (DiasporaInput.sex): enum ["male","female","other"] in the form, ["male","female"] in the contract',
      'diaspora details accountNumber (DiasporaInput.accountNumber): pattern undefined in the form, "^[0-9]{10,20}$" in the contract',
    ]);
  });

  it('a contract edited without the forms following', () => {
    const edited = SPEC_TEXT.replace(
      /(AccountNumber:\n(?: {6}.*\n)*? {6}pattern: )"\^\[0-9\]\{10,20\}\$"/,
      '$1"^[0-9]{12,20}$"',
    );
    expect(edited).not.toBe(SPEC_TEXT);
    expect(fieldShapesSource(edited)).not.toBe(readFileSync(SHAPES_FILE, 'utf8'));
    const contract = fieldShapes(edited).DiasporaInput as unknown as Record<string, ContractField>;
    expect(disagreements(diaspora, contract)).toEqual([
      'diaspora details accountNumber (DiasporaInput.accountNumber): pattern "^[0-9]{10,20}$" in the form, "^[0-9]{12,20}$" in the contract',
    ]);
  });

  it('a required field made optional on one side', () => {
    const optionalEmail = diasporaDetailsSchema.shape({
      email: yup.string().trim().email('e').max(254, 'e'),
    });
    expect(disagreements({ ...diaspora, schema: optionalEmail }, FIELD_SHAPES.DiasporaInput)).toEqual([
      'diaspora details email (DiasporaInput.email): required by the contract only',
    ]);
  });
});
