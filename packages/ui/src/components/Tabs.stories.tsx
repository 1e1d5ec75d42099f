import type { Story, StoryDefault } from '@ladle/react';
import { Card } from './Card';
import { Tabs } from './Tabs';

export default { title: 'Layout/Tabs' } satisfies StoryDefault;

export const ClientTabs: Story = () => (
  <Tabs
    label="Client"
    items={[
      { value: 'overview', label: 'Overview', content: <Card>PT Sinar Maju Logistik</Card> },
      { value: 'contacts', label: 'PICs', content: <Card>2 contacts</Card> },
      { value: 'contracts', label: 'Contracts', content: <Card>4 active</Card> },
      { value: 'invoices', label: 'Invoices', content: <Card>12 open</Card> },
      { value: 'history', label: 'History', content: <Card>Audit trail</Card> },
      { value: 'archived', label: 'Archived', content: null, disabled: true },
    ]}
  />
);
