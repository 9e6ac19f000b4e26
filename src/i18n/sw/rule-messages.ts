import { CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO, CLAIM_MESSAGES } from '@/domain/claim-rules';
import { DIASPORA_COVER as C, MAX_NEXT_OF_KIN } from '@/domain/cover';
import { MESSAGES } from '@/domain/cross-field-rules';
import { BANK_FAILURE_REASONS, PREMIUM_MESSAGES } from '@/domain/premiums';
import { GROUP_MESSAGES } from '@/domain/schemas/group';
import { GROUP_MEMBER_MESSAGES } from '@/domain/schemas/group-member';

/**
 * The shared rules' messages in Kiswahili, keyed by the English text the rules (and the server)
 * give: the rules stay one source in `src/domain`, and the browser shows them in the reader's words.
 */
export const RULE_MESSAGES: Readonly<Record<string, string>> = {
  [MESSAGES.idNumber]: 'Tafadhali weka namba sahihi ya kitambulisho',
  [MESSAGES.dob]: 'Tafadhali weka tarehe sahihi ya kuzaliwa',
  [MESSAGES.holderAge]: `Mwenye akaunti lazima awe na umri kati ya miaka ${C.holderMinAge} na ${C.holderMaxAge}`,
  [MESSAGES.spouseAge]: `Mwenzi lazima awe na umri kati ya miaka ${C.holderMinAge} na ${C.holderMaxAge}`,
  [MESSAGES.childAge]: `Mtoto lazima awe na umri wa miaka ${C.childMaxAge} au chini yake`,
  [MESSAGES.tooManySpouses]: 'Mwenzi mmoja tu ndiye anayeweza kutajwa',
  [MESSAGES.spouseOfSingleHolder]:
    'Mwenye akaunti ameandikwa kuwa hajaoa/hajaolewa: badilisha hali ya ndoa kuwa ameoa/ameolewa katika taarifa binafsi ili kumtaja mwenzi',
  [MESSAGES.tooManyChildren]: `Watoto wasiozidi ${C.maxChildren} ndio wanaoweza kutajwa`,
  [MESSAGES.duplicateNextOfKin]: 'Ndugu huyu wa karibu tayari yumo kwenye orodha',
  [MESSAGES.tooManyNextOfKin]: `Ndugu wa karibu wasiozidi ${MAX_NEXT_OF_KIN}`,
  [MESSAGES.nextOfKinIsCustomer]: 'Ndugu wa karibu hawezi kuwa mteja mwenyewe',
  [MESSAGES.duplicateLeader]: 'Mtu mmoja hawezi kushika nafasi mbili za uongozi',
  [GROUP_MESSAGES.invalidLeader]: 'Tafadhali hakiki taarifa za kiongozi',
  [GROUP_MEMBER_MESSAGES.positionTaken]: 'Mwanachama mwingine tayari anashika nafasi hii katika kikundi',
  [CLAIM_MESSAGES.eventInFuture]: 'Tarehe ya tukio haiwezi kuwa ya baadaye',
  [BANK_FAILURE_REASONS.insufficientFunds]: 'Fedha hazitoshi',
  [BANK_FAILURE_REASONS.accountClosed]: 'Akaunti imefungwa',
  [BANK_FAILURE_REASONS.accountDormant]: 'Akaunti imesinzia',
  [BANK_FAILURE_REASONS.accountNotFound]: 'Akaunti haipatikani',
  [BANK_FAILURE_REASONS.mandateCancelled]: 'Idhini ya makato imefutwa',
  [PREMIUM_MESSAGES.afterExpiry]: 'Tukio lilitokea baada ya muda wa bima kwisha',
  [PREMIUM_MESSAGES.beyondGrace]: 'Tukio lilitokea wakati ada hazijalipwa baada ya muda wa nyongeza kwisha',
  [PREMIUM_MESSAGES.arrearsUnpaid]: 'Malimbikizo ya ada lazima yalipwe kabla bima haijarejeshwa',
  [PREMIUM_MESSAGES.reinstatementWindowOver]: 'Muda wa kurejesha bima baada ya kusitishwa umekwisha',
  [CLAIM_MESSAGES.lateNotification]: `Taarifa ya dai lazima itolewe ndani ya siku ${C.claimNotificationDays} tangu tukio`,
  [CLAIM_MESSAGES.waitingPeriod]: 'Tukio lilitokea ndani ya kipindi cha kusubiri cha bima',
  [CLAIM_MESSAGES.beforeCover]: 'Tukio lilitokea kabla bima haijaanza',
  [CLAIM_MESSAGES.notCovered]: 'Kumbukumbu yenye bima pekee ndiyo inayoweza kuwasilisha dai',
  [CLAIM_MESSAGES.childTooOld]: `Mtoto ana bima hadi umri wa miaka ${C.childMaxAge}`,
  [CLAIM_MESSAGES.schoolingProofMissing]: `Mtoto mwenye umri zaidi ya miaka ${CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO} ana bima tu akiwa na uthibitisho wa kusoma shule kwa muda wote`,
  [CLAIM_MESSAGES.invalidDate]: 'Tafadhali weka tarehe sahihi',
};

/** The fields 'Please provide valid {field}' names, in Kiswahili. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  'account number': 'namba ya akaunti',
  address: 'anwani',
  email: 'barua pepe',
  'first name': 'jina la kwanza',
  'group name': 'jina la kikundi',
  'id number': 'namba ya kitambulisho',
  'id type': 'aina ya kitambulisho',
  'last name': 'jina la ukoo',
  language: 'lugha',
  'marital status': 'hali ya ndoa',
  'middle name': 'jina la kati',
  'mobile number': 'namba ya simu',
  'number of members': 'idadi ya wanachama',
  password: 'nenosiri',
  position: 'nafasi',
  relationship: 'uhusiano',
  sex: 'jinsia',
  'copy of the ID': 'nakala ya kitambulisho',
  'meeting minutes': 'muhtasari wa kikao',
  photo: 'picha',
  'proof of relationship': 'uthibitisho wa uhusiano',
  'proposal form': 'fomu ya maombi ya bima',
  'registration certificate': 'cheti cha usajili',
};

/** What a valid value looks like, as those messages say in brackets. */
export const EXPECTATIONS: Readonly<Record<string, string>> = {
  '10 to 20 digits': 'tarakimu 10 hadi 20',
  'at least 3 characters': 'angalau herufi 3',
  'at least 4 characters': 'angalau herufi 4',
  'at least 10 characters': 'angalau herufi 10',
  'e.g. 0712345678 or +255712345678': 'mfano 0712345678 au +255712345678',
  'a whole number, at least 1': 'namba kamili, angalau 1',
};

/** 'Please provide valid {field} ({expected})' in Kiswahili. */
export const provideValid = (field: string, expected?: string): string =>
  expected ? `Tafadhali weka ${field} sahihi (${expected})` : `Tafadhali weka ${field} sahihi`;
