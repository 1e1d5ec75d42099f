import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../components/Button';
import { PublicCard, PublicCardActions } from '../components/PublicCard';
import { formatMoney } from '../format';
import {
  applyServerFieldErrors,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  useBeforeUnloadWarning,
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

export default { title: 'Forms/Form' } satisfies StoryDefault;

interface EmployeeValues {
  fullName: string;
  email: string;
  nik: string;
  contract: string;
  client: string;
  startDate: string;
  endDate: string;
  salary: number | null;
  notes: string;
  bpjs: boolean;
}

export const EmployeeForm: Story = () => {
  const form = useForm<EmployeeValues>({
    defaultValues: {
      fullName: '',
      email: '',
      nik: '',
      contract: '',
      client: '',
      startDate: '',
      endDate: '',
      salary: null,
      notes: '',
      bpjs: true,
    },
  });
  const [saved, setSaved] = useState('');
  useBeforeUnloadWarning(form.formState.isDirty);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        if (values.email.endsWith('@taken.id')) {
          applyServerFieldErrors(form.setError, {
            email: 'Another employee already uses this email.',
            '': 'The employee was not saved. Fix the fields marked below.',
          });
          return;
        }
        setSaved(`Saved ${values.fullName}, salary ${formatMoney(values.salary ?? 0)}`);
        form.reset(values);
      }}
    >
      <FormError />
      <FormSection title="Personal data" description="As written on the KTP.">
        <TextField name="fullName" label="Full name" required autoComplete="name" />
        <FormRow>
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            description="Try an address ending in @taken.id for a server error."
            rules={{ pattern: { value: /^\S+@\S+\.\S+$/, message: 'Enter an email address.' } }}
          />
          <TextField
            name="nik"
            label="NIK"
            required
            inputMode="numeric"
            maxLength={16}
            rules={{ pattern: { value: /^\d{16}$/, message: 'A NIK has 16 digits.' } }}
          />
        </FormRow>
      </FormSection>
      <FormSection title="Placement">
        <FormRow>
          <SelectField
            name="contract"
            label="Contract type"
            required
            placeholder="Choose…"
            options={[
              { value: 'pkwt', label: 'PKWT (fixed term)' },
              { value: 'pkwtt', label: 'PKWTT (permanent)' },
            ]}
          />
          <SelectField
            name="client"
            label="Client"
            required
            placeholder="Choose a client…"
            options={[
              { value: 'sinar', label: 'PT Sinar Maju Logistik' },
              { value: 'nusantara', label: 'PT Nusantara Retail Indonesia' },
            ]}
          />
        </FormRow>
        <FormRow>
          <DateField name="startDate" label="Start date" required />
          <DateField
            name="endDate"
            label="End date"
            description="Leave empty for a permanent contract."
            rules={{
              validate: (value, values) =>
                !value ||
                !(values as EmployeeValues).startDate ||
                String(value) >= (values as EmployeeValues).startDate ||
                'The end date is before the start date.',
            }}
          />
        </FormRow>
        <MoneyField name="salary" label="Basic salary" required description="Per month, gross." />
        <CheckboxField
          name="bpjs"
          label="Register for BPJS Kesehatan and Ketenagakerjaan"
          description="Required for PKWT and PKWTT employees."
        />
        <TextAreaField name="notes" label="Notes for HR" />
      </FormSection>
      <FormActions>
        {saved ? <span className="sd-text-muted">{saved}</span> : null}
        <Button variant="ghost" onClick={() => form.reset()}>
          Discard changes
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          Save employee
        </Button>
      </FormActions>
    </Form>
  );
};

interface SignInValues {
  email: string;
  password: string;
}

export const SignIn: Story = () => {
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  return (
    <PublicCard company="Staffdesk" title="Sign in">
      <Form
        form={form}
        onSubmit={async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          applyServerFieldErrors(form.setError, { '': 'The email or password is not right.' });
        }}
      >
        <FormError />
        <TextField name="email" label="Email" type="email" required autoComplete="username" />
        <PasswordField name="password" label="Password" required />
        <PublicCardActions>
          <Button type="submit" variant="primary" size="lg" loading={form.formState.isSubmitting}>
            Sign in
          </Button>
        </PublicCardActions>
      </Form>
    </PublicCard>
  );
};
