import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, optionsOf, PagedList, RegisterEmptyState, wordsOf } from '@staffdesk/kit';
import {
  Badge,
  Button,
  type ColumnDef,
  FilterBar,
  FilterSelect,
  formatDate,
  formatNumber,
  PageHeader,
  SearchInput,
  Stack,
  Text,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { cvSizeKb, useSaveCandidateCv } from '../components/candidates/cv-download';
import {
  type CandidateDocument,
  type CandidateDocumentQuery,
  useCandidateDocuments,
} from '../hooks/useCandidates';

type CvFilter = NonNullable<CandidateDocumentQuery['cv']>;

/** The filter's choices: the two kinds of CV file, and the candidates still without one. */
const CV_FILTER_LABELS: Readonly<Record<CvFilter, string>> = wordsOf({
  pdf: msg`PDF`,
  docx: msg`Word (.docx)`,
  missing: msg`No CV yet`,
});

const DOCUMENTS_PAGE_SIZE = 20;

function DownloadButton({ document }: { document: CandidateDocument }) {
  const { t } = useLingui();
  const { save, saving } = useSaveCandidateCv();
  const fileName = document.fileName ?? '';
  return (
    <Button
      size="sm"
      loading={saving}
      aria-label={t`Download ${fileName}`}
      onClick={() => void save(document.candidateId, fileName)}
    >
      {t`Download`}
    </Button>
  );
}

/** How many CVs of each kind the database holds, and how many candidates have none. */
function CountsLine({ counts }: { counts: { pdf: number; docx: number; missing: number } }) {
  const { t } = useLingui();
  const pdf = formatNumber(counts.pdf);
  const docx = formatNumber(counts.docx);
  const missing = formatNumber(counts.missing);
  return (
    <p className="sd-text-muted">
      {counts.missing === 1
        ? t`On file: ${pdf} PDF and ${docx} Word CVs. One candidate has no CV yet.`
        : t`On file: ${pdf} PDF and ${docx} Word CVs. ${missing} candidates have no CV yet.`}
    </p>
  );
}

function useColumns(): ColumnDef<CandidateDocument>[] {
  const { t } = useLingui();
  return [
    {
      id: 'file',
      header: t`File`,
      cell: ({ row: { original } }) =>
        original.fileName ? (
          <Text wrap="anywhere">{original.fileName}</Text>
        ) : (
          <Badge tone="warning">{t`No CV yet`}</Badge>
        ),
    },
    {
      id: 'candidate',
      header: t`Candidate`,
      cell: ({ row: { original } }) => (
        <Stack as="span" gap={0}>
          <Link to={paths.recruiter.candidate.detail(original.candidateId)} data-row-primary="">
            {original.candidateName}
          </Link>
          {original.email ? <span className="sd-text-muted">{original.email}</span> : null}
        </Stack>
      ),
    },
    {
      id: 'kind',
      header: t`Kind`,
      cell: ({ row: { original } }) =>
        original.kind ? CV_FILTER_LABELS[original.kind] : <span className="sd-text-muted">—</span>,
    },
    {
      id: 'size',
      header: t`Size`,
      meta: { align: 'right' },
      cell: ({ row: { original } }) => {
        if (original.size === null) return <span className="sd-text-muted">—</span>;
        const kb = cvSizeKb(original.size);
        return <span className="sd-num">{t`${kb} KB`}</span>;
      },
    },
    {
      id: 'updatedAt',
      header: t`Last change`,
      cell: ({ row: { original } }) => (
        <span className="sd-num">{formatDate(original.updatedAt)}</span>
      ),
    },
    {
      id: 'download',
      header: t`Download`,
      meta: { align: 'right' },
      cell: ({ row: { original } }) =>
        original.fileName ? <DownloadButton document={original} /> : null,
    },
  ];
}

/**
 * `/recruiter/document`: recruiting's documents, the CV each candidate has on file (its name,
 * kind and size, downloaded under its own name) or its absence, the most recently changed
 * first; searched by the candidate's or the file's name and filtered by kind or "No CV yet"
 * (`GET /candidate-documents`). Above the list, the database's count of each. Needs
 * `recruiting.read`.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const columns = useColumns();
  const { values, page, update } = useListParams(['search', 'cv'] as const);
  const filters = compact({ search: values.search, cv: values.cv as CvFilter });
  const documents = useCandidateDocuments({ ...filters, page, pageSize: DOCUMENTS_PAGE_SIZE });

  if (failureStatus(documents.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }
  const counts = documents.data?.counts;
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack>
      <PageHeader
        title={t`Documents`}
        description={t`The CV each candidate has on file, and who has none yet.`}
      />
      {counts ? <CountsLine counts={counts} /> : null}
      <PagedList
        label={t`Documents`}
        columns={columns}
        query={documents}
        pageSize={DOCUMENTS_PAGE_SIZE}
        params={{ page, update }}
        getRowId={(document) => document.candidateId}
        getRowLabel={(document) => document.fileName ?? document.candidateName}
        emptyState={
          <RegisterEmptyState
            filtered={filtered}
            noun={t({
              message: 'documents',
              comment: 'Plural noun in "No documents yet" / "No documents match"',
            })}
            filteredHint={t`Try another name, or clear the filter.`}
            canManage={false}
            manageHint=""
            readHint={t`CVs appear here once recruiters upload or import them.`}
            actions={null}
          />
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={t`Search documents`}
                placeholder={t`Candidate or file name`}
                value={values.search}
                onSearch={(search) => update({ search })}
              />
            }
          >
            <FilterSelect
              label={t`CV`}
              value={values.cv}
              onChange={(cv) => update({ cv })}
              allLabel={t`Every candidate`}
              options={optionsOf(CV_FILTER_LABELS)}
            />
          </FilterBar>
        }
      />
    </Stack>
  );
}
