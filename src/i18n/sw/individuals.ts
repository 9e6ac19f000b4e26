import type { individuals as en } from '../en/individuals';
import type { Shape } from '../shape';

/** The staff individuals area: the list by cover status and the details panel, in Kiswahili. */
export const individuals: Shape<typeof en> = {
  list: {
    label: 'Wateja binafsi',
    searchLabel: 'Tafuta wateja binafsi',
    searchPlaceholder: 'Tafuta kwa jina, barua pepe au namba ya simu',
    clearSearch: 'Futa utafutaji',
    total: 'Jumla {{count}}',
    create: 'Ongeza mteja binafsi',
    columns: {
      name: 'Jina',
      totalClaim: 'Jumla ya madai',
      policy: 'Mpango wa bima',
      createdAt: 'Tarehe ya usajili',
      expiryAt: 'Tarehe ya mwisho wa bima',
      actions: 'Vitendo',
    },
    sex: 'Jinsia',
    dob: 'Alizaliwa',
    noPolicy: '—',
    noPolicyLabel: 'Hakuna mpango wa bima',
    noExpiry: '—',
    noExpiryLabel: 'Hakuna tarehe ya mwisho wa bima',
    view: 'Angalia',
    viewLabel: 'Angalia {{name}}',
    empty: {
      title: 'Bado hakuna wateja binafsi',
      body: 'Watu binafsi waliosajiliwa kwa bima wataonekana hapa.',
      searchTitle: 'Hakuna mteja binafsi anayelingana na "{{search}}"',
      searchBody: 'Hakikisha umeandika kwa usahihi, au tafuta kwa barua pepe au namba ya simu.',
    },
    failed: {
      title: 'Imeshindikana kupakia orodha',
      retry: 'Jaribu tena',
    },
  },
  details: {
    title: 'Taarifa za mteja binafsi',
    /** The record's loading, missing and failed states. */
    record: {
      loading: 'Inapakia taarifa za mteja…',
      notFound: 'Mteja huyu hakupatikana',
      notFoundBody: 'Huenda kiungo kimepitwa na wakati, au mteja amefutwa.',
      back: 'Rudi kwenye orodha',
      failed: 'Imeshindikana kupakia taarifa za mteja',
      retry: 'Jaribu tena',
    },
    basic: {
      title: 'Taarifa za msingi',
      phoneNumber: 'Namba ya simu',
      email: 'Barua pepe',
      address: 'Anwani',
      dob: 'Tarehe ya kuzaliwa',
      gender: 'Jinsia',
    },
    policy: {
      title: 'Taarifa za mpango wa bima',
      group: 'Kikundi',
      noGroup: 'Hayupo kwenye kikundi',
      policy: 'Mpango wa bima',
      noPolicy: 'Hakuna mpango wa bima',
    },
    identification: {
      types: {
        '1': 'Kitambulisho cha Taifa',
        '2': 'Kitambulisho cha mpiga kura',
        '3': 'Pasipoti',
        '4': 'Leseni ya udereva',
      },
    },
    claims: {
      title: 'Madai',
      total: 'Jumla ya madai',
      label: 'Madai ya mteja',
      empty: 'Bado hakuna madai',
      emptyBody: 'Madai yaliyowasilishwa kuhusu mteja huyu yataorodheshwa hapa.',
      amount: 'Kiasi',
      status: 'Hali',
      date: 'Tarehe',
    },
    none: '—',
    edit: 'Hariri',
    delete: 'Futa',
    confirmDelete: {
      title: 'Thibitisha kufuta',
      message: 'Je, una uhakika unataka kumfuta mteja huyu?',
      secondPerson:
        'Mtumishi mwingine wa benki anaidhinisha ufutaji kabla mteja hajaondolewa. Sababu inahifadhiwa kwenye historia ya kumbukumbu.',
      reason: 'Sababu ya kufuta',
      hint: 'Kati ya herufi 3 na 500',
      required: 'Tafadhali weka sababu sahihi',
      tooShort: 'Tafadhali weka sababu sahihi (angalau herufi 3)',
      tooLong: 'Tafadhali weka sababu sahihi (zisizozidi herufi 500)',
      okay: 'Ndiyo, futa',
    },
    deletionAsked: 'Ufutaji unasubiri idhini: mtumishi mwingine wa benki ndiye atakayeamua.',
    deleteFailed: 'Imeshindikana kumfuta mteja.',
    /** Why Delete is not offered: the server refuses these (DESIGN decision 15). */
    notDeletable: {
      covered: 'Kufuta hakupatikani: mteja mwenye bima huondoka kupitia bima yake (kukoma au kubatilishwa).',
      claims: 'Kufuta hakupatikani: mteja mwenye dai huondoka kupitia bima yake (kukoma au kubatilishwa).',
      premiums:
        'Kufuta hakupatikani: mteja mwenye ada za bima huondoka kupitia bima yake (kukoma au kubatilishwa).',
      'covered-group':
        'Kufuta hakupatikani: mwanachama wa kikundi chenye bima huondoka kupitia bima ya kikundi.',
      'group-leader': 'Kufuta hakupatikani: kiongozi wa kikundi hubadilishwa kwanza ndani ya kikundi.',
    },
  },
};
