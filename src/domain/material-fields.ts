/**
 * Which fields of a covered record say who or what is covered, or where what the bank sends about
 * the cover goes (DESIGN 12). A change to one of them waits for a second staff user; a contact
 * field changes at once and is written to the history. Names are the contract's input field
 * names; the screens and the server read these lists, so the rule is written once.
 */

/**
 * How a covered person is reached by phone or where they live: changed directly, each change
 * audited. Nothing the portal sends goes to them, so they cannot redirect a letter or certificate.
 */
export const CONTACT_FIELDS = ['mobile', 'address'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Who the person is: identity, date of birth and identification. */
const PERSON_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'sex',
  'maritalStatus',
  'dob',
  'idType',
  'idNumber',
  'idCopy',
] as const;

/**
 * Where the record's letters and its certificate of cover are sent (server/mail/addressee.ts): a
 * new address there would receive them, so it waits for a second staff user like the identity.
 */
const CORRESPONDENCE_FIELDS = ['email'] as const;

/**
 * An individual customer (or a group member): the person, their address for letters, the account
 * the premium comes from (an individual's; a member has none), their policy and next of kin.
 */
export const CUSTOMER_MATERIAL_FIELDS = [
  ...PERSON_FIELDS,
  ...CORRESPONDENCE_FIELDS,
  'accountNumber',
  'policyId',
  'nextOfKins',
] as const;

/** A diaspora customer: the person, their address for letters, the account the premium comes from, the policy and the family covered. */
export const DIASPORA_MATERIAL_FIELDS = [
  ...PERSON_FIELDS,
  ...CORRESPONDENCE_FIELDS,
  'accountNumber',
  'policyId',
  'beneficiaries',
] as const;

/**
 * A group: its members and leaders (adding one to a covered group is a change of kind `member`)
 * and the account its premiums are debited from.
 */
export const GROUP_MATERIAL_FIELDS = ['member', 'accountNumber'] as const;

export type GroupMaterialField = (typeof GROUP_MATERIAL_FIELDS)[number];

export type CustomerMaterialField = (typeof CUSTOMER_MATERIAL_FIELDS)[number];
export type DiasporaMaterialField = (typeof DIASPORA_MATERIAL_FIELDS)[number];
export type MaterialField = CustomerMaterialField | DiasporaMaterialField | GroupMaterialField;

export const isContactField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field);
