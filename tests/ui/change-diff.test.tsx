import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { ChangeDiff, type ChangedFieldView } from '@/ui/layout/change-diff';

/** A waiting change's diff reads as the portal writes things: labels, names, dates, people. */

const kin = (firstName: string, idNumber: string, relationship: number, idCopy: string | null = null) => ({
  firstName,
  middleName: null,
  lastName: 'Mwakyusa',
  email: null,
  mobile: '0712345678',
  dob: '1990-03-05',
  sex: 'female',
  maritalStatus: 'married',
  idType: 1,
  idNumber,
  idCopy,
  address: 'Sinza, Dar es Salaam',
  relationship,
});

const AMINA = kin('Amina', '19900305141230000011', 2);
const HAMISI = kin('Hamisi', '19650101141230000022', 4);
const ZAWADI = kin('Zawadi', '19920707141230000033', 3, '/api/v1/files/6e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b');

const FIELDS: ChangedFieldView[] = [
  { field: 'firstName', before: 'Juma', after: 'Jumanne' },
  { field: 'middleName', before: 'Hamisi', after: null },
  { field: 'dob', before: '1989-06-14', after: '1989-06-15' },
  { field: 'idType', before: 1, after: 3 },
  { field: 'idNumber', before: '19890614141230000011', after: 'AB1234567' },
  {
    field: 'policyId',
    before: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
    after: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    beforeLabel: 'Family Shield',
    afterLabel: 'Family Shield Plus',
  },
  { field: 'nextOfKins', before: [AMINA, HAMISI], after: [AMINA, ZAWADI] },
];

function renderDiff(fields: ChangedFieldView[]) {
  return render(
    <AppProviders>
      <ChangeDiff fields={fields} label="Changes to Juma Mwakyusa" loadFile={async () => new Blob()} />
    </AppProviders>,
  );
}

/** A field's row: its label, then what it holds now and what approval would make it. */
function row(label: string) {
  const table = screen.getByRole('table', { name: 'Changes to Juma Mwakyusa' });
  const header = within(table).getByRole('rowheader', { name: label });
  const cells = within(header.closest('tr') as HTMLElement).getAllByRole('cell');
  return { before: cells[0] as HTMLElement, after: cells[1] as HTMLElement };
}

describe('the diff of a waiting change', () => {
  it('puts each changed field before and after side by side, under its label, in the portal’s words', () => {
    const view = renderDiff(FIELDS);
    const table = screen.getByRole('table', { name: 'Changes to Juma Mwakyusa' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Detail', 'Approved now', 'After approval']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'First name',
      'Middle name',
      'Date of birth',
      'ID type',
      'ID number',
      'Policy',
      'Next of kin',
    ]);

    expect(row('First name').before).toHaveTextContent(/^Juma$/);
    expect(row('First name').after).toHaveTextContent(/^Jumanne$/);
    // A value taken away reads 'None', not an empty cell.
    expect(row('Middle name').after).toHaveTextContent(/^None$/);
    // Dates as the portal shows them; id types and policies by name, never by number or id.
    expect(row('Date of birth').before).toHaveTextContent(/^Jun 14, 1989$/);
    expect(row('Date of birth').after).toHaveTextContent(/^Jun 15, 1989$/);
    expect(row('ID type').before).toHaveTextContent(/^National ID$/);
    expect(row('ID type').after).toHaveTextContent(/^Passport$/);
    expect(row('Policy').before).toHaveTextContent(/^Family Shield$/);
    expect(row('Policy').after).toHaveTextContent(/^Family Shield Plus$/);
    expect(view.container.textContent).not.toContain('6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b');
    view.unmount();
  });

  it('lists next of kin as readable lines, saying in words who is removed and who is added', () => {
    const view = renderDiff(FIELDS);
    const { before, after } = row('Next of kin');
    const beforeItems = within(before).getAllByRole('listitem');
    const afterItems = within(after).getAllByRole('listitem');
    expect(beforeItems.map((item) => item.textContent)).toEqual([
      'Amina Mwakyusa, SpouseBorn Mar 05, 1990 · Female · National ID 19900305141230000011 · Mobile 0712345678',
      'RemovedHamisi Mwakyusa, ParentBorn Mar 05, 1990 · Female · National ID 19650101141230000022 · Mobile 0712345678',
    ]);
    expect(afterItems[0]).toHaveTextContent(/^Amina Mwakyusa, Spouse/);
    expect(afterItems[0]).not.toHaveTextContent(/Added|Removed/);
    expect(afterItems[1]).toHaveTextContent(/^AddedZawadi Mwakyusa, Child/);
    // The new next of kin's id copy can be opened from the diff.
    expect(
      within(afterItems[1] as HTMLElement).getByRole('button', { name: /View the copy/ }),
    ).toBeInTheDocument();
    view.unmount();
  });

  it('shows a member a change adds to a group as an addition, with position, facts and next of kin', () => {
    const view = renderDiff([
      {
        field: 'member',
        before: null,
        after: {
          firstName: 'Rehema',
          lastName: 'Said',
          mobile: '0755123456',
          dob: '1995-11-02',
          sex: 'female',
          maritalStatus: 'single',
          idType: 4,
          idNumber: 'DL12345678',
          address: 'Moshi',
          position: 'treasurer',
          nextOfKins: [kin('Salim', '19700101141230000044', 4)],
        },
      },
    ]);
    const { before, after } = row('New member');
    expect(before).toHaveTextContent(/^None$/);
    expect(after).toHaveTextContent(
      /^AddedRehema Said, TreasurerBorn Nov 02, 1995 · Female · Driving licence DL12345678 · Mobile 0755123456Next of kin: Salim Mwakyusa$/,
    );
    view.unmount();
  });

  it('names a field it does not know in words rather than showing its code', () => {
    const view = renderDiff([{ field: 'accountNumber', before: '0150123456789', after: '0150987654321' }]);
    expect(row('Account number').after).toHaveTextContent(/^0150987654321$/);
    view.unmount();
  });
});
