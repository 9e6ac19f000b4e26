/**
 * A change to a covered record that waits for a second staff member (DESIGN 12): its fields
 * before and after, who proposed it, and the decision on it. The approvals inbox and the record
 * panels show it with the same words.
 */
export const uiChanges = {
  change: {
    title: 'Change waiting for approval',
    proposedBy: 'Proposed by {{name}} on {{date}}',
    proposedByUnknown: 'Proposed on {{date}}',
    keepsApproved:
      'The record keeps its approved details until another staff member approves this change. Claims are paid against the approved details.',
    memberWaits: 'The new member joins the group once another staff member approves the addition.',
    label: 'Changes to {{name}}',
    columns: {
      field: 'Detail',
      before: 'Approved now',
      after: 'After approval',
    },
    fields: {
      firstName: 'First name',
      middleName: 'Middle name',
      lastName: 'Last name',
      email: 'Email',
      mobile: 'Mobile number',
      address: 'Address',
      dob: 'Date of birth',
      sex: 'Sex',
      maritalStatus: 'Marital status',
      idType: 'ID type',
      idNumber: 'ID number',
      idCopy: 'Copy of ID',
      accountNumber: 'Account number',
      policyId: 'Policy',
      nextOfKins: 'Next of kin',
      beneficiaries: 'Beneficiaries',
      member: 'New member',
    },
    none: 'None',
    added: 'Added',
    removed: 'Removed',
    document: 'Copy attached',
    viewDocument: 'View the copy',
    viewProof: 'View the proof',
    noDocument: 'No Attachment',
    person: {
      born: 'Born {{date}}',
      identification: '{{type}} {{number}}',
      mobile: 'Mobile {{mobile}}',
      withRole: '{{name}}, {{role}}',
      nextOfKin: 'Next of kin: {{names}}',
    },
    idTypes: {
      national: 'National ID',
      voter: 'Voter ID',
      passport: 'Passport',
      driving: 'Driving licence',
    },
    sex: { male: 'Male', female: 'Female', other: 'Other' },
    maritalStatus: { married: 'Married', single: 'Single' },
    relationships: {
      member: 'Member',
      spouse: 'Spouse',
      child: 'Child',
      parent: 'Parent',
      parentInLaw: 'Parent-in-law',
    },
    positions: {
      'chair-person': 'Chairperson',
      'vice-chair-person': 'Vice chairperson',
      secretary: 'Secretary',
      treasurer: 'Treasurer',
      member: 'Member',
    },
    actions: {
      label: 'Decide on the change',
      approve: 'Approve change',
      reject: 'Reject change',
    },
    confirmApprove: {
      title: 'Approve the change',
      message:
        'Give {{name}} the proposed details? They replace the approved ones at once and are written to the history.',
      okay: 'Yes, Approve',
    },
    reject: {
      title: 'Reject the change',
      intro:
        'The change to {{name}} will not be applied: the record keeps its approved details. The reason is kept in the record’s history.',
    },
    done: {
      approve: 'The change to {{name}} is approved.',
      reject: 'The change to {{name}} is rejected.',
    },
    failed: 'The decision could not be saved',
    hint: {
      proposer: 'You proposed this change: another staff member approves it.',
      maker: 'You changed this record since its last approval: another staff member approves it.',
      readOnly: 'A staff member who may approve changes decides on it.',
    },
  },
  /** Why something is rejected: asked by the approvals inbox and by a waiting change's panel. */
  reject: {
    reason: 'Reason',
    hint: 'Between 3 and 500 characters',
    required: 'Please provide valid reason',
    tooShort: 'Please provide valid reason (at least 3 characters)',
    tooLong: 'Please provide valid reason (at most 500 characters)',
    cancel: 'Back',
    submit: 'Reject',
    submitting: 'Rejecting…',
  },
} as const;
