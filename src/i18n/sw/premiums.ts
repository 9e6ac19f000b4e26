import type { premiums as en } from '../en/premiums';
import type { Shape } from '../shape';

/** Ada za bima kwenye kumbukumbu, misamaha ya ada, na mafaili ya makato na ya matokeo. */
export const premiums: Shape<typeof en> = {
  ledger: {
    title: 'Ada za bima',
    label: 'Ada za bima hii, za karibuni kwanza',
    paid: 'Zilizolipwa hadi sasa',
    unpaid: 'Hazijalipwa',
    nextDue: 'Ada inayofuata inadaiwa',
    graceEnds: 'Itasitishwa baada ya',
    standing: 'Hali ya malipo',
    inArrears: 'Ina malimbikizo',
    paidUp: 'Imelipwa kikamilifu',
    unpaidNotLate: 'Inadaiwa, bado haijachelewa',
    none: 'Hakuna',
    empty: 'Bado hakuna ada iliyofika wakati wa kulipwa',
    emptyBody:
      'Ada ya kwanza inadaiwa siku bima inapoidhinishwa; ada ya kila mwezi huongezwa siku yake ya kulipwa.',
    loading: 'Tunapakia ada za bima',
    failed: 'Ada za bima hazikuweza kupakiwa',
    retry: 'Jaribu tena',
    columns: {
      dueDate: 'Tarehe ya kulipwa',
      reference: 'Namba ya kumbukumbu',
      amount: 'Kiasi',
      status: 'Hali',
    },
    statuses: {
      due: 'Inadaiwa',
      paid: 'Imelipwa',
      failed: 'Makato yameshindwa',
      waived: 'Imesamehewa',
    },
    paidOn: 'Imelipwa tarehe {{date}}, kumbukumbu ya benki {{reference}}',
    failedOn: 'Makato yameshindwa tarehe {{date}}: {{reason}}',
    waiverWaiting: 'Msamaha umeombwa na {{name}}: {{reason}}',
    waivedBy: 'Imesamehewa na {{name}}: {{reason}}',
  },
  waiver: {
    ask: 'Omba msamaha',
    askLabel: 'Omba msamaha wa ada inayodaiwa tarehe {{date}}',
    approve: 'Idhinisha msamaha',
    reject: 'Kataa msamaha',
    decisionLabel: 'Amua msamaha wa ada inayodaiwa tarehe {{date}}',
    dialogTitle: 'Omba msamaha wa ada {{reference}}',
    intro: 'Mtumishi mwingine ndiye atakayeamua. Sababu itahifadhiwa kwenye historia ya kumbukumbu.',
    label: 'Sababu',
    hint: 'Kati ya herufi 3 na 500',
    required: 'Tafadhali weka sababu sahihi',
    tooShort: 'Tafadhali weka sababu sahihi (angalau herufi 3)',
    tooLong: 'Tafadhali weka sababu sahihi (isizidi herufi 500)',
    back: 'Rudi',
    sending: 'Inatuma...',
    asked: 'Msamaha umeombwa: mtumishi mwingine ataamua',
    approved: 'Ada imesamehewa',
    rejected: 'Msamaha umekataliwa',
    failed: 'Msamaha haukuweza kuhifadhiwa',
    ownRequest: 'Wewe ndiye uliyeomba msamaha huu: mtumishi mwingine ataamua',
  },
  files: {
    title: 'Ukusanyaji wa ada',
    intro:
      'Mfumo mkuu wa benki ndio unaokata fedha kwenye akaunti za wateja. Pakua maagizo ya makato ya kila mwezi kwa ajili yake, kisha weka faili la matokeo unalolirudisha.',
    debits: {
      title: 'Maagizo ya makato',
      intro:
        'Kila ada ambayo haijalipwa inayodaiwa mwezi huo, pamoja na akaunti, kiasi na namba ya kumbukumbu.',
      month: 'Mwezi',
      download: 'Pakua faili la makato',
      invalidMonth: 'Tafadhali weka mwezi sahihi',
      downloading: 'Inaandaliwa...',
      failed: 'Faili la makato halikuweza kupakuliwa',
    },
    results: {
      title: 'Matokeo kutoka mfumo mkuu wa benki',
      intro:
        'Kila mstari unahakikiwa dhidi ya ada yake. Mistari inayolingana inawekwa kwa pamoja; faili lililokwisha kuwekwa halibadilishi chochote.',
      file: 'Faili la matokeo (CSV)',
      apply: 'Weka matokeo',
      applying: 'Inaweka...',
      chooseFirst: 'Tafadhali chagua faili la matokeo kwanza',
      failed: 'Faili la matokeo halikuweza kuwekwa',
      applied: 'Matokeo yamewekwa',
      summary: '{{applied}} yamewekwa, {{already}} yalikwisha kuwekwa, {{refused}} yamekataliwa',
      alreadyApplied: 'Faili hili lilikwisha kuwekwa tarehe {{date}}: hakuna kilichobadilika.',
      report: 'Pakua ripoti',
      reportFailed: 'Ripoti haikuweza kupakuliwa',
      reportLabel: 'Ripoti ya {{file}}',
      columns: {
        line: 'Mstari',
        reference: 'Namba ya kumbukumbu',
        outcome: 'Matokeo',
        reason: 'Sababu',
      },
      outcomes: {
        applied: 'Imewekwa',
        'already-applied': 'Ilikwisha kuwekwa',
        refused: 'Imekataliwa',
      },
    },
    formats: {
      title: 'Muundo wa mafaili',
      debits:
        'Safu za faili la makato: reference, account_number, amount (TZS kamili), due_date (YYYY-MM-DD), account_name, record_kind.',
      results:
        'Safu za faili la matokeo: reference, account, amount, date (YYYY-MM-DD), result (paid au failed), reason (inahitajika ikiwa failed), bank_reference (si lazima).',
    },
  },
};
