import * as yup from 'yup';
import { FIELD_SHAPES, requiredText, stringChoice } from './field-shape';

/** The contract's claim fields: the form checks the same type values, amount and document limits. */
export const CLAIM_SHAPE = FIELD_SHAPES.ClaimInput;

export interface ClaimFieldMessages {
  insured: string;
  type: string;
  eventDate: string;
  amountRequired: string;
  amountInvalid: string;
  tooManyDocuments: string;
}

/**
 * The claim form's own fields. `insured` is the holder or one of their beneficiaries (the
 * contract's holderId and beneficiaryId); the rules across fields are checkClaim's (SPEC §9).
 */
export function claimFieldsSchema(messages: ClaimFieldMessages) {
  return yup.object({
    insured: yup.string().required(messages.insured),
    type: stringChoice(CLAIM_SHAPE.type, messages.type),
    eventDate: requiredText(CLAIM_SHAPE.eventDate, messages.eventDate),
    amount: yup
      .number()
      .typeError(messages.amountInvalid)
      .required(messages.amountRequired)
      .integer(messages.amountInvalid)
      .min(CLAIM_SHAPE.amount.minimum, messages.amountInvalid)
      .max(CLAIM_SHAPE.amount.maximum, messages.amountInvalid),
    documents: yup.array().max(CLAIM_SHAPE.documents.maxItems, messages.tooManyDocuments),
  });
}
