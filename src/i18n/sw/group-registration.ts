import type { groupRegistration as en } from '../en/group-registration';
import type { Shape } from '../shape';

/** The add-group wizard: general information, leaders, register (SPEC §2 Groups, §3, §4, §5, §8), in Kiswahili. */
export const groupRegistration: Shape<typeof en> = {
  title: 'Sajili kikundi',
  stepsLabel: 'Hatua za usajili wa kikundi',
  steps: {
    details: 'Taarifa za jumla',
    detailsHint: 'Kikundi, mpango wake wa bima na nyaraka',
    leaders: 'Viongozi wa kikundi',
    leadersHint: 'Mwenyekiti, katibu na mweka hazina',
  },
  details: {
    group: 'Kikundi',
    name: 'Jina la kikundi',
    nameError: 'Tafadhali weka jina la kikundi lililo sahihi (angalau herufi 3)',
    membersCount: 'Idadi ya wanachama',
    membersCountError: 'Tafadhali weka idadi sahihi ya wanachama (namba kamili, angalau 1)',
    address: 'Anwani',
    addressError: 'Tafadhali weka anwani sahihi (angalau herufi 3)',
    policy: 'Mpango wa bima wa kikundi',
    documents: 'Nyaraka',
    registrationCertificate: 'Cheti cha usajili',
    proposalForm: 'Fomu ya maombi ya bima',
    meetingMinutes: 'Muhtasari wa kikao',
  },
  policy: {
    none: 'Bado hujachagua mpango wa bima.',
    noneHint: 'Chagua mpango wa bima utakaokipa kikundi bima.',
    required: 'Tafadhali chagua mpango sahihi wa bima wa kikundi',
    select: 'Chagua mpango',
    change: 'Badilisha mpango',
    figures: 'Ada ya bima {{premium}} · Fao la mwanachama {{benefit}}',
  },
  selectPolicy: {
    title: 'Chagua mpango wa bima',
  },
  leaders: {
    hint: 'Kikundi kina viongozi watatu, na kila mmoja lazima awe mtu tofauti.',
    required: 'Tafadhali ongeza mwenyekiti, katibu na mweka hazina kabla ya kusajili.',
    slotRequired: 'Tafadhali ongeza {{position}}.',
    listLabel: 'Viongozi wa kikundi',
    positions: {
      chairperson: 'Mwenyekiti',
      secretary: 'Katibu',
      treasurer: 'Mweka hazina',
    },
    /** Lower case, inside sentences. */
    position: {
      chairperson: 'mwenyekiti',
      secretary: 'katibu',
      treasurer: 'mweka hazina',
    },
    add: 'Ongeza {{position}}',
    addTitle: 'Ongeza {{position}}',
    editTitle: 'Hariri taarifa za {{position}}',
    edit: 'Hariri {{position}}',
    remove: 'Ondoa {{position}}',
    removeTitle: 'Ondoa kiongozi',
    removeMessage: 'Ungependa kumwondoa {{name}} kwenye nafasi ya {{position}}?',
    removeConfirm: 'Ndiyo, ondoa',
    save: 'Hifadhi',
    addButton: 'Ongeza',
    cancel: 'Ghairi',
  },
  register: 'Sajili',
  registering: 'Inasajili…',
  failed: 'Kikundi hakijahifadhiwa: {{message}}',
  retry: 'Jaribu tena',
  toasts: {
    adding: 'Inaongeza kikundi.',
    added: 'Kikundi kimesajiliwa kikamilifu.',
    failed: 'Imeshindikana kuongeza kikundi.',
  },
};
