import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, dayLabel } from '@staffdesk/kit';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  formatDate,
  formatMonthYear,
  formatTime,
  LoadingState,
  PageHeader,
  toBusinessDate,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInterviews } from '../hooks/useHiring';
import {
  addDays,
  type CalendarView,
  calendarRange,
  daysBetween,
  type Interview,
  interviewEnd,
  isDay,
  shiftView,
  wibInstant,
} from '../lib/hiring';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGE_TONES } from '../lib/pipeline';

/**
 * `/recruiter/calendar`: the interviews of a week (`?view=month` for a month), the week or month
 * of `?day=` (today in Jakarta without it), moved with "Previous", "Next" and "Today". Days are
 * Jakarta days and times are WIB; each interview links to its requirement and its candidate.
 */
export function Component() {
  const me = useCurrentUser().data;
  if (me && !hasPermission(me, 'recruiting.read')) {
    return <AccessDenied />;
  }
  return <Calendar />;
}

/** A row of buttons named for screen readers, without a fieldset's frame. */
const FIELDSET = { border: 0, padding: 0, margin: 0 } as const;

function InterviewItem({ interview }: { interview: Interview }) {
  const { t } = useLingui();
  const start = formatTime(interview.startsAt);
  const end = formatTime(interviewEnd(interview));
  const { requirementNumber: number, position, clientName, location } = interview;
  return (
    <li
      style={{
        display: 'grid',
        gap: 'var(--sd-space-1)',
        padding: 'var(--sd-space-3)',
        border: '1px solid var(--sd-color-border)',
        borderRadius: 'var(--sd-radius-md)',
        background: 'var(--sd-color-surface)',
      }}
    >
      <span className="sd-inline" style={{ flexWrap: 'wrap', gap: 'var(--sd-space-2)' }}>
        <strong className="sd-num">{t`${start}–${end} WIB`}</strong>
        <Link to={paths.recruiter.candidate.detail(interview.candidateId)}>
          {interview.candidateName}
        </Link>
        <Badge tone={PIPELINE_STAGE_TONES[interview.stage]}>
          {PIPELINE_STAGE_LABELS[interview.stage]}
        </Badge>
        {interview.sequence > 0 ? (
          <Badge tone="warning">
            <Trans>Moved</Trans>
          </Badge>
        ) : null}
      </span>
      <span>
        <Link to={paths.recruiter.requirement.detail(interview.requirementId)}>
          {t`${number}: ${position}`}
        </Link>{' '}
        <span className="sd-text-muted">{t`at ${clientName}`}</span>
      </span>
      <span className="sd-text-muted">{location}</span>
      {interview.notes ? <span style={{ whiteSpace: 'pre-wrap' }}>{interview.notes}</span> : null}
    </li>
  );
}

function Day({
  day,
  interviews,
  weekday,
}: {
  day: string;
  interviews: readonly Interview[];
  weekday: 'long' | 'short';
}) {
  const label = dayLabel(day, weekday);
  return (
    <section aria-label={label} className="sd-stack" style={{ gap: 'var(--sd-space-2)' }}>
      <h3 style={{ margin: 0, fontSize: 'var(--sd-font-size-md)' }}>{label}</h3>
      {interviews.length === 0 ? (
        <p className="sd-text-muted" style={{ margin: 0 }}>
          <Trans>No interviews</Trans>
        </p>
      ) : (
        <ul
          style={{
            display: 'grid',
            gap: 'var(--sd-space-2)',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {interviews.map((interview) => (
            <InterviewItem key={interview.id} interview={interview} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Calendar() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('view') === 'month' ? 'month' : 'week';
  const today = toBusinessDate(new Date());
  const asked = searchParams.get('day') ?? '';
  const day = isDay(asked) ? asked : today;
  const range = calendarRange(view, day);
  const interviews = useInterviews({ from: wibInstant(range.from), to: wibInstant(range.to) });
  // Indonesian headings name the weekday in full (`Kamis, 3 Des 2026`); English ones the usual
  // abbreviation (`Thu, 3 Dec 2026`).
  const weekday = i18n.locale === 'id' ? 'long' : 'short';

  function go(next: { view?: CalendarView; day?: string }) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      const nextView = next.view ?? view;
      if (nextView === 'month') params.set('view', 'month');
      else params.delete('view');
      const nextDay = next.day ?? day;
      if (nextDay === today) params.delete('day');
      else params.set('day', nextDay);
      return params;
    });
  }

  const first = formatDate(range.from);
  const last = formatDate(addDays(range.to, -1));
  const heading = view === 'month' ? formatMonthYear(range.from) : t`${first} – ${last}`;

  const byDay = new Map<string, Interview[]>();
  for (const interview of interviews.data?.items ?? []) {
    const start = toBusinessDate(interview.startsAt);
    byDay.set(start, [...(byDay.get(start) ?? []), interview]);
  }
  const days =
    view === 'week'
      ? daysBetween(range.from, range.to)
      : daysBetween(range.from, range.to).filter((each) => byDay.has(each));

  let content: ReactNode;
  if (interviews.isPending) {
    content = <LoadingState rows={3} label={t`Loading the interviews…`} />;
  } else if (interviews.isError) {
    content = (
      <ErrorState
        message={describeFailure(interviews.error).message}
        onRetry={() => void interviews.refetch()}
      />
    );
  } else if (days.length === 0) {
    content = (
      <EmptyState
        title={t`No interviews this month`}
        description={t`Interviews appear here once they are scheduled from a requirement’s pipeline.`}
      />
    );
  } else {
    content = (
      <div className="sd-stack">
        {days.map((each) => (
          <Day key={each} day={each} interviews={byDay.get(each) ?? []} weekday={weekday} />
        ))}
      </div>
    );
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Interview calendar`}
        description={t`Interviews with clients, by day, in Jakarta time (WIB).`}
      />
      <Card title={<span aria-live="polite">{heading}</span>}>
        <div className="sd-stack">
          <div className="sd-inline" style={{ justifyContent: 'space-between' }}>
            <fieldset className="sd-inline" style={FIELDSET}>
              <legend className="sd-visually-hidden">
                <Trans>Show</Trans>
              </legend>
              <Button
                size="sm"
                variant={view === 'week' ? 'primary' : 'ghost'}
                aria-pressed={view === 'week'}
                onClick={() => go({ view: 'week' })}
              >
                <Trans>Week</Trans>
              </Button>
              <Button
                size="sm"
                variant={view === 'month' ? 'primary' : 'ghost'}
                aria-pressed={view === 'month'}
                onClick={() => go({ view: 'month' })}
              >
                <Trans>Month</Trans>
              </Button>
            </fieldset>
            <fieldset className="sd-inline" style={FIELDSET}>
              <legend className="sd-visually-hidden">
                <Trans>Move through the calendar</Trans>
              </legend>
              <Button size="sm" onClick={() => go({ day: shiftView(view, day, -1) })}>
                {view === 'month' ? <Trans>Previous month</Trans> : <Trans>Previous week</Trans>}
              </Button>
              <Button size="sm" onClick={() => go({ day: today })} disabled={day === today}>
                <Trans>Today</Trans>
              </Button>
              <Button size="sm" onClick={() => go({ day: shiftView(view, day, 1) })}>
                {view === 'month' ? <Trans>Next month</Trans> : <Trans>Next week</Trans>}
              </Button>
            </fieldset>
          </div>
          {content}
        </div>
      </Card>
    </div>
  );
}
