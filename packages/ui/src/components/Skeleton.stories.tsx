import type { Story, StoryDefault } from '@ladle/react';
import { Skeleton } from './Skeleton';

export default { title: 'Components/Skeleton' } satisfies StoryDefault;

export const Shapes: Story = () => (
  <div className="sd-stack" style={{ maxWidth: 360 }}>
    <div className="sd-inline" style={{ flexWrap: 'nowrap' }}>
      <Skeleton circle width={40} height={40} />
      <div className="sd-stack" style={{ flex: 1, gap: 8 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height={12} />
      </div>
    </div>
    <Skeleton height={96} />
  </div>
);
