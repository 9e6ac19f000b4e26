import type { uiStaff as en } from '../en/ui-staff';
import type { Shape } from '../shape';
import { uiChanges } from './ui-changes';
import { uiClaims } from './ui-claims';
import { uiDeletions } from './ui-deletions';

/** Shared components only staff screens show: pagination, details, documents, people, cover, history, claims. */
export const uiStaff: Shape<typeof en> = {
  ...uiChanges,
  ...uiClaims,
  ...uiDeletions,
  file: {
    opening: 'Inafungua…',
    failed: 'Hati haikuweza kufunguliwa',
    preview: 'Onyesho la awali la {{name}}',
    openInNewTab: 'Fungua kwenye kichupo kipya',
    hidePreview: 'Ficha onyesho la awali',
    openDocument: 'Fungua hati',
  },
  expiringFilter: {
    notice: 'Bima zinazoisha ndani ya siku {{days}} tu',
    clear: 'Onyesha bima zote',
  },
  pagination: {
    label: 'Kurasa',
    previous: 'Rudi nyuma',
    next: 'Endelea',
    pageOf: 'Ukurasa {{page}} kati ya {{total}}',
    /** A search counted only so far (the contract's totalCountCapped): more pages may follow. */
    pageOfAtLeast: 'Ukurasa {{page}} kati ya {{total}}+',
    totalAtLeast: 'Jumla {{shown}}+',
  },
  skeleton: {
    loading: 'Inapakia…',
  },
  details: {
    noAttachment: 'Hakuna kiambatisho',
    /** A customer's or member's identity document in their details panel. */
    identification: {
      title: 'Utambulisho',
      idType: 'Aina ya kitambulisho',
      idNumber: 'Namba ya kitambulisho',
      idDocument: 'Hati ya kitambulisho',
      viewIdDocument: 'Tazama hati ya kitambulisho',
      photo: 'Picha',
      viewPhoto: 'Tazama picha',
    },
    /** A customer's or member's next of kin in their details panel. */
    nextOfKin: {
      title: 'Ndugu wa karibu',
      count: 'Waliorekodiwa: {{count}}',
      none: 'Hakuna ndugu wa karibu aliyerekodiwa',
      mobile: 'Simu ya mkononi',
      idNumber: 'Namba ya kitambulisho',
    },
  },
  /** The account a record's premiums are debited from: its form field and its place on a details panel. */
  paymentAccount: {
    label: 'Namba ya akaunti',
    hint: 'Akaunti ya benki ambayo ada ya mwezi ya bima hukatwa kutoka kwake: tarakimu 10 hadi 20',
    missing: 'Hakuna akaunti ya malipo: ada ya bima haiwezi kukatwa hadi akaunti iongezwe',
    add: 'Ongeza akaunti ya malipo',
    change: 'Badilisha akaunti',
  },
  /** A diaspora enrolment sharing an id number, account number or email with an existing record. */
  possibleDuplicate: {
    badge: 'Huenda imejirudia',
  },
  /** The 'Export CSV' button above each list. */
  export: {
    button: 'Pakua CSV',
    downloading: 'Inapakua…',
    failed: 'Faili halikuweza kupakuliwa',
  },
  /** Every form about a person: individual customers, next of kin, group leaders and members. */
  person: {
    fields: {
      firstName: 'Jina la kwanza',
      middleName: 'Jina la kati',
      lastName: 'Jina la ukoo',
      email: 'Barua pepe',
      mobile: 'Namba ya simu',
      mobileHint: 'Mfano: 0712345678 au +255712345678',
      dob: 'Tarehe ya kuzaliwa',
      sex: 'Jinsia',
      maritalStatus: 'Hali ya ndoa',
      idType: 'Aina ya kitambulisho',
      idNumber: 'Namba ya kitambulisho',
      idNumberHint: 'Angalau herufi 10',
      address: 'Anwani',
      idCopy: 'Nakala ya kitambulisho',
      photo: 'Picha',
      relationship: 'Uhusiano',
      letterLanguage: 'Lugha ya barua pepe kwa mteja',
      letterLanguageHint: 'Barua pepe na cheti cha bima huandikwa kwa lugha hii.',
    },
    options: {
      sex: { male: 'Mwanaume', female: 'Mwanamke', other: 'Nyingine' },
      maritalStatus: { married: 'Ameoa/Ameolewa', single: 'Hajaoa/Hajaolewa' },
      idType: { national: 'Kitambulisho cha Taifa', voter: 'Kadi ya mpiga kura', passport: 'Pasipoti' },
      relationship: {
        member: 'Mwanachama',
        spouse: 'Mwenzi (mume au mke)',
        child: 'Mtoto',
        parent: 'Mzazi',
        parentInLaw: 'Baba au mama mkwe',
      },
    },
  },
  /** The searchable list of policies of the registration wizards. */
  policyPicker: {
    search: 'Tafuta mipango ya bima',
    loading: 'inapakia…',
    empty: 'Hakuna mpango wa bima unaolingana na utafutaji wako.',
    failed: 'Imeshindikana kupakia mipango ya bima: {{message}}',
    chooseVerb: 'Chagua',
    chosen: 'Umechaguliwa',
    figures: 'Ada ya bima {{premium}} · Fao la mwanachama {{benefit}}',
  },
  kin: {
    hint: 'Angalau ndugu wa karibu mmoja anahitajika; tunapendekeza wawili.',
    required: 'Tafadhali ongeza angalau ndugu wa karibu mmoja kabla ya kusajili.',
    add: 'Ongeza ndugu wa karibu',
    addTitle: 'Ongeza ndugu wa karibu',
    editTitle: 'Hariri taarifa za ndugu wa karibu',
    edit: 'Hariri {{name}}',
    remove: 'Ondoa {{name}}',
    removeTitle: 'Ondoa ndugu wa karibu',
    removeMessage: 'Je, unataka kumwondoa {{name}} kwenye orodha ya ndugu wa karibu?',
    removeConfirm: 'Ndiyo, ondoa',
    empty: 'Bado hujaongeza ndugu wa karibu.',
    save: 'Hifadhi',
    addButton: 'Ongeza',
    cancel: 'Ghairi',
    listLabel: 'Ndugu wa karibu',
  },
  /** A record's cover in its details view: status, dates and the moves of its lifecycle. */
  cover: {
    title: 'Bima',
    startDate: 'Tarehe ya kuanza bima',
    waitingPeriodEnd: 'Kipindi cha kusubiri kinaisha',
    expiryAt: 'Tarehe ya mwisho wa bima',
    notCovered: 'Bado haina bima',
    none: '—',
    /** The PDF the approval email carried, drawn again on request. */
    certificate: 'Cheti cha bima',
    reason: 'Sababu',
    actionsLabel: 'Hatua za bima',
    actions: {
      approve: 'Idhinisha',
      reject: 'Kataa',
      lapse: 'Komesha',
      cancel: 'Batilisha bima',
      reopen: 'Fungua upya',
      reinstate: 'Rejesha',
    },
    confirmApprove: {
      title: 'Idhinisha bima',
      message:
        'Bima inaanza leo: kipindi cha kusubiri kinaisha baada ya miezi mitatu, na bima itaisha baada ya mwaka mmoja.',
      okay: 'Ndiyo, idhinisha',
    },
    confirmReinstate: {
      title: 'Rejesha bima',
      message: 'Bima inaanza tena leo, ikiwa na kipindi kipya cha kusubiri na tarehe mpya ya mwisho wa bima.',
      okay: 'Ndiyo, rejesha',
    },
    reasonDialog: {
      title: {
        reject: 'Kataa bima',
        lapse: 'Komesha bima',
        cancel: 'Batilisha bima',
        reopen: 'Fungua upya kumbukumbu ili irekebishwe',
      },
      intro: 'Sababu huhifadhiwa kwenye historia ya kumbukumbu.',
      label: 'Sababu',
      hint: 'Kati ya herufi 3 na 500',
      required: 'Tafadhali weka sababu sahihi',
      tooShort: 'Tafadhali weka sababu sahihi (angalau herufi 3)',
      tooLong: 'Tafadhali weka sababu sahihi (isiyozidi herufi 500)',
      back: 'Rudi',
    },
    sending: 'Inahifadhi…',
    done: {
      approve: 'Bima imeidhinishwa.',
      reject: 'Bima imekataliwa.',
      lapse: 'Bima imekoma.',
      cancel: 'Bima imebatilishwa.',
      reopen: 'Kumbukumbu imefunguliwa upya ili irekebishwe.',
      reinstate: 'Bima imerejeshwa.',
    },
    failed: 'Imeshindikana kubadilisha bima.',
    waitingForChecker: 'Inasubiri idhini ya mtumishi mwingine wa benki',
    reinstateNeedsChecker: 'Kurejesha bima hii kunahitaji idhini ya mtumishi mwingine wa benki',
    reinstateAfterArrears:
      'Bima imesitishwa kwa kutolipa ada: inaweza kurejeshwa baada ya kulipwa kwa {{amount}} zinazodaiwa, ndani ya muda wa kurejesha',
    readOnly: 'Jukumu lako linaruhusu kuona bima hii, lakini si kuibadilisha',
    groupCover: 'Mwanachama ana bima kupitia kikundi: bima ya kikundi ndiyo inayotumika',
  },
  /** A record's history as a timeline: every create, change, status move and claim step. */
  history: {
    title: 'Historia',
    label: 'Historia ya kumbukumbu',
    loading: 'Inapakia historia…',
    empty: 'Bado hakuna kilichorekodiwa',
    emptyBody: 'Kila badiliko la kumbukumbu hii litaonekana hapa.',
    failed: 'Imeshindikana kupakia historia',
    retry: 'Jaribu tena',
    selfEnrolment: 'Kujisajili mwenyewe',
    /** Who did what nobody at the bank did: an email the portal sent on its own. */
    byPortal: 'Mfumo wa benki',
    withDetail: '{{label}} ({{detail}})',
    changed: 'Yaliyobadilishwa: {{fields}}',
    reason: 'Sababu: {{reason}}',
    resultsFile:
      'Kutoka faili la matokeo {{file}}: limepakiwa na {{uploader}}, limeidhinishwa na {{approver}}',
    statusChange: 'Hali',
    actions: {
      create: 'Imesajiliwa',
      update: 'Taarifa zimebadilishwa',
      delete: 'Imefutwa',
      status: {
        approve: 'Imeidhinishwa',
        reject: 'Imekataliwa',
        lapse: 'Imekoma',
        cancel: 'Bima imebatilishwa',
        reopen: 'Imefunguliwa upya',
        reinstate: 'Imerejeshwa',
        exhaust: 'Bima imekwisha: fao la juu kabisa limetumika lote',
        'lapse-unpaid': 'Bima imesitishwa: ada hazijalipwa baada ya muda wa nyongeza',
        expire: 'Bima imekwisha muda wake: ada hazijalipwa',
        renew: 'Bima imehuishwa kwa mwaka mwingine',
      },
      claim: {
        submit: 'Dai limerekodiwa',
        document: 'Hati ya dai imeongezwa',
        approve: 'Dai limeidhinishwa',
        reject: 'Dai limekataliwa',
        pay: 'Dai limelipwa',
      },
      member: {
        add: 'Mwanachama ameongezwa',
      },
      /** A change to a covered record that waits for a second staff member, and its outcome. */
      change: {
        propose: 'Mabadiliko yamependekezwa',
        approve: 'Mabadiliko yameidhinishwa',
        reject: 'Mabadiliko yamekataliwa',
      },
      /** A deletion that waits for a second staff member, and its refusal (approved, it is 'delete'). */
      deletion: {
        request: 'Ufutaji umeombwa',
        reject: 'Ufutaji umekataliwa',
      },
      /** An email to the customer: its outcome (DESIGN decision 13). */
      letter: {
        sent: 'Barua pepe imetumwa kwa mteja',
        failed: 'Barua pepe kwa mteja imeshindwa kutumwa',
      },
      premium: {
        paid: 'Ada imelipwa',
        failed: 'Makato ya ada yameshindwa',
        'waiver-request': 'Msamaha wa ada umeombwa',
        waive: 'Ada imesamehewa',
        'waiver-reject': 'Msamaha wa ada umekataliwa',
      },
      other: 'Kumbukumbu imebadilishwa',
    },
    statuses: {
      'in-progress': 'Inashughulikiwa',
      covered: 'Ina bima',
      uncovered: 'Haina bima',
      submitted: 'Limewasilishwa',
      approved: 'Limeidhinishwa',
      rejected: 'Limekataliwa',
      paid: 'Limelipwa',
    },
    /** What an email to the customer was about. */
    letters: {
      'enrolment-received': 'Usajili umepokelewa',
      'cover-approved': 'Bima imeidhinishwa, pamoja na cheti',
      'cover-rejected': 'Bima imekataliwa',
      'claim-decided': 'Dai limeamuliwa',
      'claim-paid': 'Dai limelipwa',
      'cover-lapsed': 'Bima imesitishwa: ada hazijalipwa',
      'cover-renewed': 'Bima imehuishwa',
    },
    positions: {
      'chair-person': 'Mwenyekiti',
      'vice-chair-person': 'Makamu mwenyekiti',
      secretary: 'Katibu',
      treasurer: 'Mweka hazina',
      member: 'Mwanachama',
    },
    fields: {
      first_name: 'jina la kwanza',
      middle_name: 'jina la kati',
      last_name: 'jina la ukoo',
      email: 'barua pepe',
      mobile: 'namba ya simu',
      dob: 'tarehe ya kuzaliwa',
      sex: 'jinsia',
      marital_status: 'hali ya ndoa',
      id_type: 'aina ya kitambulisho',
      id_number: 'namba ya kitambulisho',
      id_copy_file: 'nakala ya kitambulisho',
      photo_file: 'picha',
      address: 'anwani',
      policy_id: 'mpango wa bima',
      account_number: 'namba ya akaunti',
      language: 'lugha ya barua pepe kwa mteja',
      // A proposed change names its fields as the contract does.
      firstName: 'jina la kwanza',
      middleName: 'jina la kati',
      lastName: 'jina la ukoo',
      idNumber: 'namba ya kitambulisho',
      idType: 'aina ya kitambulisho',
      idCopy: 'nakala ya kitambulisho',
      maritalStatus: 'hali ya ndoa',
      accountNumber: 'namba ya akaunti',
      policyId: 'mpango wa bima',
      nextOfKins: 'ndugu wa karibu',
      beneficiaries: 'wanufaika',
      member: 'mwanachama mpya',
    },
  },
};
