import { letterDate, letterMoney } from './calendar-words';
import type { ClaimFacts, LetterFacts, LetterWords } from './letter-content';

/**
 * The letters in Kiswahili, as a Tanzanian bank writes to its customers: plain and polite, in the
 * words of src/i18n/sw/GLOSSARY.md (bima, mpango wa bima, kipindi cha kusubiri, dai, mnufaika,
 * fao, cheti cha bima, namba ya kumbukumbu). Product names stay as they are.
 */

const policy = (facts: LetterFacts) => (facts.policyName ? `mpango wa ${facts.policyName}` : 'bima yetu');
const under = (facts: LetterFacts) => (facts.policyName ? ` kupitia mpango wa ${facts.policyName}` : '');

/** "bima yako", or the group's when the letter is to a group's chair person. */
const whose = (facts: LetterFacts) =>
  facts.record.kind === 'group' ? `bima ya kikundi ${facts.groupName ?? ''}` : 'bima yako';

const whoseApplication = (facts: LetterFacts) =>
  facts.record.kind === 'group'
    ? `maombi ya bima ya kikundi ${facts.groupName ?? ''}`
    : 'maombi yako ya bima';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const CLAIM_TYPES = {
  repatriation: 'kurejesha mwili nyumbani pamoja na tiketi ya msindikizaji',
  funeral: 'kiasi cha mkupuo cha mazishi',
} as const;

const claimed = (claim: ClaimFacts) =>
  `${letterMoney(claim.amount)}${claim.insuredName ? ` kwa ajili ya ${claim.insuredName}` : ''}${claim.type ? ` (${CLAIM_TYPES[claim.type]})` : ''}`;

export const kiswahili: LetterWords = {
  greeting: (name) => `Mpendwa ${name},`,
  reference: (reference, ofClaim) => `${ofClaim ? 'Namba ya dai' : 'Namba ya kumbukumbu'}: ${reference}`,
  closing: (supportEmail) => [
    `Ukiwa na swali lolote, tafadhali tuandikie kupitia timu yetu ya huduma ya BancAssurance kwa ${supportEmail} ukitaja namba iliyo hapo juu.`,
    'Wako katika huduma,\nTimu ya BancAssurance',
  ],
  letters: {
    'enrolment-received': (facts) => ({
      subject: 'Tumepokea usajili wako',
      paragraphs: [
        `Asante kwa kuchagua ${policy(facts)}. Tumepokea usajili wako pamoja na taarifa za wanafamilia uliowataja kuwa wanufaika wako.`,
        'Hatua zinazofuata: watumishi wetu watahakiki taarifa zako. Bima yako ikishaidhinishwa, tutakutumia barua pepe kukujulisha tarehe ya kuanza kwa bima. Ada ya mwezi itakatwa kutoka kwenye akaunti uliyotupatia.',
      ],
    }),
    'cover-approved': (facts, event) => ({
      subject: `${capitalised(whose(facts))} imeidhinishwa`,
      paragraphs: [
        `Tunayo furaha kukujulisha kwamba ${whose(facts)}${under(facts)} imeidhinishwa.`,
        `${capitalised(whose(facts))} inaanza tarehe ${letterDate(event.coverStartDate, 'sw')}. Kipindi cha kusubiri kinaisha tarehe ${letterDate(event.waitingPeriodEnd, 'sw')}: dai la tukio lililotokea kabla ya siku hiyo halitalipwa.`,
        ...(event.certificateAttached
          ? ['Cheti chako cha bima kimeambatishwa kwenye barua pepe hii. Tafadhali kihifadhi mahali salama.']
          : []),
        'Hatua zinazofuata: tafadhali hakikisha ada ya bima inalipwa kila mwezi ili bima iendelee kuwa hai. Tukio likitokea, wasilisha dai lako ndani ya siku 30 tangu siku ya tukio.',
      ],
    }),
    'cover-rejected': (facts) => ({
      subject: `${capitalised(whoseApplication(facts))} hayakuidhinishwa`,
      paragraphs: [
        `Tunasikitika kukujulisha kwamba hatukuweza kuidhinisha ${whoseApplication(facts)}${under(facts)}.`,
        'Hatua zinazofuata: ikiwa ungependa kujua sababu, au kuomba tena kwa taarifa zilizosahihishwa, tafadhali tuandikie ukitaja namba ya kumbukumbu iliyo hapa chini.',
      ],
    }),
    'cover-lapsed': (facts, event) => ({
      subject: `${capitalised(whose(facts))} imesitishwa`,
      paragraphs: [
        `Tunasikitika kukujulisha kwamba ${whose(facts)}${under(facts)} imesitishwa kwa sababu ada za mwezi za ${letterMoney(event.unpaidAmount)} hazijalipwa baada ya muda wa nyongeza kwisha. Matukio yatakayotokea kuanzia sasa hayalindwi na bima.`,
        `Hatua zinazofuata: ada ambazo hazijalipwa zikilipwa kufikia tarehe ${letterDate(event.reinstatableUntil, 'sw')}, bima inaweza kurejeshwa. Tafadhali hakikisha akaunti ina fedha za kutosha, kisha tuandikie ukitaja namba ya kumbukumbu iliyo hapa chini.`,
      ],
    }),
    'cover-renewed': (facts, event) => ({
      subject: `${capitalised(whose(facts))} imehuishwa`,
      paragraphs: [
        `Asante kwa kulipa ada zako kwa wakati. ${capitalised(whose(facts))}${under(facts)} imehuishwa kwa mwaka mmoja zaidi, hadi tarehe ${letterDate(event.expiryDate, 'sw')}.`,
        'Hatua zinazofuata: huhitaji kufanya chochote. Ada ya mwezi itaendelea kukatwa kutoka kwenye akaunti yako.',
      ],
    }),
    'claim-decided': (_facts, event) =>
      event.decision === 'approved'
        ? {
            subject: 'Dai lako limeidhinishwa',
            paragraphs: [
              `Tunayo furaha kukujulisha kwamba dai lako la ${claimed(event.claim)} limeidhinishwa.`,
              'Hatua zinazofuata: tunalipa fao ndani ya saa 48 tangu tunapopokea nyaraka zote zinazohitajika kwa dai hili, na tutakutumia barua pepe malipo yatakapofanyika.',
            ],
          }
        : {
            subject: 'Dai lako halikuidhinishwa',
            paragraphs: [
              `Tunasikitika kukujulisha kwamba dai lako la ${claimed(event.claim)} halikuidhinishwa.`,
              'Hatua zinazofuata: ikiwa ungependa kujua sababu, au una nyaraka zaidi za kuunga mkono dai hili, tafadhali tuandikie ukitaja namba ya dai iliyo hapa chini.',
            ],
          },
    'claim-paid': (_facts, event) => ({
      subject: 'Dai lako limelipwa',
      paragraphs: [
        `Tumelipa dai lako la ${claimed(event.claim)}.`,
        'Hatua zinazofuata: huhitaji kufanya chochote. Ikiwa jambo lolote kuhusu malipo haya halieleweki, tafadhali tuandikie ukitaja namba ya dai iliyo hapa chini.',
      ],
    }),
  },
};
