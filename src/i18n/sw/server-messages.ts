import { SERVER_MESSAGES, type ServerMessageKey, type serverMessage } from '@/domain/server-messages';
import type { PatternWords, ServerMessageBook } from '../server-messages';

/** The server's own messages in Kiswahili, by their key in `src/domain/server-messages.ts`. */
export const SERVER_MESSAGES_SW: Readonly<Record<ServerMessageKey, string>> = {
  invalidCredentials: 'Taarifa za kuingia si sahihi',
  invalidUsername: 'Jina la mtumiaji si sahihi',
  invalidPassword: 'Nenosiri si sahihi',
  signInRequired: 'Tafadhali ingia ili kuendelea',
  sessionExpired: 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena',
  malformedAuthorization: 'Kichwa cha idhini ya ombi kimeharibika',
  notPermitted: 'Huna ruhusa ya kufanya hili',
  enrolmentSessionExpired: 'Muda wa usajili wako umekwisha. Tafadhali thibitisha captcha tena',
  verifyCaptchaAgain: 'Tafadhali thibitisha captcha tena',
  captchaFailed: 'Captcha haikuweza kuthibitishwa. Tafadhali jaribu tena',
  signInCaptchaRequired: 'Tafadhali thibitisha kwamba wewe ni binadamu ili kuingia',
  invalidRequest: 'Ombi si sahihi',
  invalidMonth: 'Weka mwezi halisi, YYYY-MM, kuanzia 1900-01 hadi 9998-12',
  required: 'Inahitajika',
  fieldNotAllowed: 'Sehemu hii hairuhusiwi',
  invalidEmail: 'Barua pepe si sahihi',
  bodyRequired: 'Ombi linahitaji maudhui',
  tooLarge: 'Ombi ni kubwa mno',
  unsupportedContentType: 'Aina hii ya maudhui haikubaliki',
  addressTooLong: 'Anwani ya ukurasa ni ndefu mno',
  addressInvalid: 'Anwani ya ukurasa si sahihi',
  headersTooLong: 'Anwani au vichwa vya ombi ni virefu mno',
  requestTooSlow: 'Ombi limechukua muda mrefu mno kufika',
  notHttp: 'Ombi si la HTTP sahihi',
  pageNotFound: 'Haipatikani',
  unknownReference: 'Ombi linataja kitu ambacho hakipo',
  recordExists: 'Kumbukumbu hii tayari ipo',
  unexpected: 'Samahani, hitilafu isiyotarajiwa imetokea',
  databaseUnavailable: 'Huduma haipatikani kwa sasa. Tafadhali jaribu tena baada ya sekunde chache',
  idempotencyKeyMissing: 'Tafadhali weka Idempotency-Key sahihi (mpya kwa kila ombi jipya)',
  idempotencyKeyReused: 'Idempotency-Key hii tayari imetumika kwa ombi jingine',
  idempotencyKeyNew: 'Tumia ufunguo mpya kwa ombi jipya',
  uploadNotMultipart: 'Faili lililopakiwa halikutumwa kwa fomu sahihi ya multipart',
  uploadOneFile: 'Tuma faili moja tu, katika sehemu iitwayo file',
  uploadFileTypes: 'Faili za PDF, PNG, JPEG au WebP pekee ndizo zinazokubaliwa',
  uploadEmpty: 'Faili ni tupu',
  uploadAsMultipart: 'Tuma faili kama multipart/form-data',
  uploadAgain: 'Tafadhali pakia faili tena',
  uploadRoomFull: 'Faili haziwezi kupakiwa kwa sasa. Tafadhali jaribu tena baadaye',
  enrolmentSubmittedDocuments: 'Usajili huu tayari umewasilishwa: nyaraka zake haziwezi kubadilishwa tena',
  enrolmentSubmitted: 'Usajili huu tayari umewasilishwa',
  customerAdded: 'Mteja ameongezwa kikamilifu.',
  chooseIndividualPolicy: 'Tafadhali chagua mpango wa bima wa mtu binafsi kutoka kwenye orodha',
  chooseGroupPolicy: 'Tafadhali chagua mpango wa bima wa kikundi kutoka kwenye orodha',
  chooseDiasporaPolicy: 'Tafadhali chagua mpango wa bima wa diaspora kutoka kwenye orodha',
  alreadyEnrolled: 'Mteja mwenye namba hii ya kitambulisho tayari amesajiliwa',
  enrolmentAlreadySubmitted:
    'Usajili huu tayari umewasilishwa. Tafadhali thibitisha captcha ili kuanza usajili mpya',
  alreadyRegistered: 'Mteja mwenye namba hii ya kitambulisho tayari yupo',
  alreadyMember: 'Mtu huyu tayari ni mwanachama wa kikundi',
  positionHeld: 'Mwanachama mwingine tayari anashika nafasi hii katika kikundi',
  memberHasNoAccount:
    'Mwanachama wa kikundi hana akaunti yake ya malipo: ada ya bima hukatwa kutoka akaunti ya kikundi',
  liveDiasporaHoldsId:
    'Mteja mwingine wa diaspora aliye hai kwenye mfumo ana namba hii ya kitambulisho: kataa usajili huu, au ondoa kumbukumbu nyingine kwanza',
  beneficiaryWithClaim: 'Mnufaika mwenye dai hawezi kuondolewa kwenye bima',
  changeWaits: 'Badiliko la kumbukumbu hii tayari linasubiri kuidhinishwa: liidhinishe au likatae kwanza',
  noChangeWaits: 'Hakuna badiliko linalosubiri kuidhinishwa kwenye kumbukumbu hii',
  otherChangeWaits: 'Badiliko jingine sasa linasubiri kwenye kumbukumbu hii: ipakie upya na uamue tena',
  notTheWaitingChange: 'Si badiliko linalosubiri',
  secondUserForChange:
    'Mtumishi mwingine wa benki lazima aamue badiliko hili: wewe ndiye uliyeunda kumbukumbu hii au badiliko hili',
  roleMayNotApproveChanges: 'Wadhifa wako hauruhusu kuidhinisha mabadiliko ya kumbukumbu hii',
  rejectionReason: 'Tafadhali eleza sababu ya kukataa badiliko hili',
  changeReason: 'Tafadhali eleza sababu ya badiliko hili',
  secondUserForCover:
    'Mtumishi mwingine wa benki lazima aidhinishe: wewe uliunda kumbukumbu hii, au uliibadilisha, kuikataa, kuifungua upya au kuiongezea kitu tangu iidhinishwe mara ya mwisho',
  roleMayNotApproveCovers: 'Wadhifa wako hauruhusu kuidhinisha bima',
  changeImpossible: 'Badiliko hili haliwezekani',
  deletionCovered:
    'Mteja aliye na bima au aliyewahi kuwa nayo hafutwi kamwe: bima yake hukomeshwa au kubatilishwa badala yake',
  deletionClaims: 'Mteja mwenye dai hafutwi kamwe: bima yake hukomeshwa au kubatilishwa badala yake',
  deletionPremiums:
    'Mteja mwenye ada za bima hafutwi kamwe: bima yake hukomeshwa au kubatilishwa badala yake',
  deletionCoveredGroup:
    'Mwanachama wa kikundi kilicho na bima au kilichowahi kuwa nayo hafutwi kamwe: bima ya kikundi hukomeshwa au kubatilishwa badala yake',
  deletionGroupLeader:
    'Kiongozi wa kikundi hafutwi kamwe: mwanachama mwingine achukue nafasi yake kwanza, ili kikundi kisikose kiongozi',
  deletionWaits: 'Ufutaji wa kumbukumbu hii tayari unasubiri kuidhinishwa: uidhinishe au uukatae kwanza',
  noDeletionWaits: 'Hakuna ufutaji unaosubiri kuidhinishwa kwenye kumbukumbu hii',
  otherDeletionWaits: 'Ufutaji mwingine sasa unasubiri kwenye kumbukumbu hii: ipakie upya na uamue tena',
  notTheWaitingDeletion: 'Si ufutaji unaosubiri',
  secondUserForDeletion:
    'Mtumishi mwingine wa benki lazima aamue ufutaji huu: wewe ndiye uliyeuomba au uliyeunda kumbukumbu hii',
  roleMayNotApproveDeletions: 'Wadhifa wako hauruhusu kuidhinisha ufutaji',
  deletionReason: 'Tafadhali eleza sababu ya kufuta kumbukumbu hii',
  deletionRejectionReason: 'Tafadhali eleza sababu ya kukataa ufutaji huu',
  recordDeleted: 'Kumbukumbu ilifutwa',
  benefitUsedUp: 'Fao la juu kabisa limetumika lote',
  memberCertificate: 'Mwanachama wa kikundi ana bima chini ya cheti cha kikundi',
  certificateNeedsCover: 'Kumbukumbu yenye bima pekee ndiyo yenye cheti cha bima',
  certificateNeedsPolicy: 'Kumbukumbu hii haina mpango wa bima, kwa hiyo haina cheti cha bima',
  secondUserForClaim:
    'Mtumishi mwingine wa benki lazima aidhinishe: wewe ndiye uliyeandika dai hili au kuliongezea nyaraka',
  holderOnly: 'Bima hii inamkinga mwenye bima peke yake',
  chooseDeclaredBeneficiary: 'Chagua mnufaika aliyetajwa na mteja huyu',
  premiumsUnpaid: 'ada za bima hazijalipwa',
  coverExpiredUnpaid: 'muda wa bima umekwisha ada zikiwa hazijalipwa',
  resultsAsMultipart: 'Tuma faili la matokeo kama multipart/form-data, kwenye sehemu iitwayo file',
  waiverNotUnpaid: 'Ni ada ambayo haijalipwa tu inayoweza kusamehewa',
  waiverAlreadyAsked: 'Ombi la kusamehe ada hii tayari linasubiri uamuzi',
  waiverNothingToDecide: 'Hakuna ombi la kusamehe ada hii linalosubiri uamuzi',
  secondUserForWaiver: 'Msamaha wa ada lazima uamuliwe na mtumishi mwingine, si aliyeuomba',
  roleMayNotDecideWaivers: 'Nafasi yako hairuhusu kuamua misamaha ya ada',
  secondUserForResults: 'Faili la matokeo lazima liidhinishwe na mtumishi mwingine, si yule aliyelipakia',
  roleMayNotApproveResults: 'Nafasi yako hairuhusu kuidhinisha mafaili ya matokeo',
  resultsNotWaiting: 'Faili hili la matokeo halisubiri idhini',
  resultsRejectionReason: 'Tafadhali eleza sababu ya kukataa faili hili la matokeo',
  resultsUnreadable: 'Faili hili si faili la CSV linalosomeka',
  resultsNoRows: 'Faili halina matokeo yoyote baada ya mstari wa vichwa',
  resultUnknownReference: 'Namba ya kumbukumbu haijulikani: hakuna ada yenye namba hii',
  resultAccountMismatch: 'Akaunti hailingani na akaunti ya ada hii',
  resultWaived: 'Ada hii ilisamehewa',
  resultAlreadyPaid: 'Ada hii tayari imelipwa',
  resultEarlierLine: 'Namba hii ya kumbukumbu imo kwenye mstari wa awali wa faili hili',
  resultNotAReference: 'Hii si namba ya kumbukumbu ya ada (PRM-00000042)',
  resultAmountDigits: 'Kiasi lazima kiwe shilingi kamili, kwa tarakimu tu',
  resultDateFormat: 'Tarehe lazima iandikwe kwa mpangilio YYYY-MM-DD',
  resultWord: 'Matokeo lazima yawe "paid" au "failed"',
  resultFailedNeedsReason: 'Makato yaliyoshindwa yanahitaji sababu yake',
  resultNoAccount:
    'Mteja au kikundi cha ada hii hakina akaunti ya malipo: mistari yake inakataliwa hadi akaunti iwekwe',
  resultDateInFuture: 'Tarehe hii bado haijafika',
  resultBankReferenceMissing: 'Makato yaliyolipwa yanahitaji kumbukumbu ya benki',
  resultBankReferenceFormat: 'Kumbukumbu ya benki haiko katika muundo wa benki',
  resultPaidMeanwhile: 'Ada hii ililipwa baada ya faili kuhakikiwa',
  resultWaivedMeanwhile: 'Ada hii ilisamehewa baada ya faili kuhakikiwa',
};

const THINGS: Readonly<Record<string, string>> = {
  Claim: 'Dai halipatikani',
  Customer: 'Mteja hapatikani',
  'Diaspora customer': 'Mteja wa diaspora hapatikani',
  File: 'Faili halipatikani',
  Group: 'Kikundi hakipatikani',
  Member: 'Mwanachama hapatikani',
  Premium: 'Ada haipatikani',
  Record: 'Kumbukumbu haipatikani',
  'Results file': 'Faili la matokeo halipatikani',
};

const CLAIM_STATUSES: Readonly<Record<string, string>> = {
  submitted: 'limewasilishwa',
  approved: 'limeidhinishwa',
  rejected: 'limekataliwa',
  paid: 'limelipwa',
};

const COVER_STATUSES: Readonly<Record<string, string>> = {
  'in-progress': 'inashughulikiwa',
  covered: 'ina bima',
  uncovered: 'haina bima',
};

const COVER_ACTIONS: Readonly<Record<string, string>> = {
  approve: 'kuidhinisha',
  reject: 'kukataa',
  lapse: 'kukomesha',
  cancel: 'kubatilisha',
  exhaust: 'kumaliza fao',
  reopen: 'kufungua upya',
  reinstate: 'kurejesha',
  'lapse-unpaid': 'kusitisha kwa kutolipa ada',
  expire: 'kumaliza muda wa bima',
  renew: 'kuhuisha bima',
};

const POSITIONS: Readonly<Record<string, string>> = {
  'chair person': 'mwenyekiti',
  'vice chair person': 'makamu mwenyekiti',
  secretary: 'katibu',
  treasurer: 'mweka hazina',
  member: 'mwanachama',
};

/** '15 minutes' in Kiswahili: 'dakika 15'. */
function wait(english: string): string | undefined {
  const match = /^(\d+) (second|minute)s?$/.exec(english);
  if (!match) return undefined;
  return `${match[2] === 'second' ? 'sekunde' : 'dakika'} ${match[1]}`;
}

/**
 * The messages with a value in them: how to read the English, and what to say instead. A value
 * the book does not know leaves the message as it is.
 */
export const SERVER_PATTERNS: Readonly<Record<keyof typeof serverMessage, readonly [RegExp, PatternWords]>> =
  {
    notFound: [/^(.+) not found$/, (what = '') => THINGS[what]],
    tooManySignIns: [
      /^Too many sign-in attempts\. Please try again in (.+)$/,
      (after = '') => {
        const when = wait(after);
        return when && `Umejaribu kuingia mara nyingi mno. Tafadhali jaribu tena baada ya ${when}`;
      },
    ],
    tooManyRequests: [
      /^Too many requests from your network\. Please try again in (.+)$/,
      (after = '') => {
        const when = wait(after);
        return when && `Maombi mengi mno kutoka kwenye mtandao wako. Tafadhali jaribu tena baada ya ${when}`;
      },
    ],
    bodyType: [
      /^Send the body as (.+)$/,
      (types = '') => `Tuma maudhui ya ombi kama ${types.replace(' or ', ' au ')}`,
    ],
    expectedType: [/^Expected (\w+), received (\w+)$/, () => 'Thamani hii si ya aina inayotakiwa'],
    atMost: [/^At most (\d+) allowed$/, (limit) => `Zisizozidi ${limit} zinaruhusiwa`],
    atLeast: [/^At least (\d+) required$/, (limit) => `Angalau ${limit} zinahitajika`],
    provideAValid: [/^Please provide a valid (.+)$/, () => 'Tafadhali weka thamani sahihi'],
    uploadAllowance: [
      /^One enrolment may upload at most (\d+) files and (\d+) MB in all$/,
      (files, megabytes) =>
        `Usajili mmoja unaweza kupakia faili zisizozidi ${files} na MB ${megabytes} kwa jumla`,
    ],
    positionTaken: [
      /^The group already has a (.+)$/,
      (position = '') => {
        const word = POSITIONS[position];
        return word && `Kikundi tayari kina ${word}`;
      },
    ],
    claimAlreadyDecided: [
      /^The claim is already (\w+)$/,
      (status = '') => {
        const word = CLAIM_STATUSES[status];
        return word && `Dai hili tayari ${word}`;
      },
    ],
    claimNotPayable: [
      /^Only an approved claim can be paid; this one is (\w+)$/,
      (status = '') => {
        const word = CLAIM_STATUSES[status];
        return word && `Dai lililoidhinishwa pekee ndilo linaloweza kulipwa; hili ${word}`;
      },
    ],
    claimTakesNoDocuments: [
      /^A (\w+) claim takes no more documents$/,
      (status = '') => {
        const word = CLAIM_STATUSES[status];
        return word && `Dai ambalo ${word} haliwezi kuongezewa nyaraka`;
      },
    ],
    claimExists: [
      /^This person already has a claim \(([0-9a-f-]+)\): one death, one claim\. A rejected claim frees the person for a new one$/,
      (reference) =>
        `Mtu huyu tayari ana dai (${reference}): kifo kimoja, dai moja. Dai likikataliwa, dai jipya la mtu huyu linaweza kuwasilishwa`,
    ],
    claimRepeats: [
      /^This claim repeats claim ([0-9a-f-]+) for the same person: it goes no further while that claim stands$/,
      (reference) => `Dai hili linarudia dai ${reference} la mtu yuleyule: haliendelei wakati dai hilo lipo`,
    ],
    coverMoveRefused: [
      /^A record that is ([\w-]+) cannot be moved with ([\w-]+)$/,
      (status = '', action = '') => {
        const [state, move] = [COVER_STATUSES[status], COVER_ACTIONS[action]];
        return state && move && `Kumbukumbu ambayo ${state} haiwezi kubadilishwa kwa ${move}`;
      },
    ],
    coverActionRefused: [
      /^Not possible while the cover is ([\w-]+)$/,
      (status = '') => {
        const state = COVER_STATUSES[status];
        return state && `Haiwezekani wakati kumbukumbu ${state}`;
      },
    ],
    resultAmountMismatch: [
      /^Amount mismatch: the premium is (.+)$/,
      (amount) => `Kiasi hakilingani: ada ni ${amount}`,
    ],
    resultPaidOn: [/^Paid on (\d{4}-\d{2}-\d{2})$/, (date) => `Ililipwa tarehe ${date}`],
    resultFailedOn: [/^Failed on (\d{4}-\d{2}-\d{2})$/, (date) => `Ilishindwa tarehe ${date}`],
    resultColumns: [
      /^Expected (\d+) columns \(the last optional\), found (\d+)$/,
      (expected, found) => `Safu ${expected} zilitarajiwa (ya mwisho si lazima), zimepatikana ${found}`,
    ],
    resultOutsideWindow: [
      /^The date is outside the premium’s collection window, (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/,
      (from, to) => `Tarehe iko nje ya kipindi cha kukusanya ada hii, ${from} hadi ${to}`,
    ],
    resultsHeader: [
      /^The first line must be the header ([a-z_,]+)$/,
      (columns) => `Mstari wa kwanza lazima uwe wa vichwa ${columns}`,
    ],
    resultsTooManyRows: [
      /^A results file may hold at most (\d+) rows$/,
      (rows) => `Faili la matokeo lisizidi mistari ${rows}`,
    ],
    resultsTooManyBytes: [
      /^A results file may be at most ([\d.]+) MB$/,
      (megabytes) => `Faili la matokeo lisizidi MB ${megabytes}`,
    ],
  };

/** The book the browser reads: each Kiswahili text under the English the server sends. */
export const serverMessageBook: ServerMessageBook = {
  byText: new Map(
    Object.entries(SERVER_MESSAGES).map(([key, english]) => [
      english,
      SERVER_MESSAGES_SW[key as ServerMessageKey],
    ]),
  ),
  patterns: Object.values(SERVER_PATTERNS),
};
