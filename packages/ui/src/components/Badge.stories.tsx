import type { Story, StoryDefault } from '@ladle/react';
import { Badge, StatusBadge } from './Badge';

export default { title: 'Components/Badge' } satisfies StoryDefault;

export const Statuses: Story = () => (
  <div className="sd-inline">
    <StatusBadge status="draft" />
    <StatusBadge status="pending" />
    <StatusBadge status="approved" />
    <StatusBadge status="rejected" />
    <StatusBadge status="cancelled" />
    <StatusBadge status="expired" />
  </div>
);

export const CustomLabels: Story = () => (
  <div className="sd-inline">
    <StatusBadge status="pending" label="Waiting for client PIC" />
    <StatusBadge status="approved" label="Paid" />
    <StatusBadge status="expired" label="Link expired" />
  </div>
);

export const Tones: Story = () => (
  <div className="sd-inline">
    <Badge>PKWT</Badge>
    <Badge tone="info">New</Badge>
    <Badge tone="success">BPJS active</Badge>
    <Badge tone="warning">NPWP missing</Badge>
    <Badge tone="danger">Overdue</Badge>
  </div>
);
