import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useRuntimeConfig } from '@staffdesk/core';
import {
  dayLabel,
  isMonth,
  labelOf,
  MonthPicker,
  minutesBetween,
  QueryView,
  shiftMonth,
  thisMonthInJakarta,
  workedHoursText,
} from '@staffdesk/kit';
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  formatTime,
  Inline,
  PageHeader,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CorrectionDialog } from '../components/CorrectionDialog';
import { listItem, plainList, Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { useClock, useMyAttendance, useMyCorrections } from '../hooks/useAttendance';
import { monthLabel } from '../lib/dates';
import { ATTENDANCE_DAY_LABELS, CORRECTION_STATUS_LABELS } from '../lib/labels';
import { currentPosition, mapUrl } from '../lib/location';
import type {
  AttendanceCorrection,
  AttendanceDay,
  AttendanceLocation,
  MyAttendance,
} from '../lib/types';

const KIND_TONES: Record<AttendanceDay['kind'], BadgeTone> = {
  present: 'success',
  leave: 'info',
  holiday: 'neutral',
  'day-off': 'neutral',
  absent: 'danger',
  upcoming: 'neutral',
  'not-employed': 'neutral',
};

/**
 * `/employee/attendances`: clock in and out (with where the browser says I am, when it tells),
 * today's state, and the month day by day with the totals. `?month=2026-10` shows an earlier month.
 */
export function Component() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const thisMonth = thisMonthInJakarta();
  const asked = search.get('month');
  const month = asked && isMonth(asked) && asked <= thisMonth ? asked : thisMonth;
  const attendance = useMyAttendance(month);
  const corrections = useMyCorrections();
  const [correcting, setCorrecting] = useState<AttendanceDay | null>(null);
  const mine = corrections.data?.items ?? [];
  const goTo = (next: string) =>
    setSearch(next === thisMonth ? {} : { month: next }, { replace: true });
  return (
    <Stack>
      <PageHeader
        title={t`Attendance`}
        description={t`Clock in when you start work and out when you finish. Where you are is saved when your browser shares it.`}
      />
      <QueryView
        failure={QueryFailure}
        query={attendance}
        loadingLabel={t`Loading your attendance…`}
        rows={4}
      >
        {(data) => (
          <>
            <Today data={data} />
            <Month
              data={data}
              pending={new Set(mine.filter((c) => c.status === 'pending').map((c) => c.workDate))}
              onCorrect={setCorrecting}
              onPrevious={() => goTo(shiftMonth(month, -1))}
              onNext={month < thisMonth ? () => goTo(shiftMonth(month, 1)) : undefined}
            />
          </>
        )}
      </QueryView>
      {mine.length > 0 ? <MyCorrections corrections={mine} /> : null}
      {correcting ? (
        <CorrectionDialog day={correcting} onClose={() => setCorrecting(null)} />
      ) : null}
    </Stack>
  );
}

function Place({ location }: { location: AttendanceLocation | null }) {
  const { t } = useLingui();
  const { mapsApiKey } = useRuntimeConfig();
  if (!location) return null;
  const { latitude, longitude, accuracy } = location;
  const coordinates = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  const metres = accuracy === null ? null : Math.round(accuracy);
  const within =
    metres === null
      ? ''
      : ` ${t({ message: `(±${metres} m)`, comment: 'how precise a location is, in metres' })}`;
  if (mapsApiKey) {
    return (
      <a href={mapUrl(latitude, longitude)} target="_blank" rel="noreferrer">
        {t`Map of ${coordinates}`}
      </a>
    );
  }
  return <span className="sd-num">{`${coordinates}${within}`}</span>;
}

function Today({ data }: { data: MyAttendance }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const clock = useClock();
  const [problem, setProblem] = useState<string | null>(null);
  const [withoutPlace, setWithoutPlace] = useState(false);
  const { state, current } = data;
  const direction = state === 'clocked-in' ? 'out' : 'in';

  async function send() {
    setProblem(null);
    const { where, shared } = await currentPosition();
    try {
      const record = await clock.mutateAsync({ direction, where });
      setWithoutPlace(!shared);
      const time = formatTime(direction === 'in' ? record.clockInAt : (record.clockOutAt ?? ''));
      toast({
        tone: 'success',
        title: direction === 'in' ? t`Clocked in at ${time}` : t`Clocked out at ${time}`,
      });
    } catch (failure) {
      setProblem(describeFailure(failure).message);
    }
  }

  const when = dayLabel(data.today);
  const inAt = current ? formatTime(current.clockInAt) : '';
  const outAt = current?.clockOutAt ? formatTime(current.clockOutAt) : '';
  const worked = current?.clockOutAt
    ? workedHoursText(minutesBetween(current.clockInAt, current.clockOutAt))
    : '';
  return (
    <Section id="today" title={t`Today`}>
      <Stack>
        <p className="sd-text-muted sd-num">
          <time dateTime={data.today}>{when}</time>
        </p>
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        <p aria-live="polite">
          {state === 'not-clocked-in' ? <Trans>You have not clocked in yet.</Trans> : null}
          {state === 'clocked-in' ? <Trans>You clocked in at {inAt}.</Trans> : null}
          {state === 'clocked-out' && current ? (
            <Trans>
              You worked from {inAt} to {outAt}: {worked}.
            </Trans>
          ) : null}
        </p>
        {current ? (
          <p className="sd-text-muted">
            {current.clockInLocation ? (
              <>
                <Trans>In:</Trans> <Place location={current.clockInLocation} />
              </>
            ) : null}
            {current.clockOutLocation ? (
              <>
                {' · '}
                <Trans>Out:</Trans> <Place location={current.clockOutLocation} />
              </>
            ) : null}
          </p>
        ) : null}
        {withoutPlace ? (
          <p className="sd-text-muted">
            <Trans>Saved without your location: your browser did not share it.</Trans>
          </p>
        ) : null}
        {state === 'clocked-out' ? null : (
          <Inline as="span">
            <Button variant="primary" loading={clock.isPending} onClick={() => void send()}>
              {direction === 'in' ? <Trans>Clock in</Trans> : <Trans>Clock out</Trans>}
            </Button>
          </Inline>
        )}
      </Stack>
    </Section>
  );
}

function Month({
  data,
  pending,
  onCorrect,
  onPrevious,
  onNext,
}: {
  data: MyAttendance;
  /** Days with a correction waiting for HR. */
  pending: ReadonlySet<string>;
  onCorrect: (day: AttendanceDay) => void;
  onPrevious: () => void;
  onNext?: () => void;
}) {
  const { t } = useLingui();
  const label = monthLabel(data.month);
  // Days still to come and days outside the contract say nothing yet.
  const days = data.days.filter((day) => day.date <= data.today && day.kind !== 'not-employed');
  const { present, absent, leave } = data.totals;
  const worked = workedHoursText(data.totals.workedMinutes);
  return (
    <Section id="month" title={t`My days`}>
      <Stack>
        <MonthPicker month={data.month} onPrevious={onPrevious} onNext={onNext} />
        <p className="sd-text-muted">
          <Trans>
            Present {present} · Absent {absent} · On leave {leave} · Worked {worked}
          </Trans>
        </p>
        {days.length === 0 ? (
          <p>
            <Trans>No days to show in {label} yet.</Trans>
          </p>
        ) : (
          <ul style={plainList} aria-label={t`Days of ${label}`}>
            {days.map((day) => (
              <DayRow
                key={day.date}
                day={day}
                pending={pending.has(day.date)}
                onCorrect={onCorrect}
              />
            ))}
          </ul>
        )}
      </Stack>
    </Section>
  );
}

/** One day of the month: what it was, its times, and a way to ask for a correction. */
function DayRow({
  day,
  pending,
  onCorrect,
}: {
  day: AttendanceDay;
  pending: boolean;
  onCorrect: (day: AttendanceDay) => void;
}) {
  const { t } = useLingui();
  const name = dayLabel(day.date);
  return (
    <li style={listItem}>
      <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <p style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>
          <time dateTime={day.date}>{name}</time>
        </p>
        <DayDetail day={day} />
      </div>
      <Inline as="span">
        <Badge tone={KIND_TONES[day.kind]}>{labelOf(ATTENDANCE_DAY_LABELS, day.kind)}</Badge>
        {pending ? (
          <span className="sd-text-muted">
            <Trans>Correction waits for HR</Trans>
          </span>
        ) : (
          <Button size="sm" onClick={() => onCorrect(day)} aria-label={t`Correct ${name}`}>
            <Trans>Correct</Trans>
          </Button>
        )}
      </Inline>
    </li>
  );
}

function DayDetail({ day }: { day: AttendanceDay }) {
  const { record } = day;
  if (record) {
    const inAt = formatTime(record.clockInAt);
    const outAt = record.clockOutAt ? formatTime(record.clockOutAt) : '';
    const worked = record.clockOutAt
      ? workedHoursText(minutesBetween(record.clockInAt, record.clockOutAt))
      : '';
    return (
      <p className="sd-text-muted sd-num">
        {record.clockOutAt ? (
          <Trans>
            {inAt} to {outAt} · {worked}
          </Trans>
        ) : (
          <Trans>In at {inAt}, not clocked out</Trans>
        )}
      </p>
    );
  }
  return day.label ? <p className="sd-text-muted">{day.label}</p> : null;
}

const CORRECTION_TONES: Record<AttendanceCorrection['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** What I asked HR to correct, and what they decided. */
function MyCorrections({ corrections }: { corrections: AttendanceCorrection[] }) {
  const { t } = useLingui();
  return (
    <Section id="corrections" title={t`My corrections`}>
      <ul style={plainList}>
        {corrections.map((correction) => {
          const when = dayLabel(correction.workDate);
          const inAt = formatTime(correction.clockInAt);
          const outAt = correction.clockOutAt ? formatTime(correction.clockOutAt) : '';
          const comment = correction.decisionComment;
          return (
            <li key={correction.id} style={listItem}>
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <p style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>
                  <time dateTime={correction.workDate}>{when}</time>
                </p>
                <p className="sd-text-muted sd-num">
                  {outAt ? (
                    <Trans>
                      {inAt} to {outAt}
                    </Trans>
                  ) : (
                    <Trans>In at {inAt}</Trans>
                  )}
                  {' · '}
                  {correction.reason}
                </p>
                {comment ? (
                  <p className="sd-text-muted">
                    <Trans>HR: {comment}</Trans>
                  </p>
                ) : null}
              </div>
              <Badge tone={CORRECTION_TONES[correction.status]}>
                {labelOf(CORRECTION_STATUS_LABELS, correction.status)}
              </Badge>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
