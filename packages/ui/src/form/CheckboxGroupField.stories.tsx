import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../components/Button';
import { CheckboxGroupField } from './CheckboxGroupField';
import { Form, FormActions } from './Form';

export default { title: 'Forms/CheckboxGroupField' } satisfies StoryDefault;

interface RoleValues {
  sections: string[];
  permissions: string[];
}

export const RolePermissions: Story = () => {
  const form = useForm<RoleValues>({
    defaultValues: { sections: ['human-resource'], permissions: ['employees.read'] },
  });
  const [saved, setSaved] = useState('');
  return (
    <Form form={form} onSubmit={(values) => setSaved(JSON.stringify(values))}>
      <CheckboxGroupField
        name="sections"
        legend="Sections"
        description="Which parts of Staffdesk the role opens."
        required
        columns
        options={[
          { value: 'human-resource', label: 'Human resource' },
          { value: 'bizdev', label: 'Business development' },
          { value: 'recruiter', label: 'Recruiter' },
          { value: 'finance', label: 'Finance' },
          { value: 'accounting-tax', label: 'Accounting and tax' },
        ]}
      />
      {/* Two groups on one field: each changes only its own values. */}
      <CheckboxGroupField
        name="permissions"
        legend="Employees"
        options={[
          { value: 'employees.read', label: 'Read employees', description: 'employees.read' },
          {
            value: 'employees.manage',
            label: 'Manage employees',
            description: 'employees.manage',
          },
        ]}
      />
      <CheckboxGroupField
        name="permissions"
        legend="Clients"
        options={[
          { value: 'clients.read', label: 'Read clients', description: 'clients.read' },
          { value: 'clients.manage', label: 'Manage clients', description: 'clients.manage' },
        ]}
      />
      <FormActions>
        {saved ? <span className="sd-text-muted">{saved}</span> : null}
        <Button type="submit" variant="primary">
          Save role
        </Button>
      </FormActions>
    </Form>
  );
};

export const Disabled: Story = () => {
  const form = useForm<{ roles: string[] }>({ defaultValues: { roles: ['hr'] } });
  return (
    <Form form={form} onSubmit={() => {}}>
      <CheckboxGroupField
        name="roles"
        legend="Roles"
        description="Only a super admin changes roles."
        disabled
        options={[
          { value: 'hr', label: 'HR', description: 'The employee master and approvals.' },
          { value: 'bd', label: 'Business development', description: 'The client register.' },
        ]}
      />
    </Form>
  );
};
