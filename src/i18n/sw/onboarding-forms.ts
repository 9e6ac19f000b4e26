import type { onboardingForms as en } from '../en/onboarding-forms';
import type { Shape } from '../shape';

/** The diaspora onboarding forms: basic details and the 'Add Beneficiary' form, in Kiswahili. */
export const onboardingForms: Shape<typeof en> = {
  details: {
    basicSection: 'Taarifa za Msingi',
    accountSection: 'Taarifa za Akaunti',
    contactSection: 'Taarifa za Mawasiliano',
    firstName: 'Jina la kwanza',
    middleName: 'Jina la kati',
    lastName: 'Jina la ukoo',
    dob: 'Tarehe ya kuzaliwa',
    sex: 'Jinsia',
    maritalStatus: 'Hali ya ndoa',
    accountNumber: 'Namba ya akaunti',
    accountNumberHint: 'Tarakimu pekee, kuanzia 10 hadi 20. Ada ya bima hukatwa kutoka kwenye akaunti hii.',
    idType: 'Aina ya kitambulisho',
    idNumber: 'Namba ya kitambulisho',
    idNumberHint: 'Namba ya {{type}} ina herufi {{length}}, bila kuhesabu vistari na nafasi.',
    idNumberHintNoType:
      'Urefu wake unategemea aina ya kitambulisho: herufi {{national}} kwa Kitambulisho cha Taifa, {{voter}} kwa Kitambulisho cha Mpiga Kura, {{passport}} kwa Pasipoti.',
    idCopy: 'Nakala ya kitambulisho',
    email: 'Barua pepe',
    mobile: 'Namba ya simu ya mkononi',
    mobileHint: 'Anza na + na msimbo wa nchi yako, kwa mfano +44 7700 900123.',
    address: 'Mahali unapoishi',
    addressHint: 'Mji na nchi unayoishi.',
    previous: 'Rudi nyuma',
    next: 'Endelea',
  },
  beneficiary: {
    firstName: 'Jina la kwanza',
    middleName: 'Jina la kati',
    lastName: 'Jina la ukoo',
    sex: 'Jinsia',
    dob: 'Tarehe ya kuzaliwa',
    relationship: 'Uhusiano',
    relationshipHint: 'Mwenzi mmoja na hadi watoto {{children}}.',
    copyOfProof: 'Uthibitisho wa uhusiano',
    cancel: 'Ghairi',
    add: 'Ongeza',
    save: 'Hifadhi mabadiliko',
  },
  options: {
    sex: {
      male: 'Mwanaume',
      female: 'Mwanamke',
    },
    maritalStatus: {
      married: 'Ameoa/Ameolewa',
      single: 'Hajaoa/Hajaolewa',
    },
    idType: {
      NATIONAL_ID: 'Kitambulisho cha Taifa',
      VOTER_ID: 'Kitambulisho cha Mpiga Kura',
      PASSPORT_ID: 'Pasipoti',
    },
    relationship: {
      spouse: 'Mwenzi',
      child: 'Mtoto',
    },
  },
};
