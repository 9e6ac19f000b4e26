import type { diasporas as en } from '../en/diasporas';
import type { Shape } from '../shape';

/** The staff diaspora area: the list by cover status and the details panel, in Kiswahili. */
export const diasporas: Shape<typeof en> = {
  list: {
    label: 'Wateja wa diaspora',
    searchLabel: 'Tafuta wateja wa diaspora',
    searchPlaceholder: 'Tafuta kwa jina, barua pepe, simu au akaunti',
    clearSearch: 'Futa utafutaji',
    total: 'Jumla {{count}}',
    create: 'Sajili mteja wa diaspora',
    refreshing: 'Inasasisha orodha…',
    columns: {
      name: 'Jina',
      totalClaim: 'Jumla ya madai',
      gender: 'Jinsia',
      createdAt: 'Tarehe ya usajili',
      expiryAt: 'Tarehe ya mwisho wa bima',
      actions: 'Vitendo',
    },
    noExpiry: '—',
    noExpiryLabel: 'Hakuna tarehe ya mwisho wa bima',
    view: 'Angalia',
    viewLabel: 'Angalia {{name}}',
    empty: {
      title: 'Bado hakuna wateja wa diaspora',
      body: 'Wateja waliosajiliwa kwenye bima ya kurejesha mwili nyumbani wataonekana hapa.',
      searchTitle: 'Hakuna mteja wa diaspora anayelingana na "{{search}}"',
      searchBody: 'Hakikisha tahajia ni sahihi, au tafuta kwa barua pepe, namba ya simu au namba ya akaunti.',
    },
    failed: {
      title: 'Orodha haikuweza kupakiwa',
      retry: 'Jaribu tena',
    },
  },
  details: {
    title: 'Taarifa za mteja wa diaspora',
    /** The record's loading, missing and failed states. */
    record: {
      loading: 'Inapakia taarifa za mteja…',
      notFound: 'Mteja huyu wa diaspora hakupatikana',
      notFoundBody: 'Huenda kiungo kimepitwa na wakati, au kumbukumbu imefutwa.',
      back: 'Rudi kwenye orodha',
      failed: 'Taarifa za mteja hazikuweza kupakiwa',
      retry: 'Jaribu tena',
    },
    basic: {
      title: 'Taarifa za msingi',
      accountNumber: 'Namba ya akaunti',
      phoneNumber: 'Namba ya simu',
      email: 'Barua pepe',
      address: 'Anwani',
      dob: 'Tarehe ya kuzaliwa',
      gender: 'Jinsia',
    },
    identification: {
      title: 'Utambulisho',
      idType: 'Aina ya kitambulisho',
      idNumber: 'Namba ya kitambulisho',
      idCopy: 'Nakala ya kitambulisho',
      viewIdCopy: 'Angalia nakala ya kitambulisho',
      types: {
        NATIONAL_ID: 'Kitambulisho cha Taifa',
        VOTER_ID: 'Kitambulisho cha Mpiga Kura',
        PASSPORT_ID: 'Pasipoti',
      },
    },
    beneficiaries: {
      title: 'Wanufaika Waliotajwa',
      count: 'Waliotajwa: {{count}}',
      none: 'Hakuna wanufaika waliotajwa',
      sex: 'Jinsia',
      dob: 'Tarehe ya kuzaliwa',
      proof: 'Uthibitisho',
      proofLink: 'Uthibitisho wa uhusiano',
      /** The badge beside each name, as the record gives the relationship. */
      relationship: {
        SPOUSE: 'mwenzi',
        CHILD: 'mtoto',
      },
    },
    duplicates: {
      title: 'Huenda ni usajili uliojirudia',
      body: 'Usajili huu una taarifa zinazofanana na kumbukumbu zilizokuwepo ulipopokelewa. Hakikisha si mtu yule yule kabla ya kuidhinisha; hauwezi kuidhinishwa wakati mteja mwingine wa diaspora ana namba yake ya kitambulisho.',
      match: '{{name}}, {{kind}} ({{status}}): {{fields}} sawa',
      kind: {
        diaspora: 'mteja wa diaspora',
        customer: 'mteja mtu binafsi',
      },
      field: {
        idNumber: 'namba ya kitambulisho',
        accountNumber: 'namba ya akaunti',
        email: 'barua pepe',
      },
    },
  },
};
