import type { individualRegistration as en } from '../en/individual-registration';
import type { Shape } from '../shape';

/** The individual customer registration and edit wizard (SPEC §2 Individuals, §3, §5, §8), in Kiswahili. */
export const individualRegistration: Shape<typeof en> = {
  createTitle: 'Sajili mteja binafsi',
  editTitle: 'Hariri taarifa za mteja binafsi',
  stepsLabel: 'Hatua za usajili',
  loading: 'Inapakia taarifa za mteja…',
  loadFailed: 'Imeshindikana kupakia taarifa za mteja: {{message}}',
  steps: {
    details: 'Taarifa za jumla',
    detailsHint: 'Taarifa binafsi za mteja na za utambulisho wake',
    policy: 'Weka mpango wa bima',
    policyHint: 'Mpango wa bima unaompa mteja bima',
    nextOfKin: 'Ndugu wa karibu',
    nextOfKinHint: 'Mtu mmoja au wawili wa kuwasiliana nao',
  },
  previous: 'Rudi nyuma',
  next: 'Endelea',
  register: 'Sajili',
  registering: 'Inasajili…',
  policy: {
    none: 'Bado hujachagua mpango wa bima.',
    noneHint: 'Chagua mpango wa bima utakaompa mteja bima.',
    select: 'Chagua mpango',
    change: 'Badilisha mpango',
    premium: 'Ada ya mwezi',
    benefits: 'Mafao',
    memberBenefit: 'Mwanachama',
    spouseBenefit: 'Mwenzi',
    childBenefit: 'Mtoto',
    parentBenefit: 'Mzazi',
    parentInLawBenefit: 'Mzazi wa mwenzi',
    required: 'Tafadhali chagua mpango sahihi wa bima',
  },
  selectPolicy: {
    title: 'Chagua mpango wa bima',
  },
  failed: 'Taarifa za mteja hazijahifadhiwa: {{message}}',
  retry: 'Jaribu tena',
  toasts: {
    adding: 'Inaongeza mteja.',
    added: 'Mteja ameongezwa kikamilifu.',
    updating: 'Inasasisha taarifa za mteja.',
    updated: 'Taarifa za mteja zimesasishwa kikamilifu.',
    failed: 'Imeshindikana kumwongeza mteja.',
    updateFailed: 'Imeshindikana kusasisha taarifa za mteja.',
  },
  /** An edit of a covered customer's identity, policy or next of kin waits for a second staff member. */
  changeWaits: {
    toast: 'Mabadiliko yanasubiri idhini',
    toastBody:
      'Mtumishi mwingine wa benki lazima ayaidhinishe. Hadi hapo, mteja ataendelea na taarifa zake zilizoidhinishwa, na barua zitaendelea kwenda kwenye barua pepe iliyoidhinishwa; mabadiliko ya {{contactFields}} yameshahifadhiwa.',
    already:
      'Tayari kuna mabadiliko ya mteja huyu yanayosubiri idhini. Mtumishi mwingine wa benki lazima kwanza ayaidhinishe au ayakatae; {{contactFields}} bado zinaweza kubadilishwa peke yake.',
  },
  errors: {
    idNumberIsNextOfKin: 'Namba hii ya kitambulisho ni ya mmoja wa ndugu wa karibu walioorodheshwa',
    idNumberTaken: 'Tayari kuna mteja aliyesajiliwa kwa namba hii ya kitambulisho',
  },
};
