/**
 * A deletion that waits for a second staff member (DESIGN decisions 12 and 15): who asked and why,
 * and the decision on it. The approvals inbox and the record panels decide it with the same words.
 */
export const uiDeletions = {
  deletion: {
    title: 'Deletion waiting for approval',
    requestedBy: 'Asked for by {{name}} on {{date}}',
    requestedByUnknown: 'Asked for on {{date}}',
    reason: 'Reason: {{reason}}',
    stays: 'The customer stays listed until another staff member approves the deletion.',
    actions: {
      label: 'Decide on the deletion',
      approve: 'Approve deletion',
      reject: 'Reject deletion',
    },
    confirmApprove: {
      title: 'Approve the deletion',
      message:
        'Delete {{name}}? The customer leaves every list; the record and its history are kept for audit.',
      okay: 'Yes, Delete',
    },
    reject: {
      title: 'Reject the deletion',
      intro: '{{name}} stays a customer. The reason is kept in the record’s history.',
    },
    done: {
      approve: '{{name}} is deleted.',
      reject: 'The deletion of {{name}} is rejected.',
    },
    failed: 'The decision could not be saved',
    hint: {
      requester: 'You asked for this deletion: another staff member decides it.',
      maker: 'You made this record: another staff member decides its deletion.',
      readOnly: 'A staff member who may approve deletions decides on it.',
    },
  },
} as const;
