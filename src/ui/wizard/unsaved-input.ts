import { createContext } from 'react';

/** The forms of a wizard that hold typed input the user has not moved on from. */
export interface UnsavedInput {
  report: (form: string, unsaved: boolean) => void;
  any: () => boolean;
}

// Apart from the form code: the enrolment's first step has no form and must not download Formik.
export const UnsavedInputContext = createContext<UnsavedInput | null>(null);
