import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from './Button';
import { DescriptionList } from './DescriptionList';
import { ConfirmDialog, Dialog } from './Dialog';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

export default { title: 'Overlays/Dialog' } satisfies StoryDefault;

export const Basic: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show payslip summary</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Payslip, November 2026"
        description="Budi Santoso · PT Sinar Maju Logistik"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Close</Button>
            <Button variant="primary">Download PDF</Button>
          </>
        }
      >
        <DescriptionList
          items={[
            { label: 'Basic salary', value: 'Rp 5.200.000', numeric: true },
            { label: 'BPJS Kesehatan', value: '-Rp 52.000', numeric: true },
            { label: 'PPh 21', value: '-Rp 78.000', numeric: true },
            { label: 'Take-home pay', value: 'Rp 5.070.000', numeric: true },
          ]}
        />
      </Dialog>
    </>
  );
};

export const Confirm: Story = () => {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Submit timesheet…</Button>
      <p className="sd-text-muted">{done}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Submit the November timesheet?"
        description="The client PIC gets an email to approve it. You can't edit it afterwards."
        confirmLabel="Submit timesheet"
        onConfirm={() => setDone('Submitted.')}
      />
    </>
  );
};

export const DestructiveTypeTheName: Story = () => {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete client…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        title="Delete client PT Sinar Maju Logistik?"
        description="Its contacts, contracts and invoices are deleted too. This cannot be undone."
        confirmLabel="Delete client"
        destructive
        confirmText="PT Sinar Maju Logistik"
        error={error}
        onConfirm={() =>
          new Promise<void>((_, reject) =>
            setTimeout(() => {
              setError('The client still has 3 active contracts. End them first.');
              reject(new Error('refused'));
            }, 1200),
          )
        }
      />
    </>
  );
};

export const UnsavedChanges: Story = () => {
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Go to another page…</Button>
      <p className="sd-text-muted">{answer}</p>
      <UnsavedChangesDialog
        open={open}
        onStay={() => {
          setOpen(false);
          setAnswer('Stayed on the page.');
        }}
        onLeave={() => {
          setOpen(false);
          setAnswer('Left without saving.');
        }}
      />
    </>
  );
};
