/** The individual customer registration and edit wizard (SPEC §2 Individuals, §3, §5, §8). */
export const individualRegistration = {
  createTitle: 'Register Individual',
  editTitle: 'Edit Individual',
  stepsLabel: 'Registration steps',
  loading: 'Loading the customer ...',
  loadFailed: 'The customer could not be loaded: {{message}}',
  steps: {
    details: 'General Information',
    detailsHint: 'The customer’s personal and identity details',
    policy: 'Create Policy',
    policyHint: 'The policy the customer is covered by',
    nextOfKin: 'Next of Kin',
    nextOfKinHint: 'One or two people to contact',
  },
  previous: 'Previous',
  next: 'Next',
  register: 'Register',
  registering: 'Registering ...',
  policy: {
    none: 'No policy chosen yet.',
    noneHint: 'Choose the policy the customer is covered by.',
    select: 'Select policy',
    change: 'Change policy',
    premium: 'Monthly premium',
    benefits: 'Benefits',
    memberBenefit: 'Member',
    spouseBenefit: 'Spouse',
    childBenefit: 'Child',
    parentBenefit: 'Parent',
    parentInLawBenefit: 'Parent-in-law',
    required: 'Please provide valid policy',
  },
  selectPolicy: {
    title: 'Select policy',
  },
  failed: 'The customer was not saved: {{message}}',
  retry: 'Try again',
  toasts: {
    adding: 'Adding Customer.',
    added: 'Customer added successfully.',
    updating: 'Updating Customer.',
    updated: 'Customer updated successfully.',
    failed: 'Failed to add the customer.',
    updateFailed: 'Failed to update the customer.',
  },
  /**
   * An edit of a covered customer's identity, email, policy or next of kin waits for a second staff
   * member; `contactFields` names the fields that change at once (src/domain/material-fields.ts).
   */
  changeWaits: {
    toast: 'The change waits for approval',
    toastBody:
      'Another staff member must approve it. Until then the customer keeps its approved details, and letters go to the approved email address; changes to {{contactFields}} are saved already.',
    already:
      'A change to this customer already waits for approval. Another staff member approves or rejects it first; {{contactFields}} can still be changed on their own.',
  },
  errors: {
    idNumberIsNextOfKin: 'This id number belongs to one of the next of kin listed',
    idNumberTaken: 'A customer with this id number is already registered',
  },
} as const;
