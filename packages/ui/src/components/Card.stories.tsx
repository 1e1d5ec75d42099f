import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { Card } from './Card';
import { DescriptionList } from './DescriptionList';

export default { title: 'Components/Card' } satisfies StoryDefault;

export const Basic: Story = () => (
  <Card style={{ maxWidth: 480 }}>
    <p>A plain panel for grouping content on a page.</p>
  </Card>
);

export const WithHeaderAndFooter: Story = () => (
  <Card
    style={{ maxWidth: 560 }}
    title="Contract"
    actions={<Button size="sm">Edit</Button>}
    footer={
      <>
        <Button variant="ghost">Download PDF</Button>
        <Button variant="primary">Renew contract</Button>
      </>
    }
  >
    <DescriptionList
      items={[
        { label: 'Type', value: 'PKWT' },
        { label: 'Client', value: 'PT Sinar Maju Logistik' },
        { label: 'Period', value: '1 Jan 2026 – 31 Dec 2026' },
        { label: 'Basic salary', value: 'Rp 5.200.000', numeric: true },
      ]}
    />
  </Card>
);
