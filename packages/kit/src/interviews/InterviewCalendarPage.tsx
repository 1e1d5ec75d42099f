import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatDate,
  formatMonthYear,
  formatTime,
  Inline,
  LoadingState,
  PageHeader,
  Stack,
  toBusinessDate,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccessDenied, QueryFailure } from '../components/StatusPages';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGE_TONES } from '../labels/pipeline-stages';
import { dayLabel } from '../lib/days';
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
} from './calendar';
import { InterviewMessages } from './InterviewMessages';
import {
  CALENDAR_PERMISSION,
  type InterviewCalendarScope,
  useInterviewCalendar,
} from './useInterviewCalendar';

/** Where an interview's names lead; a name without a link is shown as text. */
export type InterviewLinks = {
  /** The candidate's page. */
  candidate?: (interview: Interview) => string;
  /** The requirement (job order) the interview is for. */
  requirement: (interview: Interview) => string;
  /** The client's page. */
  client?: (interview: Interview) => string;
};

export type InterviewCalendarPageProps = {
  /** Recruiting's calendar (`recruiting.read`) or business development's (`clients.read`). */
  scope: InterviewCalendarScope;
  links: InterviewLinks;
};

/**
 * An interview calendar: the interviews of a week (`?view=month` for a month), the week or month
 * of `?day=` (today in Jakarta without it), moved with "Previous", "Next" and "Today". Days are
 * Jakarta days and times are WIB; each interview links where `links` says. Refused without the
 * scope's permission; loads its own words.
 */
export function InterviewCalendarPage({ scope, links }: InterviewCalendarPageProps) {
  const me = useCurrentUser().data;
  if (me && !hasPermission(me, CALENDAR_PERMISSION[scope])) {
    return <AccessDenied />;
  }
  return (
    <InterviewMessages>
      <Calendar scope={scope} links={links} />
    </InterviewMessages>
  );
}

/** A row of buttons named for screen readers, without a fieldset's frame. */
const FIELDSET = { border: 0, padding: 0, margin: 0 } as const;

/** A name, linked when there is somewhere to go. */
function MaybeLink({ to, children }: { to: string | undefined; children: ReactNode }) {
  return to ? <Link to={to}>{children}</Link> : children;
}

function InterviewItem({ interview, links }: { interview: Interview; links: InterviewLinks }) {
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
      <Inline as="span">
        <strong className="sd-num">{t`${start}–${end} WIB`}</strong>
        <MaybeLink to={links.candidate?.(interview)}>{interview.candidateName}</MaybeLink>
        <Badge tone={PIPELINE_STAGE_TONES[interview.stage]}>
          {PIPELINE_STAGE_LABELS[interview.stage]}
        </Badge>
        {interview.sequence > 0 ? (
          <Badge tone="warning">
            <Trans>Moved</Trans>
          </Badge>
        ) : null}
      </Inline>
      <span>
        <Link to={links.requirement(interview)}>{t`${number}: ${position}`}</Link>{' '}
        <span className="sd-text-muted">
          <Trans>
            at <MaybeLink to={links.client?.(interview)}>{clientName}</MaybeLink>
          </Trans>
        </span>
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
  links,
}: {
  day: string;
  interviews: readonly Interview[];
  weekday: 'long' | 'short';
  links: InterviewLinks;
}) {
  const label = dayLabel(day, weekday);
  return (
    <Stack as="section" gap={2} aria-label={label}>
      <h3 className="sd-size-md">{label}</h3>
      {interviews.length === 0 ? (
        <p className="sd-text-muted">
          <Trans>No interviews</Trans>
        </p>
      ) : (
        <Stack as="ul" gap={2}>
          {interviews.map((interview) => (
            <InterviewItem key={interview.id} interview={interview} links={links} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Calendar({ scope, links }: InterviewCalendarPageProps) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('view') === 'month' ? 'month' : 'week';
  const today = toBusinessDate(new Date());
  const asked = searchParams.get('day') ?? '';
  const day = isDay(asked) ? asked : today;
  const range = calendarRange(view, day);
  const interviews = useInterviewCalendar(scope, {
    from: wibInstant(range.from),
    to: wibInstant(range.to),
  });
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
    content = <QueryFailure error={interviews.error} onRetry={() => void interviews.refetch()} />;
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
          <Day
            key={each}
            day={each}
            interviews={byDay.get(each) ?? []}
            weekday={weekday}
            links={links}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Interview calendar`}
        description={
          scope === 'recruiting'
            ? t`Interviews with clients, by day, in Jakarta time (WIB).`
            : t`Candidates’ interviews at the clients, by day, in Jakarta time (WIB).`
        }
      />
      <Card title={<span aria-live="polite">{heading}</span>}>
        <div className="sd-stack">
          <Inline justify="between">
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
          </Inline>
          {content}
        </div>
      </Card>
    </div>
  );
}
