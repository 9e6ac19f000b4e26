import type { paymentAccounts as en } from '../en/payment-accounts';
import type { Shape } from '../shape';

/** Akaunti ambazo ada za bima hukatwa kutoka kwake: kumbukumbu zisizo na akaunti, na akaunti ya kikundi. */
export const paymentAccounts: Shape<typeof en> = {
  /** On the premium collection page: the records whose premiums the debit file leaves out. */
  missing: {
    title: 'Bima zisizo na akaunti ya malipo',
    count_one: 'Bima {{count}} haiwezi kukatwa ada: haina akaunti ya malipo',
    count_other: 'Bima {{count}} haziwezi kukatwa ada: hazina akaunti ya malipo',
    intro:
      'Ada zao haziwekwi kwenye faili la makato hadi akaunti iongezwe kwenye kila kumbukumbu. Zenye ada zinazosubiri zinaanza.',
    none: 'Kila mteja binafsi na kila kikundi kina akaunti ya malipo: hakuna ada inayoachwa nje ya faili la makato.',
    label: 'Bima zisizo na akaunti ya malipo',
    kinds: {
      customer: 'Mtu binafsi',
      group: 'Kikundi',
    },
    waiting_one: 'Ada {{count}} inasubiri, {{amount}}',
    waiting_other: 'Ada {{count}} zinasubiri, {{amount}}',
    noneWaiting: 'Hakuna ada inayosubiri bado',
    loading: 'Inapakia bima zisizo na akaunti…',
    failed: 'Bima zisizo na akaunti hazikuweza kupakiwa',
    retry: 'Jaribu tena',
  },
  /** A group's account, added or changed from its overview. */
  group: {
    addTitle: 'Ongeza akaunti ya malipo ya kikundi',
    changeTitle: 'Badilisha akaunti ya malipo ya kikundi',
    intro:
      'Ada za bima za kikundi hukatwa kutoka akaunti hii. Kwa kikundi chenye bima, mtumishi mwingine wa benki huiidhinisha kwanza.',
    save: 'Hifadhi',
    cancel: 'Ghairi',
    saved: 'Akaunti ya malipo imehifadhiwa',
    waits: 'Akaunti inasubiri idhini',
    waitsBody:
      'Mtumishi mwingine wa benki lazima aiidhinishe. Hadi hapo faili la makato linatumia akaunti iliyoidhinishwa, au linaacha kikundi nje kikiwa hakina akaunti.',
    failed: 'Akaunti ya malipo haikuhifadhiwa',
  },
};
