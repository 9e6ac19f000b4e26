import type { landing as en } from '../en/landing';
import type { Shape } from '../shape';

/** The public landing page (SPEC §1), in Kiswahili. */
export const landing: Shape<typeof en> = {
  documentTitle: 'Bima ya Kurejesha Mwili Nyumbani kwa Diaspora | BancAssurance',
  skipToContent: 'Ruka hadi maudhui makuu',
  badge: 'Bima ya Diaspora Unayoweza Kuiamini',
  heading: 'Popote utakapokwenda, <highlight>tutakurejesha nyumbani.</highlight>',
  description:
    'Bima ya kurejesha mwili nyumbani kwa watu wanaoishi nje ya nchi. Jilinde wewe na familia unayoipenda kwa bima ya hadi TZS milioni {{millions}} kwa watu binafsi na familia, inayoweza kupangwa kulingana na mahitaji yako.',
  registerNow: 'Jisajili Sasa',
  ctaNote: 'Ada ya bima hukatwa kila mwezi kutoka kwenye akaunti yako.',
  heroImageAlt:
    'Mchoro wa familia iliyosimama mbele ya tufe la dunia huku ndege ikifuata njia ya vitone kurudi nyumbani',
  figures: {
    heading: 'Bima kwa muhtasari',
    monthlyPremium: 'Ada ya mwezi',
    maximumBenefit: 'Fao la juu kabisa',
    funeralLumpSum: 'Kiasi cha mkupuo cha mazishi',
    family: 'Mwenzi + watoto {{count}}',
    familyLabel: 'Familia yenye bima',
    familyNote: 'Wewe, mwenzi wako na hadi watoto {{count}}',
    perMonth: 'kwa mwezi',
    maximumNote: 'kwa kila mwanachama anayestahili',
    funeralNote: 'ikiwa mwili hautasafirishwa',
  },
  benefits: {
    heading: 'Bima inayosafiri pamoja nawe',
    intro: 'Ada moja rahisi ya kila mwezi inakulinda wewe na watu muhimu zaidi kwako.',
    /** Each benefit's words; their figures come from the cover's constants. */
    items: {
      repatriation: {
        title: 'Kurejesha mwili pamoja na msindikizaji',
        body: 'Mwenye akaunti akifariki, mwili wake husafirishwa nyumbani pamoja na tiketi ya kwenda na kurudi ya msindikizaji, hadi {{repatriation}}.',
      },
      funeral: {
        title: 'Msaada wa mazishi',
        body: 'Kiasi cha mkupuo cha {{lumpSum}} kwa ajili ya gharama za mazishi ikiwa mwili hautasafirishwa.',
      },
      payment: {
        title: 'Malipo ya haraka',
        body: 'Mafao hulipwa ndani ya saa {{hours}} baada ya kupokea nyaraka zote.',
      },
      family: {
        title: 'Familia yako yote',
        body: 'Mwenye akaunti na mwenzi wake wenye umri wa miaka {{minAge}} hadi {{maxAge}}, pamoja na watoto hadi umri wa miaka {{childMaxAge}} wakiwa bado wanasoma.',
      },
    },
  },
  steps: {
    heading: 'Jisajili mtandaoni kwa hatua tatu',
    cta: 'Anza usajili wako',
    policyTitle: 'Soma masharti ya bima',
    policyBody: 'Pitia mafao na masharti, kisha thibitisha kwamba unakubali.',
    detailsTitle: 'Tueleze kuhusu wewe',
    detailsBody: 'Taarifa zako za utambulisho, akaunti ya benki na mawasiliano.',
    declarationTitle: 'Orodhesha familia yako',
    declarationBody: 'Ongeza mwenzi wako na watoto pamoja na uthibitisho wa uhusiano.',
  },
  footer: {
    copyright: '© 2024 BancAssurance. Haki zote zimehifadhiwa.',
    disclaimer:
      'Bima hii inategemea vigezo na masharti ya bima. Kuna kipindi cha kusubiri cha miezi {{months}}.',
  },
};
