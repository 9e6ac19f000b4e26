import { DIASPORA_COVER as C } from './cover';
import { formatTsh } from './money';

/** The 13 terms of the diaspora repatriation cover, shown on the policy step and stored with the policy. */
export const DIASPORA_TERMS: readonly string[] = [
  'This is a life cover for account holders living abroad (diaspora), their spouse and up to four children.',
  `The premium is ${formatTsh(C.monthlyPremium)} per month (${formatTsh(C.annualPremium)} per year), deducted from the account holder's bank account.`,
  `The maximum benefit is ${formatTsh(C.maximumBenefit)} per eligible member and dependants in the policy period.`,
  `On the death of the account holder, repatriation of the body with an escort return ticket is covered up to ${formatTsh(C.repatriationBenefit)}.`,
  `Where the body is not transferred, a lump sum of ${formatTsh(C.funeralLumpSum)} is paid towards funeral costs.`,
  `The account holder and spouse must be between ${C.holderMinAge} and ${C.holderMaxAge} years old when they join.`,
  `Children are covered up to the age of ${C.childMaxAge} years if they are still in school.`,
  `A waiting period of ${C.waitingPeriodMonths} months applies from the start of cover before a claim can be made.`,
  `A claim must be notified within ${C.claimNotificationDays} days of the loss event.`,
  `The benefit is paid within ${C.paymentWithinHours} hours of receiving all the required documents.`,
  'The cover ends when the maximum benefits have been fully used in the policy period.',
  'Premium rates are renewable, with a six-month reference period.',
  'The proposal and declaration forms must be completed truthfully for all members; a false declaration may void the cover.',
];

/** The same terms in Kiswahili, figure for figure; the English ones above are the stored record. */
export const DIASPORA_TERMS_SW: readonly string[] = [
  'Hii ni bima ya maisha kwa wenye akaunti wanaoishi nje ya nchi (diaspora), mwenzi wao na hadi watoto wanne.',
  `Ada ya bima ni ${formatTsh(C.monthlyPremium)} kwa mwezi (${formatTsh(C.annualPremium)} kwa mwaka), inayokatwa kutoka kwenye akaunti ya benki ya mwenye akaunti.`,
  `Fao la juu kabisa ni ${formatTsh(C.maximumBenefit)} kwa kila mwanachama anayestahili pamoja na wategemezi wake katika muda wa bima.`,
  `Mwenye akaunti akifariki, gharama za kurejesha mwili nyumbani pamoja na tiketi ya kwenda na kurudi ya msindikizaji zinalipwa hadi ${formatTsh(C.repatriationBenefit)}.`,
  `Iwapo mwili hautasafirishwa, kiasi cha mkupuo cha ${formatTsh(C.funeralLumpSum)} hulipwa kusaidia gharama za mazishi.`,
  `Mwenye akaunti na mwenzi wake lazima wawe na umri kati ya miaka ${C.holderMinAge} na ${C.holderMaxAge} wanapojiunga.`,
  `Watoto wanapata bima hadi umri wa miaka ${C.childMaxAge} ikiwa bado wako shuleni.`,
  `Kuna kipindi cha kusubiri cha miezi ${C.waitingPeriodMonths} tangu bima ianze, kabla dai halijaweza kuwasilishwa.`,
  `Taarifa ya dai lazima itolewe ndani ya siku ${C.claimNotificationDays} tangu tukio la hasara.`,
  `Fao hulipwa ndani ya saa ${C.paymentWithinHours} baada ya kupokea nyaraka zote zinazohitajika.`,
  'Bima inakoma pale mafao ya juu kabisa yanapokuwa yametumika yote katika muda wa bima.',
  'Viwango vya ada ya bima huhuishwa, kwa kipindi cha rejea cha miezi sita.',
  'Fomu za maombi ya bima na za tamko lazima zijazwe kwa ukweli kwa wanachama wote; tamko la uongo linaweza kubatilisha bima.',
];

/** The terms in the language the reader chose; English for any other. */
export const diasporaTermsIn = (language: string): readonly string[] =>
  language === 'sw' ? DIASPORA_TERMS_SW : DIASPORA_TERMS;
