/** The staff diaspora area: the list by cover status and the details panel. */
export const diasporas = {
  list: {
    label: 'Diaspora customers',
    searchLabel: 'Search diaspora customers',
    searchPlaceholder: 'Search name, email, mobile or account',
    clearSearch: 'Clear search',
    total: '{{count}} total',
    create: 'Register diaspora',
    refreshing: 'Updating the list…',
    columns: {
      name: 'Name',
      totalClaim: 'Total claim',
      gender: 'Gender',
      createdAt: 'Created at',
      expiryAt: 'Expiry at',
      actions: 'Actions',
    },
    noExpiry: '—',
    noExpiryLabel: 'No expiry date',
    view: 'View',
    viewLabel: 'View {{name}}',
    empty: {
      title: 'No diaspora customers yet',
      body: 'Customers enrolled in the repatriation cover will appear here.',
      searchTitle: 'No diaspora customers match "{{search}}"',
      searchBody: 'Check the spelling, or search by email, mobile or account number.',
    },
    failed: {
      title: 'The list could not be loaded',
      retry: 'Retry',
    },
  },
  details: {
    title: 'Diaspora details',
    /** The record's loading, missing and failed states. */
    record: {
      loading: 'Loading the customer…',
      notFound: 'This diaspora customer was not found',
      notFoundBody: 'The link may be out of date, or the record was removed.',
      back: 'Back to the list',
      failed: 'The customer could not be loaded',
      retry: 'Retry',
    },
    basic: {
      title: 'Basic information',
      accountNumber: 'Account number',
      phoneNumber: 'Phone number',
      email: 'Email',
      address: 'Address',
      dob: 'Date of birth',
      gender: 'Gender',
    },
    identification: {
      title: 'Identification',
      idType: 'ID type',
      idNumber: 'ID number',
      idCopy: 'ID copy',
      viewIdCopy: 'View ID copy',
      types: {
        NATIONAL_ID: 'National ID',
        VOTER_ID: 'Voter ID',
        PASSPORT_ID: 'Passport',
      },
    },
    beneficiaries: {
      title: 'Beneficiaries Declared',
      count: '{{count}} declared',
      none: 'No beneficiaries declared',
      sex: 'Sex',
      dob: 'DoB',
      proof: 'Proof',
      proofLink: 'Proof of relationship',
      /** The badge beside each name, as the record gives the relationship. */
      relationship: {
        SPOUSE: 'spouse',
        CHILD: 'child',
      },
    },
    duplicates: {
      title: 'Possible duplicate',
      body: 'This enrolment shares details with records that existed when it arrived. Check it is not the same person before approving; it cannot be approved while another diaspora customer holds its ID number.',
      match: '{{name}}, {{kind}} ({{status}}): same {{fields}}',
      kind: {
        diaspora: 'diaspora customer',
        customer: 'individual customer',
      },
      field: {
        idNumber: 'ID number',
        accountNumber: 'account number',
        email: 'email',
      },
    },
  },
} as const;
