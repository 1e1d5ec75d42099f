import type { Story, StoryDefault } from '@ladle/react';
import { StatusBadge } from './Badge';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

export default { title: 'Layout/PageHeader' } satisfies StoryDefault;

export const ListPage: Story = () => (
  <PageHeader
    title="Employees"
    breadcrumbs={[{ label: 'Human resource', href: '#/human-resource' }, { label: 'Employees' }]}
    actions={<Button variant="primary">Add employee</Button>}
  />
);

export const RecordPage: Story = () => (
  <PageHeader
    title="Leave request LV-2026-0042"
    status={<StatusBadge status="pending" label="Waiting for client PIC" />}
    description="Annual leave, 3 days, 21 Nov 2026 – 23 Nov 2026"
    breadcrumbs={[
      { label: 'Human resource', href: '#/human-resource' },
      { label: 'Leave', href: '#/human-resource/leave' },
      { label: 'LV-2026-0042' },
    ]}
    actions={
      <>
        <Button variant="danger">Reject</Button>
        <Button variant="primary">Approve leave</Button>
      </>
    }
  />
);

export const TitleOnly: Story = () => <PageHeader title="Home" />;
