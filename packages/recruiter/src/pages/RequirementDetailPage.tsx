import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  CONTRACT_TYPE_LABELS,
  NotFound,
  QueryFailure,
  RequirementStatusBadge,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  DescriptionList,
  deferredComponent,
  formatDate,
  formatDateTime,
  formatMoney,
  LoadingState,
  PageHeader,
  Tabs,
  usePreloadDeferred,
  useToast,
} from '@staffdesk/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClientReviewPanel } from '../components/hiring/ClientReviewPanel';
import { PipelineBoard } from '../components/pipeline/PipelineBoard';
import type { PipelineAction } from '../components/pipeline/PipelineCard';
import { useInterviews } from '../hooks/useHiring';
import { useMovePipelineEntry, usePipeline } from '../hooks/usePipeline';
import { useRequirement } from '../hooks/useRequirements';
import { canInterview, canOffer, canSendCv, type Interview } from '../lib/hiring';
import {
  isExit,
  moveTargets,
  PIPELINE_STAGE_LABELS,
  type PipelineEntry,
  type PipelineStage,
} from '../lib/pipeline';
import { isClosed, isRecordId, type Requirement } from '../lib/requirements';

// The dialogs' forms (react-hook-form and ui's fields) and the list view (the data table) load
// just after the page shows.
const AddCandidatesDialog = deferredComponent(() =>
  import('../components/pipeline/AddCandidatesDialog').then((module) => module.AddCandidatesDialog),
);
const SendCvsDialog = deferredComponent(() =>
  import('../components/hiring/SendCvsDialog').then((module) => module.SendCvsDialog),
);
const MoveDialog = deferredComponent(() =>
  import('../components/pipeline/MoveDialog').then((module) => module.MoveDialog),
);
const InterviewDialog = deferredComponent(() =>
  import('../components/hiring/InterviewDialog').then((module) => module.InterviewDialog),
);
const OfferDialog = deferredComponent(() =>
  import('../components/hiring/OfferDialog').then((module) => module.OfferDialog),
);
const PipelineList = deferredComponent(
  () => import('../components/pipeline/PipelineList').then((module) => module.PipelineList),
  <LoadingState />,
);

/**
 * `/recruiter/requirement/:requirementId`: a requirement's facts with filled of headcount, and
 * its pipeline as a board (a column per stage, rejected and withdrawn folded below) or as a list
 * (`?view=list`), and the client's review of the CVs sent. With `recruiting.manage` a candidate
 * moves by dragging the card or with its "Move" button, leaving the pipeline asks why, "Add
 * candidates" searches the CV database, "Send CVs" mails the client's PIC a link to the CVs, and
 * each card (each list row's menu) schedules or moves the candidate's interview and makes the
 * offer.
 */
export function Component() {
  const { t } = useLingui();
  const { requirementId } = useParams();
  const me = useCurrentUser().data;
  const back = { to: paths.recruiter.requirement.list(), label: t`Back to requirements` };
  if (me && !hasPermission(me, 'recruiting.read')) return <AccessDenied action={back} />;
  if (!isRecordId(requirementId)) return <NotFound action={back} />;
  return <RequirementLoader id={requirementId} />;
}

function RequirementLoader({ id }: { id: string }) {
  const { t } = useLingui();
  const requirement = useRequirement(id);
  if (requirement.isPending) return <LoadingState label={t`Loading the requirement…`} />;
  if (requirement.isError) {
    return (
      <QueryFailure
        error={requirement.error}
        onRetry={() => void requirement.refetch()}
        action={{ to: paths.recruiter.requirement.list(), label: t`Back to requirements` }}
      />
    );
  }
  return <RequirementView requirement={requirement.data} />;
}

function salaryText(requirement: Requirement, notDisclosed: string): string {
  const { salaryMin, salaryMax } = requirement;
  if (salaryMin !== null && salaryMax !== null) {
    return `${formatMoney(salaryMin)} – ${formatMoney(salaryMax)}`;
  }
  if (salaryMin !== null) return `≥ ${formatMoney(salaryMin)}`;
  if (salaryMax !== null) return `≤ ${formatMoney(salaryMax)}`;
  return notDisclosed;
}

function RequirementView({ requirement }: { requirement: Requirement }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'recruiting.manage');
  const closed = isClosed(requirement.status);
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState(false);
  const pipeline = usePipeline(requirement.id);
  const entries = pipeline.data?.items ?? [];
  const { number, position, filled, headcount } = requirement;
  const opened = formatDateTime(requirement.createdAt);
  const openedBy = requirement.createdByLabel;
  const listPath = paths.recruiter.requirement.list();

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`${number}: ${position}`}
        status={<RequirementStatusBadge status={requirement.status} />}
        description={t`${filled} of ${headcount} filled`}
        breadcrumbs={[{ label: t`Requirements`, href: listPath }, { label: number }]}
        linkComponent={RouterLink}
        actions={
          canManage ? (
            <>
              <Button asChild>
                <Link to={paths.recruiter.requirement.form('edit', requirement.id)}>
                  <Trans>Edit requirement</Trans>
                </Link>
              </Button>
              {closed ? null : (
                <Button onClick={() => setSending(true)} disabled={!entries.some(canSendCv)}>
                  <Trans>Send CVs</Trans>
                </Button>
              )}
              {closed ? null : (
                <Button variant="primary" onClick={() => setAdding(true)}>
                  <Trans>Add candidates</Trans>
                </Button>
              )}
            </>
          ) : null
        }
      />
      <Card title={t`Requirement`}>
        <DescriptionList
          items={[
            {
              label: t`Client`,
              value: `${requirement.clientName} (${requirement.clientCode})`,
            },
            { label: t`Filled`, value: t`${filled} of ${headcount}`, numeric: true },
            { label: t`Contract type`, value: CONTRACT_TYPE_LABELS[requirement.contractType] },
            { label: t`Location`, value: requirement.location || '—' },
            {
              label: t`Salary`,
              value: salaryText(requirement, t`Not disclosed`),
              numeric: true,
            },
            {
              label: t`Deadline`,
              value: requirement.deadline ? formatDate(requirement.deadline) : '—',
              numeric: true,
            },
            {
              label: t`Recruiters`,
              value:
                requirement.recruiters.map((recruiter) => recruiter.name).join(', ') ||
                t`Not assigned`,
            },
            {
              label: t`Opened`,
              value: t`${opened} by ${openedBy}`,
            },
          ]}
        />
        {requirement.description ? (
          <section>
            <h3>
              <Trans>Description</Trans>
            </h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{requirement.description}</p>
          </section>
        ) : null}
        {requirement.qualifications ? (
          <section>
            <h3>
              <Trans>Qualifications</Trans>
            </h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{requirement.qualifications}</p>
          </section>
        ) : null}
      </Card>
      {closed && canManage ? (
        <Banner tone="info">
          {requirement.status === 'fulfilled' ? (
            <Trans>
              This requirement is fulfilled: its pipeline takes no new candidates and no moves
              forward; candidates can still be rejected or withdraw.
            </Trans>
          ) : (
            <Trans>
              This requirement is cancelled: its pipeline takes no new candidates and no moves
              forward; candidates can still be rejected or withdraw.
            </Trans>
          )}
        </Banner>
      ) : null}
      <Pipeline requirement={requirement} canManage={canManage} />
      <ClientReviewPanel requirement={requirement} canManage={canManage} />
      {canManage && !closed ? (
        <>
          <AddCandidatesDialog
            requirementId={requirement.id}
            requirementName={`${number} ${position}`}
            open={adding}
            onOpenChange={setAdding}
          />
          <SendCvsDialog
            requirement={requirement}
            entries={entries}
            open={sending}
            onOpenChange={setSending}
          />
        </>
      ) : null}
    </div>
  );
}

type Asking = { entry: PipelineEntry; stage?: PipelineStage | undefined };

/** How far ahead of a requirement's opening its interviews are looked for. */
const INTERVIEW_YEARS = 5;

/**
 * The interview scheduled for each candidate of the requirement (`GET /interviews`), so a card
 * offers to move it rather than schedule another; none while they load or fail.
 */
function useScheduledInterviews(requirement: Requirement, enabled: boolean) {
  const from = requirement.createdAt;
  const to = new Date(new Date(from).getTime() + INTERVIEW_YEARS * 366 * 86_400_000).toISOString();
  const interviews = useInterviews({ from, to, requirementId: requirement.id }, enabled);
  const items = interviews.data?.items;
  return useMemo(() => {
    const byEntry = new Map<string, Interview>();
    for (const interview of items ?? []) byEntry.set(interview.applicationId, interview);
    return byEntry;
  }, [items]);
}

function Pipeline({ requirement, canManage }: { requirement: Requirement; canManage: boolean }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get('view') === 'list' ? 'list' : 'board';
  const pipeline = usePipeline(requirement.id);
  const move = useMovePipelineEntry(requirement.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [interviewing, setInterviewing] = useState<PipelineEntry | null>(null);
  const [offering, setOffering] = useState<PipelineEntry | null>(null);
  const closed = isClosed(requirement.status);
  const scheduled = useScheduledInterviews(requirement, canManage && !closed);
  usePreloadDeferred(PipelineList);

  /** A candidate's interview and offer, with `recruiting.manage` while the requirement is open. */
  const actionsOf = (entry: PipelineEntry): PipelineAction[] => {
    if (!canManage || closed) return [];
    const actions: PipelineAction[] = [];
    if (canInterview(entry)) {
      const moving = scheduled.has(entry.id);
      actions.push({
        id: 'interview',
        label: moving ? t`Move interview` : t`Schedule interview`,
        menuLabel: moving ? t`Move interview…` : t`Schedule interview…`,
        onSelect: () => setInterviewing(entry),
      });
    }
    if (canOffer(entry)) {
      actions.push({
        id: 'offer',
        label: t`Make offer`,
        menuLabel: t`Make offer…`,
        onSelect: () => setOffering(entry),
      });
    }
    return actions;
  };

  const targetsOf = (stage: PipelineStage): PipelineStage[] => {
    if (!canManage) return [];
    const targets = moveTargets(stage);
    return closed ? targets.filter(isExit) : targets;
  };

  /** Moves a candidate; a move made meanwhile by someone else is shown and the board reloaded. */
  async function moveEntry(entry: PipelineEntry, stage: PipelineStage, reason?: string) {
    setNotice(null);
    try {
      await move.mutateAsync({ entry, stage, reason: reason ?? null });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.code !== 'stage-changed') throw error;
      setAsking(null);
      setNotice(failure.message);
      void pipeline.refetch();
      return;
    }
    setAsking(null);
    const name = entry.candidate.fullName;
    const label = PIPELINE_STAGE_LABELS[stage];
    toast({ tone: 'success', title: t`${name} moved to ${label}` });
  }

  function moveNow(entry: PipelineEntry, stage: PipelineStage) {
    moveEntry(entry, stage).catch((error: unknown) => {
      const name = entry.candidate.fullName;
      toast({
        tone: 'error',
        title: t`${name} was not moved`,
        description: describeFailure(error).message,
      });
    });
  }

  function askMove(entry: PipelineEntry, stage?: PipelineStage) {
    setAsking({ entry, stage });
  }

  let content: ReactNode;
  if (pipeline.isPending) {
    content = <LoadingState label={t`Loading the pipeline…`} />;
  } else if (pipeline.isError) {
    content = <QueryFailure error={pipeline.error} onRetry={() => void pipeline.refetch()} />;
  } else if (pipeline.data.items.length === 0) {
    content = (
      <p className="sd-text-muted" style={{ margin: 0 }}>
        {canManage && !closed ? (
          <Trans>
            No candidates yet. Add candidates from the CV database to start the pipeline.
          </Trans>
        ) : (
          <Trans>No candidates yet.</Trans>
        )}
      </p>
    );
  }
  const entries = pipeline.data?.items ?? [];
  const props = { entries, targetsOf, onMove: moveNow, onAskMove: askMove, actionsOf };

  return (
    <Card title={t`Pipeline`}>
      <div className="sd-stack">
        {notice ? (
          <Banner
            tone="warning"
            action={
              <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
                <Trans>Dismiss</Trans>
              </Button>
            }
          >
            {notice}
          </Banner>
        ) : null}
        {content ?? (
          <Tabs
            label={t`Show the pipeline as`}
            value={view}
            onValueChange={(next) =>
              setSearchParams(
                (current) => {
                  const params = new URLSearchParams(current);
                  if (next === 'list') params.set('view', 'list');
                  else params.delete('view');
                  return params;
                },
                { replace: true },
              )
            }
            items={[
              {
                value: 'board',
                label: t({ message: 'Board', context: 'pipeline view' }),
                content: <PipelineBoard {...props} />,
              },
              {
                value: 'list',
                label: t({ message: 'List', context: 'pipeline view' }),
                content: <PipelineList {...props} />,
              },
            ]}
          />
        )}
      </div>
      <MoveDialog
        entry={asking?.entry ?? null}
        stage={asking?.stage}
        targets={asking ? targetsOf(asking.entry.stage) : []}
        onMove={moveEntry}
        onClose={() => setAsking(null)}
      />
      <InterviewDialog
        requirement={requirement}
        entry={interviewing}
        interview={interviewing ? (scheduled.get(interviewing.id) ?? null) : null}
        onClose={() => setInterviewing(null)}
      />
      <OfferDialog requirement={requirement} entry={offering} onClose={() => setOffering(null)} />
    </Card>
  );
}
