import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { formatMoney } from '../format';
import { ClickableRows } from './ClickableRows';
import { SimpleTable } from './SimpleTable';

export default { title: 'Lists/SimpleTable' } satisfies StoryDefault;

interface Pic {
  id: string;
  name: string;
  position: string;
  fee: number;
}

const PICS: Pic[] = [
  { id: 'siti', name: 'Siti Rahma', position: 'HR manager', fee: 1_500_000 },
  { id: 'agus', name: 'Agus Salim', position: 'Finance', fee: 750_000 },
  { id: 'dewi', name: 'Dewi Lestari', position: 'Operations', fee: 0 },
];

export const Pics: Story = () => {
  const [opened, setOpened] = useState('');
  return (
    <div className="sd-stack">
      {/* A click anywhere on a row does what its primary link does. */}
      <ClickableRows>
        <SimpleTable
          label="PICs"
          columns={[
            {
              header: 'Name',
              cell: (pic) => (
                <a
                  href={`#/pic/${pic.id}`}
                  data-row-primary
                  onClick={(event) => {
                    event.preventDefault();
                    setOpened(pic.name);
                  }}
                >
                  {pic.name}
                </a>
              ),
            },
            { header: 'Position', cell: (pic) => pic.position },
            { header: 'Monthly fee', cell: (pic) => formatMoney(pic.fee), align: 'right' },
          ]}
          rows={PICS}
          getRowKey={(pic) => pic.id}
        />
      </ClickableRows>
      <p className="sd-text-muted">{opened ? `Opened ${opened}` : 'Click a row.'}</p>
    </div>
  );
};

export const Empty: Story = () => (
  <SimpleTable<Pic>
    label="PICs"
    columns={[
      { header: 'Name', cell: (pic) => pic.name },
      { header: 'Position', cell: (pic) => pic.position },
    ]}
    rows={[]}
    getRowKey={(pic) => pic.id}
    empty="No PICs yet."
  />
);
