import type { Story, StoryDefault } from '@ladle/react';
import { StatusBadge } from '../components/Badge';

export default { title: 'Foundations/Tokens' } satisfies StoryDefault;

const swatches = [
  'gray-0',
  'gray-50',
  'gray-100',
  'gray-150',
  'gray-200',
  'gray-300',
  'gray-400',
  'gray-500',
  'gray-600',
  'gray-700',
  'gray-800',
  'gray-900',
  'brand-50',
  'brand-100',
  'brand-200',
  'brand-500',
  'brand-600',
  'brand-700',
  'brand-800',
];

export const Colours: Story = () => (
  <div className="sd-stack">
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 9rem)', gap: 12 }}>
      {swatches.map((name) => (
        <div key={name} className="sd-card" style={{ overflow: 'hidden' }}>
          <div style={{ height: 48, background: `var(--sd-color-${name})` }} />
          <div style={{ padding: 8, fontSize: 'var(--sd-font-size-sm)' }}>
            <code>--sd-color-{name}</code>
          </div>
        </div>
      ))}
    </div>
    <div className="sd-inline">
      <StatusBadge status="draft" />
      <StatusBadge status="pending" />
      <StatusBadge status="approved" />
      <StatusBadge status="rejected" />
      <StatusBadge status="cancelled" />
      <StatusBadge status="expired" />
    </div>
  </div>
);

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'];

export const Type: Story = () => (
  <div className="sd-stack">
    {sizes.map((size) => (
      <div key={size} className="sd-inline" style={{ alignItems: 'baseline' }}>
        <code style={{ width: '12rem' }}>--sd-font-size-{size}</code>
        <span style={{ fontSize: `var(--sd-font-size-${size})` }}>
          Gaji pokok Rp 5.200.000 · 21 Nov 2026
        </span>
      </div>
    ))}
  </div>
);

const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'];

export const Space: Story = () => (
  <div className="sd-stack" style={{ gap: 8 }}>
    {spaces.map((space) => (
      <div key={space} className="sd-inline">
        <code style={{ width: '8rem' }}>--sd-space-{space}</code>
        <span
          style={{
            display: 'inline-block',
            height: 12,
            width: `var(--sd-space-${space})`,
            background: 'var(--sd-color-brand-500)',
            borderRadius: 2,
          }}
        />
      </div>
    ))}
  </div>
);
