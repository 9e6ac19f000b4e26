import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import type { DeclaredMember, DiasporaDetails } from '@/domain/diaspora';
import { BeneficiaryForm, type BeneficiaryFormProps } from '@/features/onboarding/beneficiary-form';
import { DetailsForm, type DetailsFormProps } from '@/features/onboarding/details-form';
import { MemberCard } from '@/features/onboarding/member-card';

type User = ReturnType<typeof userEvent.setup>;

const upload = vi.fn(async (file: File) => ({ url: '/api/v1/files/5f0c', name: file.name }));

function renderDetails(props: Partial<DetailsFormProps> = {}) {
  const onSubmit = vi.fn<(details: DiasporaDetails) => void>();
  const onPrevious = vi.fn();
  const onChange = vi.fn();
  render(
    <AppProviders>
      <DetailsForm
        initialValues={undefined}
        onSubmit={onSubmit}
        onPrevious={onPrevious}
        onChange={onChange}
        upload={upload}
        {...props}
      />
    </AppProviders>,
  );
  return { onSubmit, onPrevious, onChange };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const dateOfBirth = () => screen.getByLabelText(/^Date of birth/);

/** Types a whole value at once (one input event), as a paste or an autofill would. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const yearsAgo = (years: number) => DateTime.utc().minus({ years, days: 1 }).toISODate() ?? '';

async function fillDetails(user: User, overrides: { dob?: string; idNumber?: string } = {}) {
  await enter(user, textbox('First name'), '  Amina ');
  await enter(user, textbox('Last name'), 'Mollel');
  await enter(user, dateOfBirth(), overrides.dob ?? '1988-04-12');
  await user.selectOptions(select('Sex'), 'Female');
  await user.selectOptions(select('Marital status'), 'Married');
  await enter(user, textbox('Account number'), '0150123456789');
  await user.selectOptions(select('ID type'), 'Passport');
  await enter(user, textbox('ID number'), overrides.idNumber ?? 'AB 123-4567');
  await enter(user, textbox('Email'), 'amina@example.com');
  await enter(user, textbox('Mobile number'), '+44 7700 900123');
  await enter(user, textbox('Place of residency'), 'London, United Kingdom');
}

describe('basic details form', () => {
  it('shows the three sections with their fields', () => {
    renderDetails();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Basic Details', 'Account Details', 'Contact Details']);
    const account = screen.getByRole('region', { name: 'Account Details' });
    expect(within(account).getByRole('combobox', { name: 'ID type' })).toBeInTheDocument();
    expect(
      within(select('ID type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'National ID', 'Voter ID', 'Passport']);
    expect(within(account).getByLabelText(/Copy of ID/)).toHaveAttribute('type', 'file');
    expect(textbox('Middle name Optional')).toBeInTheDocument();
    expect(dateOfBirth()).toHaveAttribute('type', 'date');
    expect(dateOfBirth()).toHaveAttribute('max', DateTime.local().toISODate());
    expect(textbox('Mobile number')).toHaveAccessibleDescription(/\+44 7700 900123/);
  });

  it('tells the id number length the chosen id type expects', async () => {
    const user = userEvent.setup();
    renderDetails();
    expect(textbox('ID number')).toHaveAccessibleDescription(/20 characters for a National ID/);
    await user.selectOptions(select('ID type'), 'Voter ID');
    expect(textbox('ID number')).toHaveAccessibleDescription(
      'A Voter ID number has 13 characters, not counting dashes and spaces.',
    );
  });

  it('submits clean, typed details', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDetails();
    await fillDetails(user);
    await user.upload(
      screen.getByLabelText(/Copy of ID/),
      new File(['id'], 'passport.pdf', { type: 'application/pdf' }),
    );
    await screen.findByRole('link', { name: 'passport.pdf' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const details = onSubmit.mock.calls[0]?.[0];
    expect(details).toEqual({
      firstName: 'Amina',
      lastName: 'Mollel',
      dob: '1988-04-12',
      sex: 'female',
      maritalStatus: 'married',
      accountNumber: '0150123456789',
      idType: 3,
      idNumber: 'AB 123-4567',
      idCopy: { url: '/api/v1/files/5f0c', name: 'passport.pdf' },
      email: 'amina@example.com',
      mobile: '+44 7700 900123',
      address: 'London, United Kingdom',
      // The public form does not ask it: the enrolment sends the language the visitor reads.
      language: 'en',
    });
    expect(details).not.toHaveProperty('middleName');
  });

  it("shows 'Please provide a valid id number' on the id number, focuses it and keeps every value", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDetails();
    await fillDetails(user, { idNumber: 'AB12345' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const idNumber = textbox('ID number');
    await waitFor(() => expect(idNumber).toHaveAccessibleDescription('Please provide a valid id number'));
    expect(idNumber).toHaveAttribute('aria-invalid', 'true');
    expect(idNumber.closest('[role="group"]')).toContainElement(
      screen.getByText('Please provide a valid id number'),
    );
    await waitFor(() => expect(idNumber).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    expect(textbox('First name')).toHaveValue('  Amina ');
    expect(textbox('Last name')).toHaveValue('Mollel');
    expect(dateOfBirth()).toHaveValue('1988-04-12');
    expect(select('Sex')).toHaveValue('female');
    expect(select('Marital status')).toHaveValue('married');
    expect(textbox('Account number')).toHaveValue('0150123456789');
    expect(select('ID type')).toHaveValue('3');
    expect(idNumber).toHaveValue('AB12345');
    expect(textbox('Email')).toHaveValue('amina@example.com');
    expect(textbox('Mobile number')).toHaveValue('+44 7700 900123');
    expect(textbox('Place of residency')).toHaveValue('London, United Kingdom');
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toEqual([
      idNumber,
    ]);
  });

  it('refuses an under-age holder with the age message on the date of birth', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDetails();
    await fillDetails(user, { dob: DateTime.utc().minus({ years: 17 }).toISODate() ?? '' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(dateOfBirth()).toHaveAccessibleDescription(
        'The account holder must be between 18 and 80 years old',
      ),
    );
    await waitFor(() => expect(dateOfBirth()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks every missing field after an empty submit and focuses the first one', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(textbox('First name')).toHaveFocus());
    expect(textbox('First name')).toHaveAccessibleDescription('Please provide valid first name');
    expect(textbox('Middle name Optional')).not.toHaveAttribute('aria-invalid');
    expect(select('ID type')).toHaveAccessibleDescription('Please provide valid id type');
    expect(textbox('Account number')).toHaveAccessibleDescription(
      'Please provide valid account number (10 to 20 digits)',
    );
    expect(textbox('Mobile number')).toHaveAccessibleDescription('Please provide valid mobile number');
    expect(textbox('Place of residency')).toHaveAccessibleDescription(
      'Please provide valid place of residency',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports every change for the draft', async () => {
    const user = userEvent.setup();
    const { onChange } = renderDetails();
    expect(onChange).not.toHaveBeenCalled();
    await user.type(textbox('First name'), 'Amina');
    await user.selectOptions(select('ID type'), 'Voter ID');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ firstName: 'Amina', idType: 2, lastName: '' }),
    );
  });

  it('goes back on Previous without submitting', async () => {
    const user = userEvent.setup();
    const { onPrevious, onSubmit } = renderDetails();
    await user.type(textbox('First name'), 'Am');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('restores the fields from the initial values and submits them unchanged', async () => {
    const user = userEvent.setup();
    const saved: DiasporaDetails = {
      firstName: 'Amina',
      middleName: 'Neema',
      lastName: 'Mollel',
      email: 'amina@example.com',
      mobile: '+44 7700 900123',
      dob: '1988-04-12',
      sex: 'female',
      maritalStatus: 'single',
      idType: 2,
      idNumber: 'T-1234-5678-9012',
      accountNumber: '0150123456789',
      address: 'London, United Kingdom',
      idCopy: { url: '/api/v1/files/abc', name: 'voter-card.png' },
      language: 'sw',
    };
    const { onSubmit } = renderDetails({ initialValues: saved });
    expect(textbox('First name')).toHaveValue('Amina');
    expect(textbox('Middle name Optional')).toHaveValue('Neema');
    expect(dateOfBirth()).toHaveValue('1988-04-12');
    expect(select('Marital status')).toHaveValue('single');
    expect(select('ID type')).toHaveValue('2');
    expect(textbox('ID number')).toHaveValue('T-1234-5678-9012');
    expect(screen.getByRole('link', { name: 'voter-card.png' })).toHaveAttribute('href', '/api/v1/files/abc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The second argument puts a refusal on a field (staff learn of a taken id number so).
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(saved, expect.any(Function)));
  });

  it('restores a draft of form values, the id type kept as a number', async () => {
    const { onChange } = renderDetails({
      initialValues: { firstName: 'Amina', idType: '3' as unknown as 3 },
    });
    expect(textbox('First name')).toHaveValue('Amina');
    expect(select('ID type')).toHaveValue('3');
    expect(textbox('ID number')).toHaveAccessibleDescription(/A Passport number has 9 characters/);
    const user = userEvent.setup();
    await user.type(textbox('Last name'), 'M');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ idType: 3, lastName: 'M' }));
  });
});

const SPOUSE: DeclaredMember = {
  firstName: 'Zawadi',
  lastName: 'Mollel',
  sex: 'female',
  dob: '1990-01-01',
  relationship: 2,
};
const CHILD: DeclaredMember = {
  firstName: 'Asha',
  lastName: 'Mollel',
  sex: 'female',
  dob: '2016-03-03',
  relationship: 3,
};

function renderBeneficiary(props: Partial<BeneficiaryFormProps> = {}) {
  const onSubmit = vi.fn<(member: DeclaredMember) => void>();
  const onCancel = vi.fn();
  render(
    <AppProviders>
      <BeneficiaryForm existing={[]} onSubmit={onSubmit} onCancel={onCancel} upload={upload} {...props} />
    </AppProviders>,
  );
  return { onSubmit, onCancel };
}

async function fillMember(user: User, member: { relationship: 'Spouse' | 'Child'; dob: string }) {
  await enter(user, textbox('First name'), 'Baraka ');
  await enter(user, textbox('Last name'), 'Mollel');
  await user.selectOptions(select('Sex'), 'Male');
  await enter(user, dateOfBirth(), member.dob);
  await user.selectOptions(select('Relationship'), member.relationship);
}

describe('beneficiary form', () => {
  it('adds a child with a proof of relationship', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBeneficiary({ existing: [SPOUSE] });
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await fillMember(user, { relationship: 'Child', dob: '2018-02-02' });
    await user.upload(
      screen.getByLabelText(/Proof of relationship/),
      new File(['birth'], 'birth-certificate.pdf', { type: 'application/pdf' }),
    );
    await screen.findByRole('link', { name: 'birth-certificate.pdf' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Baraka',
        lastName: 'Mollel',
        sex: 'male',
        dob: '2018-02-02',
        relationship: 3,
        copyOfProof: { url: '/api/v1/files/5f0c', name: 'birth-certificate.pdf' },
      }),
    );
  });

  it('refuses a second spouse with the message on the relationship', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBeneficiary({ existing: [SPOUSE, CHILD] });
    await fillMember(user, { relationship: 'Spouse', dob: '1989-09-09' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const relationship = select('Relationship');
    await waitFor(() => expect(relationship).toHaveAccessibleDescription('Only one spouse can be declared'));
    await waitFor(() => expect(relationship).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the relationship left unchosen as for every other choice, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBeneficiary();
    await enter(user, textbox('First name'), 'Baraka');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(select('Relationship')).toHaveAccessibleDescription('Please provide valid relationship'),
    );
    expect(select('Sex')).toHaveAccessibleDescription('Please provide valid sex');
    expect(textbox('First name')).toHaveValue('Baraka');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a child over 21 with the message on the date of birth', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderBeneficiary();
    await fillMember(user, { relationship: 'Child', dob: yearsAgo(22) });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(dateOfBirth()).toHaveAccessibleDescription('A child must be 21 years old or younger'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits the only spouse without counting it twice', async () => {
    const user = userEvent.setup();
    const existing = [CHILD, SPOUSE];
    const { onSubmit } = renderBeneficiary({ existing, editingIndex: 1, initialValues: SPOUSE });
    expect(textbox('First name')).toHaveValue('Zawadi');
    expect(select('Relationship')).toHaveValue('2');
    expect(dateOfBirth()).toHaveValue('1990-01-01');
    await user.clear(textbox('Last name'));
    await user.type(textbox('Last name'), 'Kimaro');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...SPOUSE, lastName: 'Kimaro' }));
  });

  it('cancels without submitting', async () => {
    const user = userEvent.setup();
    const { onCancel, onSubmit } = renderBeneficiary();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("a declared beneficiary's proof of relationship", () => {
  // jsdom has no object URLs: each file handed over gets a numbered one.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const created: Blob[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return `blob:http://localhost/proof-${created.length}`;
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  function renderCard(member: DeclaredMember) {
    return render(
      <AppProviders>
        <ul>
          <MemberCard member={member} onEdit={() => {}} onRemove={() => {}} disabled={false} />
        </ul>
      </AppProviders>,
    );
  }

  it('opens the file the visitor chose in a new tab, from memory, while the page still holds it', async () => {
    const user = userEvent.setup();
    const chosen = new File(['%PDF-1.7'], 'marriage-certificate.pdf', { type: 'application/pdf' });
    const { onSubmit } = renderBeneficiary();
    await fillMember(user, { relationship: 'Spouse', dob: '1990-01-01' });
    await user.upload(screen.getByLabelText(/Proof of relationship/), chosen);
    await screen.findByRole('link', { name: 'marriage-certificate.pdf' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const member = onSubmit.mock.calls[0]?.[0] as DeclaredMember;

    const card = renderCard(member);
    const link = await screen.findByRole('link', {
      name: 'Proof of relationship: marriage-certificate.pdf (opens in a new tab)',
    });
    // The very file chosen, not the stored copy, which only staff may read.
    expect(created).toEqual([chosen]);
    expect(link).toHaveAttribute('href', 'blob:http://localhost/proof-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    card.unmount();
    expect(revoked).toEqual(['blob:http://localhost/proof-1']);
  });

  it('names the proof as plain text, no link, once the page no longer holds the file (after a reload)', () => {
    renderCard({
      ...SPOUSE,
      copyOfProof: { url: '/api/v1/files/0b7e-restored-from-a-draft', name: 'proof.pdf' },
    });
    expect(screen.getByText('Proof of relationship: proof.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(created).toEqual([]);
  });
});
