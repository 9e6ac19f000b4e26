import type { DiasporaDetails } from './diaspora';
import { formText, type PersonFormValues, toPersonFormValues } from './form-values';
import { formLetterLanguage, type LetterLanguage } from './letter-language';

/** What the details form holds while it is being filled in (and what its draft stores). */
export interface DiasporaDetailsFormValues extends PersonFormValues<DiasporaDetails['sex']> {
  accountNumber: string;
  language: LetterLanguage;
}

/** A saved draft as read back: any of the fields, each of unknown shape until checked. */
export type DiasporaDetailsDraft = Partial<Record<keyof DiasporaDetails, unknown>>;

/** The form's values from saved details or a draft; anything missing or malformed starts empty. */
export function toDetailsFormValues(
  initial: DiasporaDetailsDraft | null | undefined,
): DiasporaDetailsFormValues {
  return {
    ...toPersonFormValues(initial, ['male', 'female']),
    accountNumber: formText(initial?.accountNumber),
    language: formLetterLanguage(initial?.language),
  };
}
