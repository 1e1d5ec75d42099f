import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { labelOf, NotFound, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  DescriptionList,
  formatDate,
  formatMoney,
  Inline,
  LoadingState,
  PageHeader,
  SimpleTable,
  Stack,
  Tabs,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActivityLog, DateTime } from '../../components/candidates/ActivityLog';
import { SkillChips, StageBadge } from '../../components/candidates/CandidateBits';
import { ExperienceYears } from '../../components/candidates/CandidateResults';
import { CvFileInput } from '../../components/candidates/CvFileInput';
import { cvSizeKb, useSaveCandidateCv } from '../../components/candidates/cv-download';
import { MergeCandidateDialog } from '../../components/candidates/MergeCandidateDialog';
import {
  type Candidate,
  useCandidate,
  useCandidateCvFile,
  useUploadCandidateCv,
} from '../../hooks/useCandidates';
import { CANDIDATE_SOURCE_LABELS } from '../../lib/candidate-labels';

/** `/recruiter/candidate/:candidateId`: a candidate's profile, CV, pipelines and activity. */
export function Component() {
  const { candidateId } = useParams();
  const { t } = useLingui();
  const candidate = useCandidate(candidateId);
  if (!candidateId) return <NotFound />;
  if (candidate.isPending) return <LoadingState label={t`Loading the candidate…`} />;
  if (candidate.isError) {
    return <QueryFailure error={candidate.error} onRetry={() => void candidate.refetch()} />;
  }
  return <CandidateView candidate={candidate.data} />;
}

function Profile({ candidate }: { candidate: Candidate }) {
  const { t } = useLingui();
  const createdBy = candidate.createdByLabel;
  const createdOn = formatDate(candidate.createdAt);
  return (
    <Stack>
      <Card title={t`Profile`}>
        <DescriptionList
          items={[
            { label: t`Email`, value: candidate.email ?? '—' },
            { label: t`Phone`, value: candidate.phone ?? '—' },
            { label: t`City`, value: candidate.city || '—' },
            { label: t`Source`, value: labelOf(CANDIDATE_SOURCE_LABELS, candidate.source) },
            {
              label: t`Experience`,
              value: <ExperienceYears years={candidate.experienceYears} />,
            },
            {
              label: t`Expected salary`,
              value:
                candidate.expectedSalary === null ? '—' : formatMoney(candidate.expectedSalary),
              numeric: true,
            },
            { label: t`Skills`, value: <SkillChips skills={candidate.skills} /> },
            { label: t`Added`, value: t`${createdOn} by ${createdBy}` },
            { label: t`Last change`, value: <DateTime value={candidate.updatedAt} /> },
          ]}
        />
      </Card>
      <Card title={t`Work experience`}>
        <SimpleTable
          label={t`Work experience`}
          rows={candidate.experience}
          getRowKey={(_, index) => String(index)}
          empty={<Trans>No jobs recorded.</Trans>}
          columns={[
            { header: t`Company`, cell: (row) => row.company },
            { header: t`Job title`, cell: (row) => row.title },
            {
              header: t`Period`,
              cell: (row) => {
                const from = row.from ?? '…';
                const to = row.to ?? t`now`;
                return <span className="sd-num">{`${from} – ${to}`}</span>;
              },
            },
            { header: t`What they did`, cell: (row) => row.description },
          ]}
        />
      </Card>
      <Card title={t`Education`}>
        <SimpleTable
          label={t`Education`}
          rows={candidate.education}
          getRowKey={(_, index) => String(index)}
          empty={<Trans>No schools recorded.</Trans>}
          columns={[
            { header: t`School`, cell: (row) => row.school },
            { header: t`Degree`, cell: (row) => row.degree },
            { header: t`Field of study`, cell: (row) => row.field },
            {
              header: t`Year finished`,
              cell: (row) => (row.year === null ? '—' : String(row.year)),
            },
          ]}
        />
      </Card>
      {candidate.notes ? (
        <Card title={t`Notes`}>
          <p style={{ whiteSpace: 'pre-wrap' }}>{candidate.notes}</p>
        </Card>
      ) : null}
    </Stack>
  );
}

function CvPanel({ candidate, canManage }: { candidate: Candidate; canManage: boolean }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const cvFile = useCandidateCvFile();
  const { save: saveCv, saving } = useSaveCandidateCv();
  const upload = useUploadCandidateCv();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const cv = candidate.cv;
  const isPdf = cv?.mimeType === 'application/pdf';

  async function open() {
    // Opened at once (within the click), filled when the file arrives: no popup blocker.
    const view = window.open('', '_blank');
    try {
      const blob = await cvFile.mutateAsync(candidate.id);
      const url = URL.createObjectURL(blob);
      if (view) view.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      view?.close();
      toast({
        tone: 'error',
        title: t`The CV could not be opened`,
        description: describeFailure(error).message,
      });
    }
  }

  async function replace() {
    if (!file) return;
    try {
      const saved = await upload.mutateAsync({ id: candidate.id, file });
      const fileName = saved.cv?.fileName ?? file.name;
      toast({ tone: 'success', title: t`CV uploaded`, description: fileName });
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The CV was not uploaded`,
        description: describeFailure(error).message,
      });
    }
  }

  const sizeKb = cv ? cvSizeKb(cv.size) : '';
  const cvName = cv?.fileName ?? '';
  return (
    <Stack>
      <Card title={t`CV`}>
        {cv ? (
          <Stack>
            <p>{t`${cvName} (${sizeKb} KB)`}</p>
            <Inline>
              {isPdf ? (
                <Button onClick={() => void open()} loading={cvFile.isPending}>
                  <Trans>Open CV</Trans>
                </Button>
              ) : null}
              <Button onClick={() => void saveCv(candidate.id, cv.fileName)} loading={saving}>
                <Trans>Download CV</Trans>
              </Button>
            </Inline>
            <details>
              <summary>
                <Trans>The CV’s words as extracted</Trans>
              </summary>
              {candidate.cvText ? (
                <pre style={{ whiteSpace: 'pre-wrap', margin: 'var(--sd-space-2) 0 0' }}>
                  {candidate.cvText}
                </pre>
              ) : (
                <p className="sd-text-muted">
                  <Trans>No words could be read from this file.</Trans>
                </p>
              )}
            </details>
          </Stack>
        ) : (
          <p className="sd-text-muted">
            <Trans>No CV yet.</Trans>
          </p>
        )}
      </Card>
      {canManage ? (
        <Card title={cv ? t`Replace the CV` : t`Upload a CV`}>
          <Stack>
            <CvFileInput
              key={inputKey}
              onChange={setFile}
              description={
                <Trans>Up to 10 MB. Its words become searchable in the CV database.</Trans>
              }
            />
            <div>
              <Button
                variant="primary"
                onClick={() => void replace()}
                disabled={!file}
                loading={upload.isPending}
              >
                {cv ? t`Replace CV` : t`Upload CV`}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

function Pipelines({ candidate }: { candidate: Candidate }) {
  const { t } = useLingui();
  return (
    <SimpleTable
      label={t`Pipelines`}
      rows={candidate.pipelines}
      getRowKey={(place) => place.id}
      empty={<Trans>Not in any requirement’s pipeline yet.</Trans>}
      columns={[
        {
          header: t`Requirement`,
          cell: (place) => (
            <Link to={paths.recruiter.requirement.detail(place.requirementId)}>
              {place.number} {place.position}
            </Link>
          ),
        },
        { header: t`Client`, cell: (place) => place.clientName },
        { header: t`Stage`, cell: (place) => <StageBadge stage={place.stage} /> },
        { header: t`Reason`, cell: (place) => place.reason ?? '' },
        { header: t`Since`, cell: (place) => <DateTime value={place.stageChangedAt} /> },
      ]}
    />
  );
}

function CandidateView({ candidate }: { candidate: Candidate }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'recruiting.manage');
  const [merging, setMerging] = useState(false);
  const [activityPage, setActivityPage] = useState(1);
  const [activityKind, setActivityKind] = useState('');
  const name = candidate.fullName;
  const pipelineCount = candidate.pipelines.length;
  return (
    <Stack>
      <PageHeader
        title={candidate.fullName}
        breadcrumbs={[
          { label: t`Candidates`, href: paths.recruiter.candidate.list() },
          { label: candidate.fullName },
        ]}
        description={[candidate.city, labelOf(CANDIDATE_SOURCE_LABELS, candidate.source)]
          .filter(Boolean)
          .join(' · ')}
        linkComponent={RouterLink}
        actions={
          canManage ? (
            <>
              <Button onClick={() => setMerging(true)}>
                <Trans>Merge a duplicate</Trans>
              </Button>
              <Button
                variant="primary"
                onClick={() => navigate(paths.recruiter.candidate.form('edit', candidate.id))}
              >
                <Trans>Edit candidate</Trans>
              </Button>
            </>
          ) : null
        }
      />
      <Tabs
        label={t`Details of ${name}`}
        items={[
          { value: 'profile', label: t`Profile`, content: <Profile candidate={candidate} /> },
          {
            value: 'cv',
            label: t`CV`,
            content: <CvPanel candidate={candidate} canManage={canManage} />,
          },
          {
            value: 'pipelines',
            label: t`Pipelines (${pipelineCount})`,
            content: <Pipelines candidate={candidate} />,
          },
          {
            value: 'activity',
            label: t`Activity`,
            content: (
              <ActivityLog
                label={t`Activity of ${name}`}
                candidateId={candidate.id}
                page={activityPage}
                onPageChange={setActivityPage}
                kind={activityKind}
                onKindChange={(kind) => {
                  setActivityKind(kind);
                  setActivityPage(1);
                }}
              />
            ),
          },
        ]}
      />
      {canManage ? (
        <MergeCandidateDialog candidate={candidate} open={merging} onOpenChange={setMerging} />
      ) : null}
    </Stack>
  );
}
