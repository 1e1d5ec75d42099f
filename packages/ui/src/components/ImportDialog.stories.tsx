import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from './Button';
import { ImportDialog, type ImportResult } from './ImportDialog';
import { ToastProvider } from './Toast';

export default { title: 'Overlays/ImportDialog' } satisfies StoryDefault;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file whose name contains "bad" has problems; "empty" has no rows; anything else is clean. */
async function check(file: File, imported: boolean): Promise<ImportResult> {
  await wait(900);
  if (file.name.includes('bad')) {
    return {
      total: 4,
      valid: 2,
      imported: 0,
      errors: [
        { row: 2, column: 'Code', message: 'BNI-JKT is already taken.' },
        { row: 4, column: 'NPWP', message: 'An NPWP has 15 or 16 digits.' },
      ],
    };
  }
  if (file.name.includes('empty')) return { total: 0, valid: 0, imported: 0, errors: [] };
  return { total: 4, valid: 4, imported: imported ? 4 : 0, errors: [] };
}

export const Clients: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>Import clients</Button>
      <ImportDialog
        open={open}
        onOpenChange={setOpen}
        noun={{ one: 'client', many: 'clients' }}
        description="An Excel or CSV file with the columns of the export. Name it bad.xlsx or empty.csv to see the problems."
        onDryRun={(file) => check(file, false)}
        onImport={(file) => check(file, true)}
      />
    </ToastProvider>
  );
};
