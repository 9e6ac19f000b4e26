import type { uiDeletions as en } from '../en/ui-deletions';
import type { Shape } from '../shape';

/**
 * A deletion that waits for a second staff member (DESIGN decisions 12 and 15): who asked and why,
 * and the decision on it. The approvals inbox and the record panels decide it with the same words.
 */
export const uiDeletions: Shape<typeof en> = {
  deletion: {
    title: 'Ufutaji unaosubiri idhini',
    requestedBy: 'Umeombwa na {{name}} tarehe {{date}}',
    requestedByUnknown: 'Umeombwa tarehe {{date}}',
    reason: 'Sababu: {{reason}}',
    stays: 'Mteja anabaki kwenye orodha hadi mtumishi mwingine wa benki aidhinishe ufutaji.',
    actions: {
      label: 'Amua kuhusu ufutaji',
      approve: 'Idhinisha ufutaji',
      reject: 'Kataa ufutaji',
    },
    confirmApprove: {
      title: 'Idhinisha ufutaji',
      message:
        'Je, unamfuta {{name}}? Mteja anaondoka kwenye kila orodha; kumbukumbu na historia yake zinahifadhiwa kwa ukaguzi.',
      okay: 'Ndiyo, futa',
    },
    reject: {
      title: 'Kataa ufutaji',
      intro: '{{name}} anabaki kuwa mteja. Sababu inahifadhiwa kwenye historia ya kumbukumbu.',
    },
    done: {
      approve: '{{name}} amefutwa.',
      reject: 'Ufutaji wa {{name}} umekataliwa.',
    },
    failed: 'Uamuzi haukuweza kuhifadhiwa',
    hint: {
      requester: 'Wewe ndiye uliyeomba ufutaji huu: mtumishi mwingine wa benki ndiye atakayeamua.',
      maker: 'Wewe uliunda kumbukumbu hii: mtumishi mwingine wa benki ndiye atakayeamua kuhusu ufutaji wake.',
      readOnly: 'Mtumishi wa benki mwenye mamlaka ya kuidhinisha ufutaji ndiye atakayeamua.',
    },
  },
};
