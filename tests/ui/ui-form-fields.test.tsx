import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '@/app/app-providers';
import { InputField, SelectField, TextAreaField } from '@/ui/form/input-fields';

const ID_TYPES = [
  { value: 1, label: 'National ID' },
  { value: 2, label: 'Voter ID' },
  { value: 3, label: 'Passport' },
];

const schema = yup.object({
  firstName: yup.string().min(3).required(),
  middleName: yup.string().min(3),
  idNumber: yup.string().min(10, 'Please provide a valid id number').required(),
  address: yup.string().min(4).required(),
  idType: yup.number().required(),
});

function renderForm(children: ReactNode, onSubmit = vi.fn()) {
  render(
    <AppProviders>
      <Formik
        initialValues={{ firstName: '', middleName: '', idNumber: '', address: '', idType: undefined }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          {children}
          <button type="submit">Save</button>
        </Form>
      </Formik>
    </AppProviders>,
  );
  return onSubmit;
}

describe('Formik form fields', () => {
  it('ties each visible label to its control and tags optional fields', () => {
    renderForm(
      <>
        <InputField name="firstName" label="First name" required />
        <InputField name="middleName" label="Middle name" />
        <TextAreaField name="address" label="Address" required />
        <SelectField name="idType" label="ID type" required options={ID_TYPES} />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-required', 'true');
    expect(first.id).toBeTruthy();
    expect(document.querySelector(`label[for="${first.id}"]`)).toHaveTextContent('First name');
    expect(screen.getByRole('textbox', { name: 'Middle name Optional' })).toHaveAttribute(
      'aria-required',
      'false',
    );
    expect(screen.getByRole('textbox', { name: 'Address' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'ID type' })).toBeInTheDocument();
    expect(screen.getAllByText('Optional')).toHaveLength(1);
  });

  it("starts the select on a disabled 'Choose' placeholder and keeps number values numbers", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      <>
        <SelectField name="idType" label="ID type" required options={ID_TYPES} />
        <InputField name="firstName" label="First name" required />
        <InputField name="idNumber" label="ID number" required />
        <TextAreaField name="address" label="Address" required />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'ID type' });
    const placeholder = within(select).getByRole('option', { name: 'Choose' });
    expect(placeholder).toBeDisabled();
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Passport');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Amina');
    await user.type(screen.getByRole('textbox', { name: 'ID number' }), 'AB1234567890');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Dar es Salaam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ idType: 3, firstName: 'Amina' }),
      expect.anything(),
    );
  });

  it('shows the error next to the field only after it was touched', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <InputField name="firstName" label="First name" required />
        <InputField name="middleName" label="Middle name" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.type(first, 'Am');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please provide valid first name')).not.toBeInTheDocument();

    await user.tab();
    const message = await screen.findByText('Please provide valid first name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please provide valid first name');
    expect(first.closest('[role="group"]')).toContainElement(message);
    expect(screen.getByRole('textbox', { name: 'Middle name Optional' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows every error after a submit, with custom and schema messages', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      <>
        <InputField name="firstName" label="First name" required errorMessage="Enter at least 3 letters" />
        <InputField name="idNumber" label="ID number" required useSchemaMessage />
        <TextAreaField name="address" label="Address" required />
        <SelectField name="idType" label="ID type" required options={ID_TYPES} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'ID number' }), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 3 letters')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid id number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Please provide valid address',
    );
    const select = screen.getByRole('combobox', { name: 'ID type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please provide valid id type');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'There are no options ...' for an empty list and 'loading ...' while loading", () => {
    renderForm(
      <>
        <SelectField name="idType" label="ID type" required options={[]} />
        <SelectField name="firstName" label="Policy" required options={ID_TYPES} loading />
      </>,
    );
    const empty = screen.getByRole('combobox', { name: 'ID type' });
    expect(within(empty).getAllByRole('option')).toHaveLength(1);
    expect(within(empty).getByRole('option', { name: 'There are no options ...' })).toBeDisabled();
    const loading = screen.getByRole('combobox', { name: 'Policy' });
    expect(within(loading).getAllByRole('option')).toHaveLength(1);
    expect(within(loading).getByRole('option', { name: 'loading ...' })).toBeDisabled();
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });

  it('shows help text until there is an error', async () => {
    const user = userEvent.setup();
    renderForm(<InputField name="firstName" label="First name" required helperText="As on your ID" />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAccessibleDescription('As on your ID');
    await user.click(first);
    await user.tab();
    expect(await screen.findByText('Please provide valid first name')).toBeInTheDocument();
    expect(screen.queryByText('As on your ID')).not.toBeInTheDocument();
  });
});
