import type { LetterLanguage } from './letter-language';

/** The diaspora enrolment as the forms hold it (SPEC §3), before it is sent. */
export interface DiasporaDetails {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  sex: 'male' | 'female';
  maritalStatus: 'married' | 'single';
  idType: 1 | 2 | 3;
  idNumber: string;
  accountNumber: string;
  address: string;
  idCopy?: { url: string; name: string } | undefined;
  /** The enrolee's: their letters are written in it. */
  language?: LetterLanguage | undefined;
}

export interface DeclaredMember {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  sex: 'male' | 'female';
  dob: string;
  /** 2 spouse, 3 child. */
  relationship: 2 | 3;
  copyOfProof?: { url: string; name: string } | undefined;
}
