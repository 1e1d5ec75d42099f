import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import { labelOf, optionsOf, wordsOf } from '@staffdesk/kit';
import { Badge, type BadgeTone, Banner, Button, Dialog, SimpleTable } from '@staffdesk/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type CandidateSource,
  type CvImportFile,
  type CvImportResult,
  useImportCandidateCvs,
} from '../../hooks/useCandidates';
import { CANDIDATE_SOURCE_LABELS } from '../../lib/candidate-labels';
import { CV_ACCEPT } from './CvFileInput';

/** The server takes up to 20 CVs at a time. */
export const MAX_IMPORT_FILES = 20;

const OUTCOME_LABELS: Readonly<Record<CvImportFile['outcome'], string>> = wordsOf({
  created: msg`Created`,
  duplicate: msg`Duplicate`,
  refused: msg`Refused`,
});

const OUTCOME_TONES: Readonly<Record<CvImportFile['outcome'], BadgeTone>> = {
  created: 'success',
  duplicate: 'warning',
  refused: 'danger',
};

/** What became of one file: the new candidate, the one it duplicates, or why it was refused. */
function OutcomeDetail({ file }: { file: CvImportFile }) {
  const { t } = useLingui();
  if (file.outcome === 'created' && file.candidateId) {
    const name = file.fullName ?? file.fileName;
    return <Link to={paths.recruiter.candidate.detail(file.candidateId)}>{name}</Link>;
  }
  if (file.outcome === 'duplicate' && file.duplicateOf) {
    const { id, fullName } = file.duplicateOf;
    const on = file.duplicateOf.matchedOn.includes('email') ? t`email` : t`phone`;
    return (
      <span>
        <Trans>
          Already in the database as{' '}
          <Link to={paths.recruiter.candidate.detail(id)}>{fullName}</Link> (same {on})
        </Trans>
      </span>
    );
  }
  return <span>{file.message ?? ''}</span>;
}

function ImportResults({ result }: { result: CvImportResult }) {
  const { t } = useLingui();
  const { created, duplicates, refused } = result;
  return (
    <div className="sd-stack">
      <Banner tone={created > 0 ? 'success' : 'warning'}>
        {t`${plural(created, { one: '# candidate created', other: '# candidates created' })}, ${plural(duplicates, { one: '# duplicate', other: '# duplicates' })}, ${plural(refused, { one: '# refused', other: '# refused' })}.`}
      </Banner>
      <SimpleTable
        label={t`Imported files`}
        rows={result.files}
        getRowKey={(file, index) => `${index}-${file.fileName}`}
        columns={[
          { header: t`File`, cell: (file) => file.fileName },
          {
            header: t`Outcome`,
            cell: (file) => (
              <Badge tone={OUTCOME_TONES[file.outcome]}>
                {labelOf(OUTCOME_LABELS, file.outcome)}
              </Badge>
            ),
          },
          { header: t`Details`, cell: (file) => <OutcomeDetail file={file} /> },
        ]}
      />
    </div>
  );
}

export type ImportCvsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Imports several CVs (PDF or DOCX) at once with where they came from; then says per file whether
 * a candidate was created, it duplicates one (linked), or it was refused and why.
 */
export function ImportCvsDialog({ open, onOpenChange }: ImportCvsDialogProps) {
  const { t } = useLingui();
  const filesId = useId();
  const sourceId = useId();
  const importCvs = useImportCandidateCvs();
  const [files, setFiles] = useState<File[]>([]);
  const [source, setSource] = useState<CandidateSource>('import');
  const [result, setResult] = useState<CvImportResult | null>(null);
  const tooMany = files.length > MAX_IMPORT_FILES;
  const count = files.length;
  const names = files.map((file) => file.name).join(', ');

  function reset() {
    setFiles([]);
    setSource('import');
    setResult(null);
    importCvs.reset();
  }

  async function upload() {
    try {
      setResult(await importCvs.mutateAsync({ files, source }));
    } catch {
      // shown below from the mutation's error
    }
  }

  const footer = result ? (
    <>
      <Button onClick={reset}>
        <Trans>Import more CVs</Trans>
      </Button>
      <Button variant="primary" onClick={() => onOpenChange(false)}>
        <Trans>Done</Trans>
      </Button>
    </>
  ) : (
    <>
      <Button onClick={() => onOpenChange(false)} disabled={importCvs.isPending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button
        variant="primary"
        onClick={() => void upload()}
        disabled={count === 0 || tooMany}
        loading={importCvs.isPending}
      >
        {count > 0 ? t`Import ${plural(count, { one: '# CV', other: '# CVs' })}` : t`Import CVs`}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (importCvs.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t`Import CVs`}
      description={t`Up to 20 PDF or DOCX files of 10 MB each. Each CV becomes a candidate with the name, email, phone, city and skills found in it, unless its email or phone is already known.`}
      size="lg"
      hideClose={importCvs.isPending}
      footer={footer}
    >
      {result ? (
        <ImportResults result={result} />
      ) : (
        <div className="sd-stack">
          {importCvs.isError ? (
            <Banner tone="error">{describeFailure(importCvs.error).message}</Banner>
          ) : null}
          <div className="sd-field">
            <label htmlFor={filesId} className="sd-field__label">
              <Trans>CV files (PDF or DOCX)</Trans>
            </label>
            <input
              id={filesId}
              type="file"
              multiple
              accept={CV_ACCEPT}
              className="sd-input"
              onChange={(event) => {
                setFiles(Array.from(event.target.files ?? []));
                importCvs.reset();
              }}
            />
            {tooMany ? (
              <p className="sd-field__error" role="alert">
                {t`Choose at most 20 files; ${count} are chosen.`}
              </p>
            ) : count > 0 ? (
              <p className="sd-field__description">
                {t`${plural(count, { one: '# file chosen', other: '# files chosen' })}: ${names}`}
              </p>
            ) : null}
          </div>
          <div className="sd-field">
            <label htmlFor={sourceId} className="sd-field__label">
              <Trans>Where the CVs came from</Trans>
            </label>
            <select
              id={sourceId}
              className="sd-select"
              value={source}
              onChange={(event) => setSource(event.target.value as CandidateSource)}
            >
              {optionsOf(CANDIDATE_SOURCE_LABELS).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </Dialog>
  );
}
