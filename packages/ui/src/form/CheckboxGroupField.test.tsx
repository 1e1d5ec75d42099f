import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroupField } from './CheckboxGroupField';
import { Form } from './Form';

type Values = { permissions: string[] };

function PermissionsForm({
  onSubmit,
  initial = [],
}: {
  onSubmit: (values: Values) => void;
  initial?: string[];
}) {
  const form = useForm<Values>({ defaultValues: { permissions: initial } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CheckboxGroupField
        name="permissions"
        legend="Employees"
        description="What the role may do with employee records."
        options={[
          { value: 'employees.read', label: 'Read employees', description: 'employees.read' },
          { value: 'employees.manage', label: 'Manage employees' },
        ]}
      />
      <CheckboxGroupField
        name="permissions"
        legend="Clients"
        options={[
          { value: 'clients.read', label: 'Read clients' },
          { value: 'clients.manage', label: 'Manage clients' },
        ]}
      />
      <button type="submit">Save role</button>
    </Form>
  );
}

function RolesForm({
  onSubmit,
  requiredMessage,
}: {
  onSubmit: (values: { roles: string[] }) => void;
  requiredMessage?: string;
}) {
  const form = useForm<{ roles: string[] }>({ defaultValues: { roles: [] } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CheckboxGroupField
        name="roles"
        legend="Roles"
        required
        requiredMessage={requiredMessage}
        options={[
          { value: 'hr', label: 'HR' },
          { value: 'bd', label: 'Business development' },
        ]}
      />
      <button type="submit">Save user</button>
    </Form>
  );
}

describe('CheckboxGroupField', () => {
  it('labels each box and describes the group', () => {
    render(<PermissionsForm onSubmit={() => {}} />);
    const group = screen.getByRole('group', { name: /Employees/ });
    expect(group).toHaveAccessibleDescription('What the role may do with employee records.');
    expect(screen.getByRole('checkbox', { name: 'Read employees' })).toHaveAccessibleDescription(
      'employees.read',
    );
    expect(screen.getByRole('checkbox', { name: 'Manage clients' })).not.toBeChecked();
  });

  it('stores the checked values as one array; each group keeps the others’ values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PermissionsForm onSubmit={onSubmit} initial={['clients.read']} />);
    expect(screen.getByRole('checkbox', { name: 'Read clients' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Manage employees' }));
    await user.click(screen.getByRole('checkbox', { name: 'Read employees' }));
    await user.click(screen.getByRole('checkbox', { name: 'Read clients' }));
    await user.click(screen.getByRole('checkbox', { name: 'Manage clients' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(onSubmit).toHaveBeenCalledWith(
      // this group's values keep the options' order
      { permissions: ['employees.read', 'employees.manage', 'clients.manage'] },
      expect.anything(),
    );
  });

  it('asks for at least one when required', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = render(<RolesForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one.');
    expect(screen.getByRole('group', { name: /Roles/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(onSubmit).toHaveBeenCalledWith({ roles: ['hr'] }, expect.anything());
    unmount();

    render(<RolesForm onSubmit={onSubmit} requiredMessage="Choose a role." />);
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a role.');
  });
});
