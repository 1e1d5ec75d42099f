import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportDialog, type ImportDialogProps, type ImportResult } from './ImportDialog';
import { ToastProvider } from './Toast';

const BAD: ImportResult = {
  total: 3,
  valid: 1,
  imported: 0,
  errors: [
    { row: 2, column: 'Code', message: 'BNI-JKT is already taken.' },
    { row: 4, column: '', message: 'The row is empty.' },
  ],
};
const CLEAN: ImportResult = { total: 3, valid: 3, imported: 0, errors: [] };

function renderDialog(props: Partial<ImportDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ImportDialog
        open
        onOpenChange={onOpenChange}
        noun={{ one: 'client', many: 'clients' }}
        description="An Excel or CSV file with the columns of the export."
        onDryRun={async () => CLEAN}
        onImport={async () => ({ ...CLEAN, imported: 3 })}
        {...props}
      />
    </ToastProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Import clients' });
  const choose = (name: string) =>
    user.upload(within(dialog).getByLabelText('File (Excel or CSV)'), new File(['x'], name));
  return { user, dialog, choose, onOpenChange };
}

describe('ImportDialog', () => {
  it('checks the file first and lists its bad cells; nothing can be imported', async () => {
    const onDryRun = vi.fn(async () => BAD);
    const onImport = vi.fn();
    const { dialog, choose } = renderDialog({ onDryRun, onImport });
    expect(within(dialog).getByRole('button', { name: 'Import clients' })).toBeDisabled();

    await choose('bad.xlsx');
    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    expect(
      within(problems).getByRole('row', { name: /2 Code BNI-JKT is already taken/ }),
    ).toBeVisible();
    expect(within(problems).getByRole('row', { name: '4 — The row is empty.' })).toBeVisible();
    expect(within(dialog).getByText('2 problems in bad.xlsx')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Nothing was imported. Fix these cells in the file and choose it again. 1 of 3 rows are fine.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(onDryRun).toHaveBeenCalledWith(expect.objectContaining({ name: 'bad.xlsx' }));
    expect(onImport).not.toHaveBeenCalled();
  });

  it('imports a clean file, says so and closes', async () => {
    const onImport = vi.fn(async () => ({ ...CLEAN, imported: 3 }));
    const { user, dialog, choose, onOpenChange } = renderDialog({ onImport });
    await choose('clients.xlsx');
    expect(await within(dialog).findByText('clients.xlsx is ready')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'All 3 clients passed the check. Nothing is saved until you import.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 clients' }));
    expect(await screen.findByText('Clients imported')).toBeInTheDocument();
    expect(screen.getByText('3 rows from clients.xlsx.')).toBeInTheDocument();
    expect(onImport).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'clients.xlsx' }),
      expect.any(Function),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows how far a long import has come while the server writes it', async () => {
    let finish: (result: ImportResult) => void = () => {};
    const onImport: ImportDialogProps['onImport'] = (_file, onProgress) =>
      new Promise((resolve) => {
        onProgress({ done: 250, total: 1000 });
        finish = resolve;
      });
    const { user, dialog, choose, onOpenChange } = renderDialog({ onImport });
    await choose('clients.xlsx');
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('value', '250');
    expect(bar).toHaveAttribute('max', '1000');
    expect(within(dialog).getByText('250 of 1.000 rows written')).toBeInTheDocument();
    finish({ ...CLEAN, imported: 3 });
    expect(await screen.findByText('Clients imported')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the dialog open with the problems of a refused import', async () => {
    const { user, dialog, choose, onOpenChange } = renderDialog({ onImport: async () => BAD });
    await choose('clients.xlsx');
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 clients' }));
    expect(
      await within(dialog).findByRole('table', { name: 'Problems in the file' }),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says when a file has no rows', async () => {
    const { dialog, choose } = renderDialog({
      onDryRun: async () => ({ total: 0, valid: 0, imported: 0, errors: [] }),
    });
    await choose('empty.csv');
    expect(await within(dialog).findByText('empty.csv has no rows')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Add one client per row below the header row, then choose the file again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed check in the words of `errorMessage`', async () => {
    const { dialog, choose } = renderDialog({
      onDryRun: async () => {
        throw new Error('offline');
      },
      errorMessage: (error) => `Could not reach Staffdesk (${(error as Error).message}).`,
    });
    await choose('clients.xlsx');
    expect(await within(dialog).findByText('clients.xlsx could not be checked')).toBeVisible();
    expect(within(dialog).getByText('Could not reach Staffdesk (offline).')).toBeVisible();
  });
});
