import type { Story, StoryDefault } from '@ladle/react';
import { DescriptionList } from './DescriptionList';

export default { title: 'Layout/DescriptionList' } satisfies StoryDefault;

export const Facts: Story = () => (
  <DescriptionList
    items={[
      { label: 'Employee', value: 'Budi Santoso' },
      { label: 'Leave', value: 'Annual leave, 3 days' },
      { label: 'Dates', value: '21 Nov 2026 – 23 Nov 2026' },
      { label: 'Balance after', value: '9 days', numeric: true },
      { label: 'THR', value: 'Rp 5.200.000', numeric: true },
    ]}
  />
);
