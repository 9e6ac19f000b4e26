import type { approvals as en } from '../en/approvals';
import type { Shape } from '../shape';

/** The approval inbox: records and claims made by other staff that wait for the user's decision. */
export const approvals: Shape<typeof en> = {
  title: 'Idhini',
  intro:
    'Kumbukumbu na madai yaliyoandaliwa na watumishi wengine wa benki yanayosubiri uamuzi wako: kwanza madai yenye muda wa malipo, yale yanayotakiwa kulipwa mapema zaidi yakitangulia, kisha mengine, ya zamani zaidi yakitangulia.',
  menuBadge: 'vinavyosubiri: {{count}}',
  loading: 'Inapakia vinavyosubiri idhini yako…',
  failed: {
    title: 'Orodha ya vinavyosubiri idhini haikuweza kupakiwa',
    retry: 'Jaribu tena',
  },
  empty: {
    title: 'Hakuna kinachosubiri idhini yako',
    body: 'Kumbukumbu na madai yanayoandaliwa na watumishi wengine wa benki yataonekana hapa ili uyaidhinishe au uyakatae.',
  },
  filter: {
    label: 'Onyesha vinavyosubiri',
    all: 'Vyote',
    claim: 'Madai',
    diaspora: 'Bima za diaspora',
    customer: 'Bima za watu binafsi',
    group: 'Bima za vikundi',
    change: 'Mabadiliko',
    deletion: 'Ufutaji',
    'results-file': 'Mafaili ya matokeo',
    waiting: 'bado kuidhinishwa',
  },
  emptyKind: {
    claim: 'Hakuna madai yanayosubiri idhini yako.',
    diaspora: 'Hakuna bima za diaspora zinazosubiri idhini yako.',
    customer: 'Hakuna bima za watu binafsi zinazosubiri idhini yako.',
    group: 'Hakuna bima za vikundi zinazosubiri idhini yako.',
    change: 'Hakuna mabadiliko ya kumbukumbu zenye bima yanayosubiri idhini yako.',
    deletion: 'Hakuna ufutaji unaosubiri idhini yako.',
    'results-file': 'Hakuna mafaili ya matokeo kutoka mfumo mkuu wa benki yanayosubiri idhini yako.',
    showAll: 'Onyesha vyote vinavyosubiri ({{count}})',
  },
  showing: 'Inaonyesha {{shown}} kati ya {{total}}',
  loadMore: 'Pakia zaidi',
  loadingMore: 'Inapakia zaidi…',
  loadMoreFailed: 'Haikuwezekana kupakia zaidi: {{reason}}',
  kind: {
    customer: 'Mtu binafsi',
    diaspora: 'Mteja wa diaspora',
    group: 'Kikundi',
    claim: 'Dai',
    change: 'Mabadiliko',
    deletion: 'Ufutaji',
    'results-file': 'Faili la matokeo',
  },
  table: {
    label: 'Vinavyosubiri idhini',
    columns: {
      kind: 'Aina',
      name: 'Jina',
      maker: 'Aliyeandaa',
      since: 'Kinasubiri tangu',
      due: 'Muda wa malipo',
      actions: 'Vitendo',
    },
  },
  /** A waiting change to a covered record: the record, what it changes, before and after. */
  changes: {
    of: {
      customer: 'Mabadiliko ya bima ya mtu binafsi',
      diaspora: 'Mabadiliko ya bima ya diaspora',
      group: 'Mabadiliko ya bima ya kikundi',
    },
    loading: 'Inapakia mabadiliko…',
    failed: 'Mabadiliko hayakuweza kupakiwa',
    retry: 'Jaribu tena',
    gone: 'Mabadiliko haya yameshaamuliwa katika muda huu.',
  },
  /** A waiting deletion: the customer it removes, and why it was asked for. */
  deletions: {
    of: 'Kufutwa kwa mteja mtu binafsi',
    reason: 'Sababu: {{reason}}',
  },
  resultsFile: {
    summary:
      'Ada {{paid}} zimelipwa ({{amount}}), makato {{failed}} yameshindwa, mistari {{refused}} imekataliwa',
    open: 'Kagua faili la matokeo {{name}}',
  },
  records: {
    selfEnrolment: 'Kujisajili mwenyewe',
    open: 'Fungua kumbukumbu ya {{name}}',
  },
  claims: {
    summary: '{{type}}, {{amount}}',
    insuredHolder: 'Mwenye bima, tukio {{date}}',
    insuredFamily: '{{relationship}} wa {{holder}}, tukio {{date}}',
    noEventDate: 'hakuna tarehe ya tukio',
    type: {
      repatriation: 'Kurejesha mwili nyumbani',
      funeral: 'Kiasi cha mkupuo cha mazishi',
      unknown: 'Aina haijatajwa',
    },
    relationship: {
      holder: 'Mwenye bima',
      spouse: 'Mwenzi',
      child: 'Mtoto',
    },
    unknownStaff: 'Hajulikani',
  },
  due: {
    minutes: 'Ndani ya dakika {{count}}, {{clock}}',
    hours: 'Ndani ya saa {{count}}, {{clock}}',
    days: 'Ndani ya siku {{count}}, {{clock}}',
    overdueMinutes: 'Imechelewa kwa dakika {{count}}, {{clock}}',
    overdueHours: 'Imechelewa kwa saa {{count}}, {{clock}}',
    overdueDays: 'Imechelewa kwa siku {{count}}, {{clock}}',
    none: 'Bado: hakuna nyaraka',
  },
  actions: {
    label: 'Amua kuhusu {{name}}',
    approve: 'Idhinisha',
    reject: 'Kataa',
    approveLabel: 'Idhinisha {{name}}',
    rejectLabel: 'Kataa {{name}}',
  },
  approveRecord: {
    title: 'Idhinisha bima',
    message:
      'Je, ungependa kuidhinisha bima ya {{name}} ({{kind}})? Bima inaanza leo: kipindi cha kusubiri kinaisha baada ya miezi mitatu na bima inaisha baada ya mwaka mmoja.',
    okay: 'Ndiyo, Idhinisha',
  },
  approveClaim: {
    title: 'Idhinisha dai',
    message:
      'Je, ungependa kuidhinisha dai la {{amount}} ({{type}}) kwa ajili ya {{insured}} (mwenye bima: {{holder}})?',
    okay: 'Ndiyo, Idhinisha',
  },
  approveResults: {
    title: 'Idhinisha faili la matokeo',
    message:
      'Uweke {{name}}? Ada {{paid}} zitawekwa kuwa zimelipwa ({{amount}}) na makato {{failed}} kuwa yameshindwa. Wewe na aliyelipakia mtaonekana kwenye historia ya kila kumbukumbu linalobadilisha.',
    okay: 'Ndiyo, Idhinisha',
  },
  reject: {
    recordTitle: 'Kataa bima',
    claimTitle: 'Kataa dai',
    resultsTitle: 'Kataa faili la matokeo',
    resultsIntro: 'Hakuna kitu kutoka {{name}} kitakachowekwa. Sababu itahifadhiwa pamoja na faili.',
    recordIntro: 'Bima ya {{name}} haitaanza. Sababu inahifadhiwa kwenye historia ya kumbukumbu.',
    claimIntro: 'Dai la {{name}} halitalipwa. Sababu inahifadhiwa kwenye historia ya kumbukumbu.',
  },
  done: {
    recordApproved: 'Bima ya {{name}} imeidhinishwa.',
    recordRejected: 'Bima ya {{name}} imekataliwa.',
    claimApproved: 'Dai la {{name}} limeidhinishwa.',
    claimRejected: 'Dai la {{name}} limekataliwa.',
    resultsApproved: 'Faili la matokeo {{name}} limeidhinishwa: linawekwa.',
    resultsRejected: 'Faili la matokeo {{name}} limekataliwa.',
  },
  decisionFailed: 'Uamuzi haukuweza kuhifadhiwa',
};
