import {
  describeFailure,
  failureStatus,
  hasPermission,
  routePatterns,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied } from '@staffdesk/kit';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FilterBar,
  FilterSelect,
  formatDate,
  LoadingState,
  PageHeader,
  SimpleTable,
  useToast,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { HolidayDialog } from '../components/HolidayDialog';
import { HolidayKindBadge } from '../components/StatusBadges';
import { WorkingDaysTool } from '../components/WorkingDaysTool';
import type { Holiday } from '../hooks/types';
import { useDeleteHoliday, useHolidays } from '../hooks/useCalendar';
import { useClientChoices } from '../hooks/useClients';
import { HOLIDAY_KIND_OPTIONS, todayInJakarta } from '../lib/labels';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** `Mon 25 Dec 2026` for a `YYYY-MM-DD` day. */
function dayLabel(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return `${weekday.format(utc)} ${formatDate(date)}`;
}

/**
 * `/human-resource/calendar/holidays` and `/human-resource/calendar/events`: the year's national
 * holidays, cuti bersama, company events and a client's calendar, month by month; HR adds, edits
 * and deletes days; and a working-days counter. The events address starts on company events.
 */
export function Component() {
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'employees.manage');
  const location = useLocation();
  const { toast } = useToast();
  const thisYear = Number(todayInJakarta().slice(0, 4));
  const { values, update } = useListParams(['year', 'clientId', 'kind'] as const);
  const eventsPage = location.pathname === routePatterns.humanResource.calendar.events;
  const year = Number(values.year) || thisYear;
  // The events address starts on company events; `all` there means no kind filter.
  const kind = values.kind === 'all' ? '' : values.kind || (eventsPage ? 'company-event' : '');
  const clients = useClientChoices();
  const holidays = useHolidays(year, values.clientId || undefined);
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (failureStatus(holidays.error) === 403) return <AccessDenied />;

  const clientName = (id: string | null) =>
    id ? (clients.data?.items.find((client) => client.id === id)?.legalName ?? 'A client') : '';
  const shown = (holidays.data?.items ?? [])
    .filter((day) => !kind || day.kind === kind)
    .sort((a, b) => a.date.localeCompare(b.date));
  const byMonth = MONTHS.map((name, index) => ({
    name,
    days: shown.filter((day) => Number(day.date.slice(5, 7)) === index + 1),
  })).filter((month) => month.days.length > 0);

  const addButton = canManage ? (
    <Button variant="primary" onClick={() => setEditing('new')}>
      Add event
    </Button>
  ) : null;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      toast({ tone: 'success', title: 'Event deleted', description: deleting.name });
    } catch (error) {
      setDeleteError(describeFailure(error).message);
      throw error;
    }
  }

  let content: ReactNode;
  if (holidays.isPending) content = <LoadingState label="Loading the calendar…" />;
  else if (holidays.isError) {
    content = (
      <ErrorState
        title="The calendar could not be loaded"
        message={describeFailure(holidays.error).message}
        onRetry={() => void holidays.refetch()}
      />
    );
  } else if (byMonth.length === 0) {
    content = (
      <EmptyState
        title={`Nothing in ${year}${kind ? ' of this kind' : ''}`}
        description="National holidays and cuti bersama are added for each year; company and client days are added here."
        action={addButton}
      />
    );
  } else {
    content = byMonth.map((month) => (
      <Card key={month.name} title={`${month.name} ${year}`} flush>
        <SimpleTable<Holiday>
          label={`${month.name} ${year}`}
          columns={[
            {
              header: 'Date',
              width: '9rem',
              cell: (day) => <span className="sd-num">{dayLabel(day.date)}</span>,
            },
            { header: 'Name', cell: (day) => day.name },
            { header: 'Kind', width: '10rem', cell: (day) => <HolidayKindBadge kind={day.kind} /> },
            {
              header: 'Client',
              width: '14rem',
              cell: (day) => clientName(day.clientId) || <span className="sd-text-muted">All</span>,
            },
            ...(canManage
              ? [
                  {
                    header: <span className="sd-visually-hidden">Actions</span>,
                    align: 'right' as const,
                    width: '9rem',
                    cell: (day: Holiday) => (
                      <span className="sd-inline" style={{ justifyContent: 'flex-end' }}>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Edit ${day.name}`}
                          onClick={() => setEditing(day)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${day.name}`}
                          onClick={() => setDeleting(day)}
                        >
                          Delete
                        </Button>
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
          rows={month.days}
          getRowKey={(day) => day.id}
        />
      </Card>
    ));
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title="Calendar"
        description="National holidays, cuti bersama, company events and client calendars."
        actions={addButton}
      />
      <FilterBar>
        <FilterSelect
          label="Year"
          value={String(year)}
          onChange={(next) => update({ year: Number(next) === thisYear ? null : next })}
          options={[thisYear - 1, thisYear, thisYear + 1].map((option) => ({
            value: String(option),
            label: String(option),
          }))}
        />
        <FilterSelect
          label="Client calendar"
          value={values.clientId}
          onChange={(clientId) => update({ clientId })}
          allLabel="None (national and company days)"
          options={(clients.data?.items ?? []).map((client) => ({
            value: client.id,
            label: client.legalName,
          }))}
        />
        <FilterSelect
          label="Kind"
          value={kind}
          onChange={(next) => update({ kind: next === '' && eventsPage ? 'all' : next })}
          allLabel="All kinds"
          options={HOLIDAY_KIND_OPTIONS}
        />
      </FilterBar>
      {content}
      <WorkingDaysTool />
      {editing ? (
        <HolidayDialog
          holiday={editing === 'new' ? null : editing}
          clientId={values.clientId || undefined}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            // A client's day shows in that client's calendar.
            if (saved.clientId && saved.clientId !== values.clientId) {
              update({ clientId: saved.clientId, year: saved.date.slice(0, 4) });
            }
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={`Delete ${deleting?.name ?? 'the event'}?`}
        description={
          deleting
            ? `${dayLabel(deleting.date)} becomes an ordinary day again: leave, timesheets and payroll count it as a working day.`
            : ''
        }
        confirmLabel="Delete event"
        destructive
        error={deleteError}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
