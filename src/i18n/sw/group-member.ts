import type { groupMember as en } from '../en/group-member';
import type { Shape } from '../shape';

/** The add-member wizard of a group: member information, next of kin, save, in Kiswahili. */
export const groupMember: Shape<typeof en> = {
  title: 'Ongeza mwanachama',
  loading: 'Inapakia wanachama wa kikundi…',
  stepsLabel: 'Hatua za kuongeza mwanachama',
  steps: {
    member: 'Taarifa za mwanachama',
    memberHint: 'Taarifa za mwanachama na nafasi yake katika kikundi',
    nextOfKin: 'Ndugu wa karibu',
    nextOfKinHint: 'Mtu mmoja au wawili wa kuwasiliana nao',
  },
  fields: {
    position: 'Nafasi',
  },
  positions: {
    'chair-person': 'Mwenyekiti',
    'vice-chair-person': 'Makamu mwenyekiti',
    treasurer: 'Mweka hazina',
    member: 'Mwanachama',
  },
  taken: '{{position}} (imeshachukuliwa)',
  idTypes: {
    NIDA: 'NIDA',
    voting_id: 'Kitambulisho cha mpiga kura',
    passport: 'Pasipoti',
    driving_licence: 'Leseni ya udereva',
  },
  idNumberIsNextOfKin: 'Namba hii ya kitambulisho ni ya mmoja wa ndugu wa karibu walioorodheshwa',
  kinRequired: 'Tafadhali ongeza angalau ndugu mmoja wa karibu kabla ya kuhifadhi.',
  save: 'Hifadhi',
  saving: 'Inahifadhi…',
  retry: 'Jaribu tena',
  failed: 'Mwanachama hajaongezwa: {{message}}',
  toasts: {
    adding: 'Inaongeza mwanachama.',
    added: 'Mwanachama ameongezwa kikamilifu.',
    failed: 'Imeshindikana kuongeza mwanachama mpya wa kikundi.',
    waits: 'Mwanachama mpya anasubiri idhini',
    waitsBody:
      'Kikundi kina bima: mtumishi mwingine wa benki lazima aidhinishe nyongeza hii. Hadi hapo, itaonekana kwenye ukurasa wa kikundi.',
  },
};
