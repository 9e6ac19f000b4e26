import type { uiChanges as en } from '../en/ui-changes';
import type { Shape } from '../shape';

/**
 * A change to a covered record that waits for a second staff member (DESIGN 12): its fields
 * before and after, who proposed it, and the decision on it. The approvals inbox and the record
 * panels show it with the same words.
 */
export const uiChanges: Shape<typeof en> = {
  change: {
    title: 'Mabadiliko yanayosubiri idhini',
    proposedBy: 'Yamependekezwa na {{name}} tarehe {{date}}',
    proposedByUnknown: 'Yamependekezwa tarehe {{date}}',
    keepsApproved:
      'Kumbukumbu inabaki na taarifa zake zilizoidhinishwa hadi mtumishi mwingine wa benki atakapoidhinisha mabadiliko haya. Madai hulipwa kwa kuzingatia taarifa zilizoidhinishwa.',
    memberWaits:
      'Mwanachama mpya ataingia kwenye kikundi pindi mtumishi mwingine wa benki atakapoidhinisha kuongezwa kwake.',
    label: 'Mabadiliko ya {{name}}',
    columns: {
      field: 'Taarifa',
      before: 'Iliyoidhinishwa kwa sasa',
      after: 'Baada ya idhini',
    },
    fields: {
      firstName: 'Jina la kwanza',
      middleName: 'Jina la kati',
      lastName: 'Jina la ukoo',
      email: 'Barua pepe',
      mobile: 'Namba ya simu ya mkononi',
      address: 'Anwani',
      dob: 'Tarehe ya kuzaliwa',
      sex: 'Jinsia',
      maritalStatus: 'Hali ya ndoa',
      idType: 'Aina ya kitambulisho',
      idNumber: 'Namba ya kitambulisho',
      idCopy: 'Nakala ya kitambulisho',
      accountNumber: 'Namba ya akaunti',
      policyId: 'Mpango wa bima',
      nextOfKins: 'Ndugu wa karibu',
      beneficiaries: 'Wanufaika',
      member: 'Mwanachama mpya',
    },
    none: 'Hakuna',
    added: 'Imeongezwa',
    removed: 'Imeondolewa',
    document: 'Nakala imeambatishwa',
    viewDocument: 'Tazama nakala',
    viewProof: 'Tazama uthibitisho',
    noDocument: 'Hakuna kiambatisho',
    person: {
      born: 'Alizaliwa {{date}}',
      identification: '{{type}} {{number}}',
      mobile: 'Simu {{mobile}}',
      withRole: '{{name}}, {{role}}',
      nextOfKin: 'Ndugu wa karibu: {{names}}',
    },
    idTypes: {
      national: 'Kitambulisho cha Taifa',
      voter: 'Kadi ya mpiga kura',
      passport: 'Pasipoti',
      driving: 'Leseni ya udereva',
    },
    sex: { male: 'Mwanaume', female: 'Mwanamke', other: 'Nyingine' },
    maritalStatus: { married: 'Ameoa/Ameolewa', single: 'Hajaoa/Hajaolewa' },
    relationships: {
      member: 'Mwanachama',
      spouse: 'Mwenzi',
      child: 'Mtoto',
      parent: 'Mzazi',
      parentInLaw: 'Mzazi wa mwenzi',
    },
    positions: {
      'chair-person': 'Mwenyekiti',
      'vice-chair-person': 'Makamu mwenyekiti',
      secretary: 'Katibu',
      treasurer: 'Mweka hazina',
      member: 'Mwanachama',
    },
    actions: {
      label: 'Amua kuhusu mabadiliko',
      approve: 'Idhinisha mabadiliko',
      reject: 'Kataa mabadiliko',
    },
    confirmApprove: {
      title: 'Idhinisha mabadiliko',
      message:
        'Je, ungependa kuweka taarifa zilizopendekezwa kwa {{name}}? Zinachukua nafasi ya zilizoidhinishwa mara moja na zinaandikwa kwenye historia.',
      okay: 'Ndiyo, Idhinisha',
    },
    reject: {
      title: 'Kataa mabadiliko',
      intro:
        'Mabadiliko ya {{name}} hayatatekelezwa: kumbukumbu inabaki na taarifa zake zilizoidhinishwa. Sababu inahifadhiwa kwenye historia ya kumbukumbu.',
    },
    done: {
      approve: 'Mabadiliko ya {{name}} yameidhinishwa.',
      reject: 'Mabadiliko ya {{name}} yamekataliwa.',
    },
    failed: 'Uamuzi haukuweza kuhifadhiwa',
    hint: {
      proposer: 'Wewe ndiye uliyependekeza mabadiliko haya: mtumishi mwingine wa benki ndiye atayaidhinisha.',
      maker:
        'Umebadilisha kumbukumbu hii tangu ilipoidhinishwa mara ya mwisho: mtumishi mwingine wa benki ndiye ataidhinisha.',
      readOnly: 'Mtumishi wa benki mwenye mamlaka ya kuidhinisha mabadiliko ndiye atakayeamua.',
    },
  },
  /** Why something is rejected: asked by the approvals inbox and by a waiting change's panel. */
  reject: {
    reason: 'Sababu',
    hint: 'Kati ya herufi 3 na 500',
    required: 'Tafadhali weka sababu sahihi',
    tooShort: 'Tafadhali weka sababu sahihi (angalau herufi 3)',
    tooLong: 'Tafadhali weka sababu sahihi (zisizozidi herufi 500)',
    cancel: 'Rudi',
    submit: 'Kataa',
    submitting: 'Inakataa…',
  },
};
