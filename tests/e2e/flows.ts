import type { Locator, Page } from 'playwright-core';

/** A form field by the start of its label (labels may end with an 'Optional' tag). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));

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
  await field(page, 'Sex').selectOption('female');
  await field(page, 'Marital status').selectOption('single');
  await field(page, 'ID type').selectOption('2');
  for (const [label, value] of Object.entries({
    'First name': holder.firstName,
    'Last name': holder.lastName,
    'Date of birth': '1979-11-30',
    'Account number': '0162345678901',
    'ID number': holder.voterId,
    Email: 'holder@example.ae',
    'Mobile number': '+971 50 123 4567',
    'Place of residency': 'Dubai, United Arab Emirates',
  })) {
    await field(page, label).fill(value);
  }
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.waitForURL('**/new/members-declaration');
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  const member = page.getByRole('dialog');
  await field(member, 'First name').fill('Juma');
  await field(member, 'Last name').fill(holder.lastName);
  await field(member, 'Sex').selectOption('male');
  await field(member, 'Date of birth').fill('2012-04-04');
  await field(member, 'Relationship').selectOption('3');
  await member.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL('**/dashboard/customers/diasporas/in-progress');
}
