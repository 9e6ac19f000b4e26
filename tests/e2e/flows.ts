import type { Locator, Page } from 'playwright-core';

/** A form field by the start of its label (labels may end with an 'Optional' tag). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** The enrolment's details step, as labels to values: the three selects, then the text fields. */
export interface HolderDetails {
  selects: { Sex: string; 'Marital status': string; 'ID type': string };
  texts: Record<string, string>;
}

export async function fillHolderDetails(page: Page, { selects, texts }: HolderDetails): Promise<void> {
  for (const [label, value] of Object.entries(selects)) await field(page, label).selectOption(value);
  for (const [label, value] of Object.entries(texts)) await field(page, label).fill(value);
}

export interface DeclaredBeneficiary {
  firstName: string;
  lastName: string;
  sex: string;
  dob: string;
  relationship: string;
}

/** Declares one beneficiary in the enrolment's dialog and waits for it to close. */
export async function addBeneficiary(page: Page, member: DeclaredBeneficiary): Promise<void> {
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'First name').fill(member.firstName);
  await field(dialog, 'Last name').fill(member.lastName);
  await field(dialog, 'Sex').selectOption(member.sex);
  await field(dialog, 'Date of birth').fill(member.dob);
  await field(dialog, 'Relationship').selectOption(member.relationship);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface DiasporaHolder {
  firstName: string;
  lastName: string;
  voterId: string;
}

/**
 * Staff enrol a diaspora customer with one child through the dashboard's onboarding flow, and
 * land back on the in-progress list.
 */
export async function enrolDiasporaAsStaff(page: Page, holder: DiasporaHolder): Promise<void> {
  await page.goto('/dashboard/customers/diasporas/in-progress');
  await page.getByRole('link', { name: 'Register diaspora' }).click();
  await page.waitForURL('**/dashboard/customers/diasporas/new/policy');
  await page.getByText('I agree with the Terms and Conditions provided above.').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/new/basic-details');
  await fillHolderDetails(page, {
    selects: { Sex: 'female', 'Marital status': 'single', 'ID type': '2' },
    texts: {
      'First name': holder.firstName,
      'Last name': holder.lastName,
      'Date of birth': '1979-11-30',
      'Account number': '0162345678901',
      'ID number': holder.voterId,
      Email: 'holder@example.ae',
      'Mobile number': '+971 50 123 4567',
      'Place of residency': 'Dubai, United Arab Emirates',
    },
  });
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.waitForURL('**/new/members-declaration');
  await addBeneficiary(page, {
    firstName: 'Juma',
    lastName: holder.lastName,
    sex: 'male',
    dob: '2012-04-04',
    relationship: '3',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/customers/diasporas/in-progress');
}
