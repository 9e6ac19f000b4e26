import type { CoveredKind } from '../cover/status-changes';
import type { BenefitKind, CertificateLanguage, PersonRole } from './certificate-data';

/**
 * The certificate's words in English and Kiswahili. The Kiswahili follows the portal's glossary
 * (src/i18n/sw/GLOSSARY.md), so the certificate says what the screens and emails say. Only
 * characters of pdfkit's built-in Helvetica (WinAnsi) are used.
 */
export interface CertificateWords {
  bankName: string;
  title: string;
  intro: Record<CoveredKind, string>;
  labels: {
    insured: Record<CoveredKind, string>;
    policy: string;
    coverStart: string;
    waitingPeriodEnd: string;
    expiry: string;
    reference: string;
    benefits: string;
    people: Record<CoveredKind, string>;
  };
  /** The member benefit is the account holder's on a diaspora cover. */
  benefits: Record<BenefitKind, string> & { holder: string };
  roles: Record<PersonRole, string>;
  born: (date: string) => string;
  ownWaitingPeriod: (date: string) => string;
  noPeople: Record<CoveredKind, string>;
  andMore: (count: number) => string;
  closing: (reference: string) => string;
  /** Luxon's locale and format for dates: 'March 5, 2026' (SPEC §9 'MMMM d, yyyy'), '5 Machi 2026'. */
  dateLocale: string;
  dateFormat: string;
}

const en: CertificateWords = {
  bankName: 'BancAssurance',
  title: 'Certificate of cover',
  intro: {
    customer:
      'This is to certify that the person named below is insured under the policy shown, subject to its terms and conditions.',
    diaspora:
      'This is to certify that the account holder named below, and the beneficiaries declared, are insured under the policy shown, subject to its terms and conditions.',
    group:
      'This is to certify that the group named below and its registered members are insured under the policy shown, subject to its terms and conditions.',
  },
  labels: {
    insured: { customer: 'Insured', diaspora: 'Account holder', group: 'Group' },
    policy: 'Policy',
    coverStart: 'Cover start date',
    waitingPeriodEnd: 'Waiting period ends',
    expiry: 'Expiry date',
    reference: 'Reference',
    benefits: 'Benefits',
    people: { customer: 'Next of kin', diaspora: 'Beneficiaries', group: 'Members' },
  },
  benefits: {
    holder: 'Account holder',
    member: 'Member',
    spouse: 'Spouse',
    child: 'Each child',
    parent: 'Parent',
    'parent-in-law': 'Parent-in-law',
    maximum: 'Maximum benefit',
    funeral: 'Funeral lump sum',
  },
  roles: {
    spouse: 'Spouse',
    child: 'Child',
    parent: 'Parent',
    'parent-in-law': 'Parent-in-law',
    'chair-person': 'Chair person',
    'vice-chair-person': 'Vice chair person',
    secretary: 'Secretary',
    treasurer: 'Treasurer',
    member: 'Member',
  },
  born: (date) => `born ${date}`,
  ownWaitingPeriod: (date) => `waiting period ends ${date}`,
  noPeople: {
    customer: 'No next of kin recorded.',
    diaspora: 'No beneficiaries declared.',
    group: 'No members registered.',
  },
  andMore: (count) => `and ${count} more`,
  closing: (reference) =>
    `Please quote the reference ${reference} whenever you contact us about this cover. Thank you for choosing BancAssurance.`,
  dateLocale: 'en',
  dateFormat: 'LLLL d, yyyy',
};

const sw: CertificateWords = {
  bankName: 'BancAssurance',
  title: 'Cheti cha Bima',
  intro: {
    customer:
      'Tunathibitisha kwamba mtu aliyetajwa hapa chini ana bima kupitia mpango wa bima ulioonyeshwa, kwa mujibu wa vigezo na masharti yake.',
    diaspora:
      'Tunathibitisha kwamba mwenye akaunti aliyetajwa hapa chini, pamoja na wanufaika waliotajwa, wana bima kupitia mpango wa bima ulioonyeshwa, kwa mujibu wa vigezo na masharti yake.',
    group:
      'Tunathibitisha kwamba kikundi kilichotajwa hapa chini na wanachama wake waliosajiliwa wana bima kupitia mpango wa bima ulioonyeshwa, kwa mujibu wa vigezo na masharti yake.',
  },
  labels: {
    insured: { customer: 'Mwenye bima', diaspora: 'Mwenye akaunti', group: 'Kikundi' },
    policy: 'Mpango wa bima',
    coverStart: 'Tarehe ya kuanza',
    waitingPeriodEnd: 'Mwisho wa kipindi cha kusubiri',
    expiry: 'Tarehe ya mwisho wa bima',
    reference: 'Namba ya kumbukumbu',
    benefits: 'Mafao',
    people: { customer: 'Ndugu wa karibu', diaspora: 'Wanufaika', group: 'Wanachama' },
  },
  benefits: {
    holder: 'Mwenye akaunti',
    member: 'Mwanachama',
    spouse: 'Mwenzi',
    child: 'Kila mtoto',
    parent: 'Mzazi',
    'parent-in-law': 'Mzazi wa mwenzi',
    maximum: 'Fao la juu kabisa',
    funeral: 'Kiasi cha mkupuo cha mazishi',
  },
  roles: {
    spouse: 'Mwenzi',
    child: 'Mtoto',
    parent: 'Mzazi',
    'parent-in-law': 'Mzazi wa mwenzi',
    'chair-person': 'Mwenyekiti',
    'vice-chair-person': 'Makamu mwenyekiti',
    secretary: 'Katibu',
    treasurer: 'Mweka hazina',
    member: 'Mwanachama',
  },
  born: (date) => `alizaliwa ${date}`,
  ownWaitingPeriod: (date) => `kipindi cha kusubiri kinaisha ${date}`,
  noPeople: {
    customer: 'Hakuna ndugu wa karibu aliyesajiliwa.',
    diaspora: 'Hakuna mnufaika aliyetajwa.',
    group: 'Hakuna mwanachama aliyesajiliwa.',
  },
  andMore: (count) => `na wengine ${count}`,
  closing: (reference) =>
    `Tafadhali taja namba ya kumbukumbu ${reference} kila unapowasiliana nasi kuhusu bima hii. Asante kwa kuchagua BancAssurance.`,
  dateLocale: 'sw',
  dateFormat: 'd LLLL yyyy',
};

export const CERTIFICATE_WORDS: Record<CertificateLanguage, CertificateWords> = { en, sw };
