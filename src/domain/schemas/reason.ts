import * as yup from 'yup';
import { FIELD_SHAPES } from './field-shape';

/**
 * Why a record, a claim or a waiting change is rejected (or a cover lapsed, cancelled, reopened):
 * kept in the history, with the contract's limits (the same on every decision, which the
 * rule-agreement test checks).
 */
export const REASON_LIMITS = FIELD_SHAPES.StatusChangeInput.reason;

export interface ReasonMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/** The reason field of a decision's dialog: the contract leaves it optional, a rejection needs it. */
export function reasonField(messages: ReasonMessages) {
  return yup
    .string()
    .trim()
    .required(messages.required)
    .min(REASON_LIMITS.minLength, messages.tooShort)
    .max(REASON_LIMITS.maxLength, messages.tooLong);
}
