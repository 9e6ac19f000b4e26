/** The policy a customer or a group is registered under; the figures are shown when known. */
export interface ChosenPolicy {
  policyId: string;
  name: string;
  premium?: number | undefined;
  memberBenefit?: number | undefined;
  spouseBenefit?: number | undefined;
  childBenefit?: number | undefined;
  parentBenefit?: number | undefined;
  parentInLawBenefit?: number | undefined;
}

/** A policy was chosen: it has an id and a name. */
export const isChosenPolicy = (policy: unknown): policy is ChosenPolicy =>
  typeof policy === 'object' &&
  policy !== null &&
  typeof (policy as ChosenPolicy).policyId === 'string' &&
  (policy as ChosenPolicy).policyId.length > 0 &&
  typeof (policy as ChosenPolicy).name === 'string';
