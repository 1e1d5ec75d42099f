import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  applyServerFieldErrors,
  Form,
  FormActions,
  FormError,
  type FormFailure,
  showFailureInForm,
} from './Form';
import {
  CheckboxField,
  DateField,
  MoneyField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';

interface Values {
  name: string;
  email: string;
  password: string;
  type: string;
  notes: string;
  agree: boolean;
  startDate: string;
  salary: number | null;
}

const defaults: Values = {
  name: '',
  email: '',
  password: '',
  type: '',
  notes: '',
  agree: false,
  startDate: '',
  salary: null,
};

function EmployeeForm({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (values: Values) => void;
  serverErrors?: Record<string, string>;
}) {
  const form = useForm<Values>({ defaultValues: defaults });
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        if (serverErrors) applyServerFieldErrors(form.setError, serverErrors);
        else onSubmit(values);
      }}
    >
      <FormError />
      <TextField name="name" label="Full name" required description="As on the KTP" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField name="password" label="Password" />
      <SelectField
        name="type"
        label="Contract type"
        placeholder="Choose…"
        options={[
          { value: 'pkwt', label: 'PKWT' },
          { value: 'pkwtt', label: 'PKWTT' },
        ]}
      />
      <TextAreaField name="notes" label="Notes" />
      <CheckboxField name="agree" label="Data is correct" />
      <DateField name="startDate" label="Start date" />
      <MoneyField name="salary" label="Basic salary" required />
      <FormActions>
        <button type="submit">Save employee</button>
      </FormActions>
    </Form>
  );
}

describe('form fields', () => {
  it('puts the label above the field and marks it required', () => {
    render(<EmployeeForm onSubmit={() => {}} />);
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('As on the KTP');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-required');
  });

  it('shows the required error when the user leaves an empty required field', async () => {
    const user = userEvent.setup();
    render(<EmployeeForm onSubmit={() => {}} />);
    const name = screen.getByLabelText(/Full name/);
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the KTP Full name is required.');

    await user.type(name, 'Budi Santoso');
    await user.tab();
    expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows every required error on submit, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EmployeeForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Basic salary is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // the first invalid field gets the focus
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
  });

  it('submits typed values; money as an integer shown with Rp and dots', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<EmployeeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Full name/), 'Budi Santoso');
    await user.selectOptions(screen.getByLabelText('Contract type'), 'pkwt');
    await user.click(screen.getByLabelText('Data is correct'));
    await user.type(screen.getByLabelText('Start date'), '2026-11-21');
    const salary = screen.getByLabelText(/Basic salary/);
    await user.type(salary, '5000000');
    expect(salary).toHaveValue('5.000.000');
    expect(screen.getByText('Rp')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Budi Santoso',
        type: 'pkwt',
        agree: true,
        startDate: '2026-11-21',
        salary: 5000000,
      }),
    );
  });

  it('shows server errors beside their fields and a form-wide one on top', async () => {
    const user = userEvent.setup();
    render(
      <EmployeeForm
        onSubmit={() => {}}
        serverErrors={{ email: 'This email is already used.', '': 'Could not save.' }}
      />,
    );
    await user.type(screen.getByLabelText(/Full name/), 'Budi');
    await user.type(screen.getByLabelText(/Basic salary/), '1');
    await user.type(screen.getByLabelText('Email'), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Save employee' }));

    expect(await screen.findByText('This email is already used.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email is already used.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');

    // leaving the field unchanged keeps the server's message
    await user.tab();
    expect(screen.getByText('This email is already used.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<EmployeeForm onSubmit={() => {}} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

type ProfileValues = { nik: string; phone: string };

function ProfileForm({
  failure,
  fieldOf,
}: {
  failure: FormFailure;
  fieldOf?: (serverField: string) => string;
}) {
  const form = useForm<ProfileValues>({ defaultValues: { nik: '', phone: '' } });
  return (
    <Form form={form} onSubmit={() => showFailureInForm(form, failure, ['nik', 'phone'], fieldOf)}>
      <FormError />
      <TextField name="nik" label="NIK" />
      <TextField name="phone" label="Phone" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('showFailureInForm', () => {
  it('shows field errors beside the form’s fields, and no message on top when they explain it', async () => {
    const user = userEvent.setup();
    render(
      <ProfileForm
        failure={{ message: 'Check the fields.', fields: { nik: 'A NIK has 16 digits.' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A NIK has 16 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('NIK')).toHaveFocus();
    expect(screen.queryByText('Check the fields.')).not.toBeInTheDocument();
  });

  it('shows the message on top when a field error has no field in the form', async () => {
    const user = userEvent.setup();
    render(
      <ProfileForm
        failure={{
          message: 'The change was not saved.',
          fields: { nik: 'A NIK has 16 digits.', 'bank.account': 'Unknown bank.' },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A NIK has 16 digits.')).toBeInTheDocument();
    expect(screen.getByText('The change was not saved.')).toBeInTheDocument();
    expect(screen.queryByText('Unknown bank.')).not.toBeInTheDocument();
  });

  it('shows the message on top when there are no field errors', async () => {
    const user = userEvent.setup();
    render(<ProfileForm failure={{ message: 'A change is already pending.', fields: {} }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A change is already pending.')).toBeInTheDocument();
  });

  it('maps the server’s field paths to the form’s', async () => {
    const user = userEvent.setup();
    render(
      <ProfileForm
        failure={{ message: 'Check the fields.', fields: { 'proposed.phone': 'Enter a phone.' } }}
        fieldOf={(field) => field.replace(/^proposed\./, '')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Check the fields.')).not.toBeInTheDocument();
  });
});
