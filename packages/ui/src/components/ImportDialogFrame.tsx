/** The import dialog itself, loaded just after the page that offers an import shows. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { formatNumber } from '../format';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { ImportDialogProps, ImportResult } from './ImportDialog';
import { SimpleTable } from './SimpleTable';
import { Spinner } from './Spinner';
import { Banner } from './States';
import { useToast } from './Toast';

type Phase =
  | { step: 'choose' }
  | { step: 'checking'; file: File }
  | { step: 'checked'; file: File; outcome: ImportResult }
  | {
      step: 'importing';
      file: File;
      outcome: ImportResult;
      progress?: { done: number; total: number };
    }
  | { step: 'failed'; file: File; message: string };

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

function count(n: number, noun: { one: string; many: string }) {
  return `${formatNumber(n)} ${n === 1 ? noun.one : noun.many}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Imports a spreadsheet in two steps: the chosen file is checked first (a dry run) and its bad
 * cells listed by row and column; only a clean file can then be imported, all rows at once.
 */
export function ImportDialogFrame({
  open,
  onOpenChange,
  noun,
  description,
  onDryRun,
  onImport,
  errorMessage = messageOf,
}: ImportDialogProps) {
  const { t } = useLingui();
  const inputId = useId();
  const { toast } = useToast();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const attempt = useRef(0);
  const busy = phase.step === 'checking' || phase.step === 'importing';
  const importLabel = (what: string) => t`Import ${what}`;
  const title = importLabel(noun.many);
  const fileName = phase.step === 'choose' ? '' : phase.file.name;
  const importingText = (valid: number) => {
    const what = count(valid, noun);
    return t`Importing ${what}… This may take a moment; keep this window open.`;
  };
  const progressText = (progress: { done: number; total: number }) => {
    const done = formatNumber(progress.done);
    const total = formatNumber(progress.total);
    return t`${done} of ${total} rows written`;
  };
  const problemsTitle = (problemCount: number) =>
    t`${plural(problemCount, {
      one: `# problem in ${fileName}`,
      other: `# problems in ${fileName}`,
    })}`;
  const problemsDescription = (result: ImportResult) => {
    const valid = formatNumber(result.valid);
    const total = formatNumber(result.total);
    return t`Nothing was imported. Fix these cells in the file and choose it again. ${valid} of ${total} rows are fine.`;
  };
  const emptyDescription = () => {
    const item = noun.one;
    return t`Add one ${item} per row below the header row, then choose the file again.`;
  };
  const readyDescription = (totalRows: number) => {
    const what = count(totalRows, noun);
    return t`All ${what} passed the check. Nothing is saved until you import.`;
  };

  const reset = () => {
    attempt.current += 1;
    setPhase({ step: 'choose' });
  };

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  async function check(file: File) {
    attempt.current += 1;
    const mine = attempt.current;
    setPhase({ step: 'checking', file });
    try {
      const outcome = await onDryRun(file);
      if (attempt.current === mine) setPhase({ step: 'checked', file, outcome });
    } catch (error) {
      if (attempt.current === mine) {
        setPhase({ step: 'failed', file, message: errorMessage(error) });
      }
    }
  }

  async function importFile(file: File, checked: ImportResult) {
    setPhase({ step: 'importing', file, outcome: checked });
    try {
      const outcome = await onImport(file, (progress) =>
        setPhase({ step: 'importing', file, outcome: checked, progress }),
      );
      if (outcome.errors.length > 0) {
        setPhase({ step: 'checked', file, outcome });
        return;
      }
      const items = `${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)}`;
      const importedFile = file.name;
      const rowCount = outcome.imported;
      toast({
        tone: 'success',
        title: t`${items} imported`,
        description: t`${plural(rowCount, {
          one: `# row from ${importedFile}.`,
          other: `# rows from ${importedFile}.`,
        })}`,
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      setPhase({ step: 'failed', file, message: errorMessage(error) });
    }
  }

  const outcome = phase.step === 'checked' || phase.step === 'importing' ? phase.outcome : null;
  const clean = outcome !== null && outcome.errors.length === 0 && outcome.total > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={title}
      description={description}
      hideClose={busy}
      footer={
        <>
          <Button onClick={() => close(false)} disabled={busy}>
            {t`Cancel`}
          </Button>
          {clean && outcome ? (
            <Button
              variant="primary"
              loading={phase.step === 'importing'}
              onClick={() => {
                if (phase.step === 'checked') void importFile(phase.file, phase.outcome);
              }}
            >
              {importLabel(count(outcome.valid, noun))}
            </Button>
          ) : (
            <Button variant="primary" disabled>
              {title}
            </Button>
          )}
        </>
      }
    >
      <div className="sd-stack">
        <div className="sd-field">
          <label htmlFor={inputId} className="sd-field__label">
            {t`File (Excel or CSV)`}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            className="sd-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after it was fixed.
              event.target.value = '';
              if (file) void check(file);
            }}
          />
        </div>
        {phase.step === 'checking' ? (
          <p role="status" className="sd-inline">
            <Spinner label={null} /> {t`Checking ${fileName}…`}
          </p>
        ) : null}
        {phase.step === 'importing' ? (
          <div className="sd-stack">
            <p role="status" className="sd-inline">
              <Spinner label={null} /> {importingText(phase.outcome.valid)}
            </p>
            {phase.progress && phase.progress.total > 0 ? (
              <>
                <progress
                  className="sd-progress"
                  max={phase.progress.total}
                  value={phase.progress.done}
                  aria-label={t`Import progress`}
                />
                <p className="sd-text-muted">{progressText(phase.progress)}</p>
              </>
            ) : null}
          </div>
        ) : null}
        {phase.step === 'failed' ? (
          <Banner tone="error" title={t`${fileName} could not be checked`}>
            {phase.message}
          </Banner>
        ) : null}
        {phase.step === 'checked' && outcome ? (
          outcome.errors.length > 0 ? (
            <>
              <Banner tone="error" title={problemsTitle(outcome.errors.length)}>
                {problemsDescription(outcome)}
              </Banner>
              <SimpleTable
                label={t`Problems in the file`}
                columns={[
                  { header: t`Row`, cell: (row) => formatNumber(row.row), align: 'right' },
                  { header: t`Column`, cell: (row) => row.column || '—' },
                  { header: t`Problem`, cell: (row) => row.message },
                ]}
                rows={outcome.errors}
                getRowKey={(row, index) => `${row.row}:${row.column}:${index}`}
              />
            </>
          ) : outcome.total === 0 ? (
            <Banner tone="warning" title={t`${fileName} has no rows`}>
              {emptyDescription()}
            </Banner>
          ) : (
            <Banner tone="success" title={t`${fileName} is ready`}>
              {readyDescription(outcome.total)}
            </Banner>
          )
        ) : null}
      </div>
    </Dialog>
  );
}
