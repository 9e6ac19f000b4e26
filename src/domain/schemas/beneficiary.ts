import * as yup from 'yup';
import { isPlausibleBirthDate } from '@/domain/age';
import { checkBeneficiaries, type FamilyHolder } from '@/domain/cross-field-rules';
import type { DeclaredMember } from '@/domain/diaspora';
import { provideValid } from '@/domain/form-messages';
import { FORM_MESSAGES, optionalFile, todayOf } from './diaspora-details';
import { FIELD_SHAPES, nameFields, numberChoice, requiredText, stringChoice } from './field-shape';

const RELATIONSHIP_MESSAGE = provideValid('relationship');
const BENEFICIARY = FIELD_SHAPES.BeneficiaryInput;

interface MemberFields {
  dob?: unknown;
  relationship?: unknown;
}

/**
 * The family rules (SPEC §9) for one member declared next to the others: the shared
 * `checkBeneficiaries` run on the others followed by this member.
 */
function familyErrors(
  member: MemberFields,
  others: readonly DeclaredMember[],
  today: string,
  holder: FamilyHolder,
): { dob?: string | undefined; relationship?: string | undefined } {
  const relationship = typeof member.relationship === 'number' ? member.relationship : Number.NaN;
  const dob = typeof member.dob === 'string' ? member.dob : '';
  const errors = checkBeneficiaries([...others, { dob, relationship }], today, holder);
  const path = `beneficiaries.${others.length}`;
  return { dob: errors[`${path}.dob`], relationship: errors[`${path}.relationship`] };
}

/**
 * SPEC §3 and §5: a declared spouse or child. `existing` is the list declared so far;
 * `editingIndex` names the entry being edited, which then does not count against itself;
 * `holder` is the account holder as the details step confirmed them.
 */
export function beneficiarySchema(
  existing: readonly DeclaredMember[],
  editingIndex?: number,
  holder: FamilyHolder = {},
): yup.ObjectSchema<DeclaredMember> {
  const others = existing.filter((_, index) => index !== editingIndex);
  return yup.object({
    ...nameFields(BENEFICIARY),
    sex: stringChoice(BENEFICIARY.sex, FORM_MESSAGES.sex),
    dob: requiredText(BENEFICIARY.dob, FORM_MESSAGES.dob).test(
      'family-age',
      FORM_MESSAGES.dob,
      function familyAge(value) {
        const message = familyErrors(
          { ...(this.parent as MemberFields), dob: value },
          others,
          todayOf(this),
          holder,
        ).dob;
        return message ? this.createError({ message }) : true;
      },
    ),
    relationship: numberChoice(BENEFICIARY.relationship, RELATIONSHIP_MESSAGE).test(
      'family-size',
      RELATIONSHIP_MESSAGE,
      function familySize(value) {
        const today = todayOf(this);
        const parent = this.parent as MemberFields;
        // The count does not depend on the age: judge it even before a valid date is entered.
        const dob =
          typeof parent.dob === 'string' && isPlausibleBirthDate(parent.dob, today) ? parent.dob : today;
        const message = familyErrors({ dob, relationship: value }, others, today, holder).relationship;
        return message ? this.createError({ message }) : true;
      },
    ),
    copyOfProof: optionalFile('proof of relationship'),
  });
}

/** What the beneficiary form holds while it is being filled in. */
export interface BeneficiaryFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  sex: DeclaredMember['sex'] | '';
  dob: string;
  relationship: DeclaredMember['relationship'] | '';
  copyOfProof: { url: string; name: string } | null;
}

/** The form's values for a new member (nothing given) or the member being edited. */
export function toBeneficiaryFormValues(member?: DeclaredMember): BeneficiaryFormValues {
  return {
    firstName: member?.firstName ?? '',
    middleName: member?.middleName ?? '',
    lastName: member?.lastName ?? '',
    sex: member?.sex ?? '',
    dob: member?.dob ?? '',
    relationship: member?.relationship ?? '',
    copyOfProof: member?.copyOfProof ?? null,
  };
}

/**
 * A clean member from valid form values: trimmed names, relationship a number, no empty
 * middle name or proof. Throws a ValidationError when the values break a rule.
 */
export function toDeclaredMember(
  values: BeneficiaryFormValues,
  existing: readonly DeclaredMember[],
  editingIndex?: number,
  context?: { today?: string },
): DeclaredMember {
  return beneficiarySchema(existing, editingIndex).validateSync(values, {
    stripUnknown: true,
    abortEarly: true,
    context,
  });
}
