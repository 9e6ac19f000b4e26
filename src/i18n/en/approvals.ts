/** The approval inbox: records and claims made by other staff that wait for the user's decision. */
export const approvals = {
  title: 'Approvals',
  intro:
    'Records and claims made by other staff that wait for your decision: claims whose payment is due first, soonest due first, then the rest, oldest first.',
  menuBadge: '{{count}} waiting',
  loading: 'Loading what waits for your approval…',
  failed: {
    title: 'The approval inbox could not be loaded',
    retry: 'Try again',
  },
  empty: {
    title: 'Nothing waits for your approval',
    body: 'Records and claims that other staff make will appear here for you to approve or reject.',
  },
  filter: {
    label: 'Show what waits',
    all: 'All',
    claim: 'Claims',
    diaspora: 'Diaspora covers',
    customer: 'Individual covers',
    group: 'Group covers',
    change: 'Changes',
    deletion: 'Deletions',
    'results-file': 'Results files',
    waiting: 'waiting',
  },
  emptyKind: {
    claim: 'No claims wait for your approval.',
    diaspora: 'No diaspora covers wait for your approval.',
    customer: 'No individual covers wait for your approval.',
    group: 'No group covers wait for your approval.',
    change: 'No changes to covered records wait for your approval.',
    deletion: 'No deletions wait for your approval.',
    'results-file': 'No results files from core banking wait for your approval.',
    showAll: 'Show everything waiting ({{count}})',
  },
  showing: 'Showing {{shown}} of {{total}}',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadMoreFailed: 'More could not be loaded: {{reason}}',
  kind: {
    customer: 'Individual',
    diaspora: 'Diaspora',
    group: 'Group',
    claim: 'Claim',
    change: 'Change',
    deletion: 'Deletion',
    'results-file': 'Results file',
  },
  table: {
    label: 'Waiting for approval',
    columns: {
      kind: 'Kind',
      name: 'Name',
      maker: 'Made by',
      since: 'Waiting since',
      due: 'Payment due',
      actions: 'Actions',
    },
  },
  /** A waiting change to a covered record: the record, what it changes, before and after. */
  changes: {
    of: {
      customer: 'Change to an individual cover',
      diaspora: 'Change to a diaspora cover',
      group: 'Change to a group cover',
    },
    loading: 'Loading the change…',
    failed: 'The change could not be loaded',
    retry: 'Try again',
    gone: 'This change was decided meanwhile.',
  },
  /** A waiting deletion: the customer it removes, and why it was asked for. */
  deletions: {
    of: 'Deletion of an individual customer',
    reason: 'Reason: {{reason}}',
  },
  /** A checked results file from core banking: what it changes once approved. */
  resultsFile: {
    summary: '{{paid}} premiums paid ({{amount}}), {{failed}} debits failed, {{refused}} rows refused',
    open: 'Review the results file {{name}}',
  },
  records: {
    selfEnrolment: 'Self-enrolment',
    open: 'Open the record of {{name}}',
  },
  claims: {
    summary: '{{type}}, {{amount}}',
    insuredHolder: 'The holder, event {{date}}',
    insuredFamily: '{{relationship}} of {{holder}}, event {{date}}',
    noEventDate: 'no event date',
    type: {
      repatriation: 'Repatriation',
      funeral: 'Funeral lump sum',
      unknown: 'Not given',
    },
    relationship: {
      holder: 'Holder',
      spouse: 'Spouse',
      child: 'Child',
    },
    unknownStaff: 'Unknown',
  },
  due: {
    minutes: 'Due in {{count}} min, {{clock}}',
    hours: 'Due in {{count}} h, {{clock}}',
    days: 'Due in {{count}} d, {{clock}}',
    overdueMinutes: 'Overdue by {{count}} min, {{clock}}',
    overdueHours: 'Overdue by {{count}} h, {{clock}}',
    overdueDays: 'Overdue by {{count}} d, {{clock}}',
    none: 'Not yet: no documents',
  },
  actions: {
    label: 'Decide on {{name}}',
    approve: 'Approve',
    reject: 'Reject',
    approveLabel: 'Approve {{name}}',
    rejectLabel: 'Reject {{name}}',
  },
  approveRecord: {
    title: 'Approve cover',
    message:
      'Approve the cover of {{name}} ({{kind}})? The cover starts today: the waiting period ends in three months and the cover expires in one year.',
    okay: 'Yes, Approve',
  },
  approveClaim: {
    title: 'Approve claim',
    message: 'Approve the {{type}} claim of {{amount}} for {{insured}} (holder {{holder}})?',
    okay: 'Yes, Approve',
  },
  approveResults: {
    title: 'Approve results file',
    message:
      'Apply {{name}}? {{paid}} premiums will be marked paid ({{amount}}) and {{failed}} debits failed. You and its uploader will both be on the history of every record it changes.',
    okay: 'Yes, Approve',
  },
  reject: {
    recordTitle: 'Reject cover',
    claimTitle: 'Reject claim',
    resultsTitle: 'Reject results file',
    resultsIntro: 'Nothing in {{name}} will be applied. The reason is kept with the file.',
    recordIntro: 'The cover of {{name}} will not start. The reason is kept in the record’s history.',
    claimIntro: 'The claim for {{name}} will not be paid. The reason is kept in the record’s history.',
  },
  done: {
    recordApproved: 'The cover of {{name}} is approved.',
    recordRejected: 'The cover of {{name}} is rejected.',
    claimApproved: 'The claim for {{name}} is approved.',
    claimRejected: 'The claim for {{name}} is rejected.',
    resultsApproved: 'The results file {{name}} is approved: it is being applied.',
    resultsRejected: 'The results file {{name}} is rejected.',
  },
  decisionFailed: 'The decision could not be saved',
} as const;
