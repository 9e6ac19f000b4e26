/** Set when an enrolment is saved, so the conclusion page shows only after a real one. */
export const CONCLUDED_KEY = 'diaspora-enrolment-concluded';

export const hasConcluded = (): boolean => {
  try {
    return sessionStorage.getItem(CONCLUDED_KEY) === '1';
  } catch {
    return false;
  }
};
