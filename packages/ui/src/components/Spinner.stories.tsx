import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './Spinner';

export default { title: 'Components/Spinner' } satisfies StoryDefault;

export const Sizes: Story = () => (
  <div className="sd-inline" style={{ color: 'var(--sd-color-brand)' }}>
    <Spinner size={12} />
    <Spinner />
    <Spinner size={24} />
    <Spinner size={40} label="Generating payslips" />
  </div>
);
