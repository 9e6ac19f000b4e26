import type { uiOverview as en } from '../en/ui-overview';
import type { Shape } from '../shape';

/** The portfolio overview at /dashboard: the bank manager's first page. */
export const uiOverview: Shape<typeof en> = {
  title: 'Muhtasari wa bima zote',
  intro: 'Bima, usajili, ada za bima, madai na idhini unazoruhusiwa kuona, kwa mtazamo mmoja.',
  loading: 'Inapakia muhtasari…',
  failed: {
    title: 'Muhtasari haukuweza kupakiwa',
    retry: 'Jaribu tena',
  },
  period: {
    label: 'Kipindi',
    '30d': 'Siku 30',
    '90d': 'Siku 90',
    '12m': 'Miezi 12',
    since: 'Mabadiliko tangu {{date}}',
  },
  areas: {
    diasporas: 'Wateja wa diaspora',
    individuals: 'Watu binafsi',
    groups: 'Vikundi',
  },
  covers: {
    title: 'Bima kwa hali yake',
    change: '{{change}} tangu {{date}}',
    unchanged: 'Hakuna mabadiliko tangu {{date}}',
    changeLabel: 'Mabadiliko katika kipindi',
    countLabel: 'Sasa',
    noAreas: 'Nafasi yako haikuruhusu kuona orodha yoyote ya wateja.',
  },
  expiring: {
    title: 'Bima zinazoisha ndani ya siku {{days}} zijazo',
    link_one: 'Bima {{count}}',
    link_other: 'Bima {{count}}',
    open: 'Fungua orodha ya {{area}} ikionyesha hizo tu',
  },
  chart: {
    showTable: 'Onyesha kama jedwali',
    hideTable: 'Ficha jedwali',
    tableOf: 'Takwimu za chati: {{title}}',
    empty: 'Hakuna cha kuchora kwa kipindi hiki: takwimu zote ni sifuri.',
  },
  enrolments: {
    title: 'Usajili kwa wiki, wiki 12 zilizopita',
    week: 'Wiki ya',
    self: 'Kujisajili mwenyewe (umma)',
    staff: 'Waliosajiliwa na watumishi',
    total: 'Jumla',
  },
  premiums: {
    title: 'Ada za bima kwa mwezi',
    month: 'Mwezi',
    due: 'Zinazodaiwa',
    collected: 'Zilizokusanywa',
    arrears: 'Malimbikizo',
  },
  claims: {
    title: 'Madai kwa mwezi, pamoja na mafao yaliyolipwa',
    month: 'Mwezi',
    submitted: 'Yaliyowasilishwa',
    approved: 'Yaliyoidhinishwa',
    paid: 'Yaliyolipwa',
    benefitPaid: 'Mafao yaliyolipwa',
    totalPaid: 'Mafao yaliyolipwa katika kipindi: {{amount}}',
  },
  approvals: {
    title: 'Vinavyosubiri idhini',
    kind: 'Aina',
    waiting: 'Vinavyosubiri',
    oldest: 'Kilichosubiri muda mrefu zaidi',
    none: 'Hakuna kinachosubiri',
    nothing: 'Hakuna kinachosubiri idhini.',
    intro: 'Vyote vinavyosubiri idhini ya mtumishi wa pili wa benki, vya aina unazoruhusiwa kuidhinisha.',
    open: 'Fungua orodha ya vinavyosubiri idhini',
    kinds: {
      claim: 'Madai',
      diaspora: 'Bima za diaspora',
      customer: 'Bima za watu binafsi',
      group: 'Bima za vikundi',
      change: 'Mabadiliko',
      deletion: 'Ufutaji',
    },
    age: {
      minutes_one: 'dakika {{count}}',
      minutes_other: 'dakika {{count}}',
      hours_one: 'saa {{count}}',
      hours_other: 'saa {{count}}',
      days_one: 'siku {{count}}',
      days_other: 'siku {{count}}',
    },
  },
};
