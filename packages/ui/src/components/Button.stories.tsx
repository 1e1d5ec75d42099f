import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button, type ButtonProps, IconButton } from './Button';
import { MoreIcon, SearchIcon, XIcon } from './icons';

export default { title: 'Components/Button' } satisfies StoryDefault;

export const Variants: Story = () => (
  <div className="sd-stack">
    <div className="sd-inline">
      <Button variant="primary">Approve leave</Button>
      <Button>Save draft</Button>
      <Button variant="ghost">Cancel</Button>
      <Button variant="danger">Delete employee</Button>
    </div>
    <div className="sd-inline">
      <Button variant="primary" disabled>
        Approve leave
      </Button>
      <Button disabled>Save draft</Button>
      <Button variant="ghost" disabled>
        Cancel
      </Button>
      <Button variant="danger" disabled>
        Delete employee
      </Button>
    </div>
  </div>
);

export const Sizes: Story = () => (
  <div className="sd-inline">
    <Button size="sm">Small</Button>
    <Button>Medium</Button>
    <Button size="lg" variant="primary">
      Large (public pages)
    </Button>
  </div>
);

export const Loading: Story = () => {
  const [saving, setSaving] = useState(false);
  return (
    <div className="sd-inline">
      <Button
        variant="primary"
        loading={saving}
        onClick={() => {
          setSaving(true);
          setTimeout(() => setSaving(false), 1500);
        }}
      >
        Run payroll
      </Button>
      <Button loading>Exporting…</Button>
    </div>
  );
};

export const WithIcon: Story = () => (
  <div className="sd-inline">
    <Button icon={<SearchIcon />}>Find candidate</Button>
    <Button asChild variant="primary">
      <a href="#new">Add employee (a link)</a>
    </Button>
  </div>
);

export const IconButtons: Story = () => (
  <div className="sd-inline">
    <IconButton label="More actions">
      <MoreIcon />
    </IconButton>
    <IconButton label="Close" variant="secondary">
      <XIcon />
    </IconButton>
    <IconButton label="Search" size="sm">
      <SearchIcon />
    </IconButton>
  </div>
);

export const Playground: Story<ButtonProps> = (args) => <Button {...args}>Approve leave</Button>;
Playground.args = { variant: 'primary', size: 'md', loading: false, disabled: false, block: false };
Playground.argTypes = {
  variant: {
    options: ['primary', 'secondary', 'ghost', 'danger'],
    control: { type: 'radio' },
  },
  size: { options: ['sm', 'md', 'lg'], control: { type: 'radio' } },
};
