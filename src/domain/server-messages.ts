/**
 * The server's own words in its answers (SPEC §8 `respMsg` and `messages`), one source: the server
 * sends them in English, and the browser shows them in the reader's language
 * (`src/i18n/sw/server-messages.ts`). The shared rules' messages stay with their rules.
 */
export const SERVER_MESSAGES = {
  // Signing in and sessions
  invalidCredentials: 'Invalid credentials',
  invalidUsername: 'Invalid username',
  invalidPassword: 'Invalid password',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again',
  malformedAuthorization: 'The authorization header is malformed',
  notPermitted: 'You do not have permission to do this',
  enrolmentSessionExpired: 'Your enrolment session has expired. Please verify the captcha again',
  verifyCaptchaAgain: 'Please verify the captcha again',
  captchaFailed: 'The captcha could not be verified. Please try again',
  signInCaptchaRequired: 'Please confirm you are a person to sign in',
  // Requests the server cannot read
  invalidRequest: 'The request is not valid',
  invalidMonth: 'Give a real month, YYYY-MM, from 1900-01 to 9998-12',
  required: 'Required',
  fieldNotAllowed: 'This field is not allowed',
  invalidEmail: 'Invalid email',
  bodyRequired: 'The request body is required',
  tooLarge: 'The request is too large',
  unsupportedContentType: 'This content type is not supported',
  addressTooLong: 'The address is too long',
  addressInvalid: 'The address is not valid',
  headersTooLong: 'The address or the headers of the request are too long',
  requestTooSlow: 'The request took too long to arrive',
  notHttp: 'The request is not valid HTTP',
  pageNotFound: 'Not found',
  unknownReference: 'The request refers to something that does not exist',
  recordExists: 'This record already exists',
  unexpected: 'Oops an unexpected error occurred',
  databaseUnavailable: 'The service is unavailable for a moment. Please try again in a few seconds',
  idempotencyKeyMissing: 'Please provide valid Idempotency-Key (a new one for each new request)',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyNew: 'Use a new key for a new request',
  // Files
  uploadNotMultipart: 'The upload is not a valid multipart form',
  uploadOneFile: 'Send exactly one file, in the field named file',
  uploadFileTypes: 'Only PDF, PNG, JPEG or WebP files are accepted',
  uploadEmpty: 'The file is empty',
  uploadAsMultipart: 'Send the file as multipart/form-data',
  uploadAgain: 'Please upload the file again',
  uploadRoomFull: 'Documents cannot be uploaded just now. Please try again later',
  enrolmentSubmittedDocuments: 'This enrolment was already submitted: its documents can no longer change',
  enrolmentSubmitted: 'This enrolment was already submitted',
  // Records
  customerAdded: 'Customer added successfully.',
  chooseIndividualPolicy: 'Please choose an individual policy from the list',
  chooseGroupPolicy: 'Please choose a group policy from the list',
  chooseDiasporaPolicy: 'Please choose a diaspora policy from the list',
  alreadyEnrolled: 'A customer with this id number is already enrolled',
  enrolmentAlreadySubmitted:
    'This enrolment was already submitted. Please verify the captcha to start a new one',
  alreadyRegistered: 'A customer with this id number is already registered',
  alreadyMember: 'This person is already a member of the group',
  positionHeld: 'Another member already holds this position in the group',
  memberHasNoAccount:
    'A group member has no payment account of their own: the premiums are debited from the group’s account',
  liveDiasporaHoldsId:
    'Another live diaspora customer holds this id number: reject this enrolment, or remove the other record first',
  beneficiaryWithClaim: 'A beneficiary with a claim cannot be removed from the cover',
  // Changes, covers and approvals
  changeWaits: 'A change to this record already waits for approval: approve or reject it first',
  noChangeWaits: 'No change waits for approval on this record',
  otherChangeWaits: 'Another change waits on this record now: reload it and decide again',
  notTheWaitingChange: 'Not the change that waits',
  secondUserForChange: 'A second staff user must decide this change: you made this record or the change',
  roleMayNotApproveChanges: 'Your role may not approve changes to this record',
  rejectionReason: 'Please give the reason for rejecting this change',
  changeReason: 'Please give the reason for this change',
  secondUserForCover:
    'A second staff user must approve: you created this record, or changed, rejected, reopened or added to it since its last approval',
  roleMayNotApproveCovers: 'Your role may not approve covers',
  changeImpossible: 'The change is not possible',
  // Deletions (DESIGN decision 15: nothing with a cover, a claim or premiums is ever deleted)
  deletionCovered:
    'A customer who has or had a cover is never deleted: the cover ends instead (lapse or cancel)',
  deletionClaims: 'A customer with a claim is never deleted: their cover ends instead (lapse or cancel)',
  deletionPremiums: 'A customer with premiums is never deleted: their cover ends instead (lapse or cancel)',
  deletionCoveredGroup:
    "A member of a group that has or had a cover is never deleted: the group's cover ends instead (lapse or cancel)",
  deletionGroupLeader:
    "A group's leader is never deleted: another member takes their place in the group first, so the group never loses a leader",
  deletionWaits: 'A deletion of this record already waits for approval: approve or reject it first',
  noDeletionWaits: 'No deletion waits for approval on this record',
  otherDeletionWaits: 'Another deletion waits on this record now: reload it and decide again',
  notTheWaitingDeletion: 'Not the deletion that waits',
  secondUserForDeletion:
    'A second staff user must decide this deletion: you asked for it or made this record',
  roleMayNotApproveDeletions: 'Your role may not approve deletions',
  deletionReason: 'Please give the reason for this deletion',
  deletionRejectionReason: 'Please give the reason for rejecting this deletion',
  // Reasons the portal itself writes on a record's history
  recordDeleted: 'The record was deleted',
  benefitUsedUp: 'Maximum benefit used up',
  premiumsUnpaid: 'premiums unpaid',
  coverExpiredUnpaid: 'cover expired with premiums unpaid',
  // Premiums
  resultsAsMultipart: 'Send the results file as multipart/form-data, in the field named file',
  waiverNotUnpaid: 'Only an unpaid premium can be waived',
  waiverAlreadyAsked: 'A waiver of this premium is already waiting for a decision',
  waiverNothingToDecide: 'No waiver of this premium is waiting for a decision',
  secondUserForWaiver: 'A waiver must be decided by a staff member other than the one who asked for it',
  roleMayNotDecideWaivers: 'Your role may not decide waivers',
  secondUserForResults:
    'A results file must be approved by a staff member other than the one who uploaded it',
  roleMayNotApproveResults: 'Your role may not approve results files',
  resultsNotWaiting: 'This results file is not waiting for approval',
  resultsRejectionReason: 'Please give the reason for rejecting this results file',
  resultsUnreadable: 'The file is not a readable CSV file',
  resultsNoRows: 'The file has no results after its header',
  // Certificates
  memberCertificate: "A group member is covered by the group's certificate",
  certificateNeedsCover: 'Only a covered record has a certificate of cover',
  certificateNeedsPolicy: 'The record has no policy, so no certificate of cover',
  // A results file's rows (server/premiums): the report shows why a row was refused
  resultUnknownReference: 'Unknown reference: no premium has it',
  resultAccountMismatch: 'The account does not match the account of the premium',
  resultWaived: 'The premium was waived',
  resultAlreadyPaid: 'The premium is already paid',
  resultEarlierLine: 'The reference is on an earlier line of this file',
  resultNotAReference: 'The reference is not a premium reference (PRM-00000042)',
  resultAmountDigits: 'The amount must be whole TZS, digits only',
  resultDateFormat: 'The date must be a date written YYYY-MM-DD',
  resultWord: 'The result must be paid or failed',
  resultFailedNeedsReason: 'A failed debit needs its reason',
  resultNoAccount:
    'The customer or group of this premium has no payment account: its rows are refused until one is recorded',
  resultDateInFuture: 'The date is in the future',
  resultBankReferenceMissing: 'A paid debit needs the bank’s reference',
  resultBankReferenceFormat: 'The bank’s reference is not in the bank’s format',
  resultPaidMeanwhile: 'The premium was paid after the file was checked',
  resultWaivedMeanwhile: 'The premium was waived after the file was checked',
  // Claims
  secondUserForClaim: 'A second staff user must approve: you recorded this claim or added a document to it',
  holderOnly: 'This cover insures the holder only',
  chooseDeclaredBeneficiary: 'Choose a beneficiary declared by this customer',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** What a 404 names. */
export const NOT_FOUND_THINGS = [
  'Claim',
  'Customer',
  'Diaspora customer',
  'File',
  'Group',
  'Member',
  'Premium',
  'Record',
  'Results file',
] as const;
export type NotFoundThing = (typeof NOT_FOUND_THINGS)[number];

/** A group position as the server's messages name it (the stored positions, secretary included). */
const POSITION_NAMES = {
  'chair-person': 'chair person',
  'vice-chair-person': 'vice chair person',
  secretary: 'secretary',
  treasurer: 'treasurer',
  member: 'member',
} as const;

/** Where a wait is said in words: 'a few seconds' style, from a number of milliseconds. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The server's messages with a value in them; each has its pattern in the Kiswahili book. */
export const serverMessage = {
  notFound: (what: NotFoundThing) => `${what} not found`,
  tooManySignIns: (waitMs: number) =>
    `Too many sign-in attempts. Please try again in ${describeWait(waitMs)}`,
  tooManyRequests: (waitMs: number) =>
    `Too many requests from your network. Please try again in ${describeWait(waitMs)}`,
  bodyType: (types: readonly string[]) => `Send the body as ${types.join(' or ')}`,
  expectedType: (expected: string, received: string) => `Expected ${expected}, received ${received}`,
  atMost: (limit: number) => `At most ${limit} allowed`,
  atLeast: (limit: number) => `At least ${limit} required`,
  provideAValid: (field: string) => `Please provide a valid ${field}`,
  uploadAllowance: (files: number, megabytes: number) =>
    `One enrolment may upload at most ${files} files and ${megabytes} MB in all`,
  positionTaken: (position: keyof typeof POSITION_NAMES) =>
    `The group already has a ${POSITION_NAMES[position]}`,
  claimAlreadyDecided: (status: string) => `The claim is already ${status}`,
  claimNotPayable: (status: string) => `Only an approved claim can be paid; this one is ${status}`,
  claimTakesNoDocuments: (status: string) => `A ${status} claim takes no more documents`,
  claimExists: (reference: string) =>
    `This person already has a claim (${reference}): one death, one claim. A rejected claim frees the person for a new one`,
  claimRepeats: (reference: string) =>
    `This claim repeats claim ${reference} for the same person: it goes no further while that claim stands`,
  coverMoveRefused: (status: string, action: string) =>
    `A record that is ${status} cannot be moved with ${action}`,
  coverActionRefused: (status: string) => `Not possible while the cover is ${status}`,
  resultAmountMismatch: (amount: string) => `Amount mismatch: the premium is ${amount}`,
  resultPaidOn: (date: string) => `Paid on ${date}`,
  resultFailedOn: (date: string) => `Failed on ${date}`,
  resultColumns: (expected: number, found: number) =>
    `Expected ${expected} columns (the last optional), found ${found}`,
  resultOutsideWindow: (from: string, to: string) =>
    `The date is outside the premium’s collection window, ${from} to ${to}`,
  resultsHeader: (columns: readonly string[]) => `The first line must be the header ${columns.join(',')}`,
  resultsTooManyRows: (rows: number) => `A results file may hold at most ${rows} rows`,
  resultsTooManyBytes: (megabytes: number) => `A results file may be at most ${megabytes} MB`,
} as const;
