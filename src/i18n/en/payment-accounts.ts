/** The accounts premiums are debited from: the records without one, and a group's account. */
export const paymentAccounts = {
  /** On the premium collection page: the records whose premiums the debit file leaves out. */
  missing: {
    title: 'Covers without a payment account',
    count_one: '{{count}} cover cannot be debited: no payment account',
    count_other: '{{count}} covers cannot be debited: no payment account',
    intro:
      'Their premiums are left out of the debit file until an account is added on each record. Those with premiums waiting come first.',
    none: 'Every individual customer and group has a payment account: no premium is left out of the debit file.',
    label: 'Covers without a payment account',
    kinds: {
      customer: 'Individual',
      group: 'Group',
    },
    waiting_one: '{{count}} premium waiting, {{amount}}',
    waiting_other: '{{count}} premiums waiting, {{amount}}',
    noneWaiting: 'No premium waiting yet',
    loading: 'Loading the covers without an account…',
    failed: 'The covers without an account could not be loaded',
    retry: 'Retry',
  },
  /** A group's account, added or changed from its overview. */
  group: {
    addTitle: 'Add the group’s payment account',
    changeTitle: 'Change the group’s payment account',
    intro:
      'The group’s premiums are debited from this account. On a covered group another staff member approves it first.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Payment account saved',
    waits: 'The account waits for approval',
    waitsBody:
      'Another staff member must approve it. Until then the debit file keeps the approved account, or leaves the group out while it has none.',
    failed: 'The payment account was not saved',
  },
} as const;
