import { useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  failureStatus,
  hasPermission,
  routePatterns,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, QueryFailure, useClientChoices } from '@staffdesk/kit';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDate,
  formatMonthYear,
  Inline,
  LoadingState,
  PageHeader,
  SimpleTable,
  useToast,
  weekdayName,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { HolidayDialog } from '../components/HolidayDialog';
import { HolidayKindBadge } from '../components/StatusBadges';
import { WorkingDaysTool } from '../components/WorkingDaysTool';
import type { Holiday } from '../hooks/types';
import { useDeleteHoliday, useHolidays } from '../hooks/useCalendar';
import { HOLIDAY_KIND_OPTIONS, todayInJakarta } from '../lib/labels';

// Column widths (CSS lengths).
const DAY_WIDTH = '9rem';
const KIND_WIDTH = '10rem';
const CLIENT_WIDTH = '14rem';
const ACTIONS_WIDTH = '9rem';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** `Mon 25 Dec 2026` / `Sen 25 Des 2026` for a `YYYY-MM-DD` day. */
function dayLabel(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return `${weekdayName(utc.getUTCDay())} ${formatDate(date)}`;
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
  const { t } = useLingui();
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
    id ? (clients.data?.items.find((client) => client.id === id)?.legalName ?? t`A client`) : '';
  const shown = (holidays.data?.items ?? [])
    .filter((day) => !kind || day.kind === kind)
    .sort((a, b) => a.date.localeCompare(b.date));
  const byMonth = MONTHS.map((month) => ({
    month,
    name: formatMonthYear(`${year}-${String(month).padStart(2, '0')}-01`),
    days: shown.filter((day) => Number(day.date.slice(5, 7)) === month),
  })).filter((month) => month.days.length > 0);

  const addButton = canManage ? (
    <Button variant="primary" onClick={() => setEditing('new')}>
      {t`Add event`}
    </Button>
  ) : null;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      toast({ tone: 'success', title: t`Event deleted`, description: deleting.name });
    } catch (error) {
      setDeleteError(describeFailure(error).message);
      throw error;
    }
  }

  const deleteTitle = ({ name }: Holiday) => t`Delete ${name}?`;
  const ordinaryAgain = (holiday: Holiday) => {
    const day = dayLabel(holiday.date);
    return t`${day} becomes an ordinary day again: leave, timesheets and payroll count it as a working day.`;
  };

  let content: ReactNode;
  if (holidays.isPending) content = <LoadingState label={t`Loading the calendar…`} />;
  else if (holidays.isError) {
    content = (
      <QueryFailure
        error={holidays.error}
        title={t`The calendar could not be loaded`}
        onRetry={() => void holidays.refetch()}
      />
    );
  } else if (byMonth.length === 0) {
    content = (
      <EmptyState
        title={kind ? t`Nothing of this kind in ${year}` : t`Nothing in ${year}`}
        description={t`National holidays and cuti bersama are added for each year; company and client days are added here.`}
        action={addButton}
      />
    );
  } else {
    content = byMonth.map((month) => (
      <Card key={month.month} title={month.name} flush>
        <SimpleTable<Holiday>
          label={month.name}
          columns={[
            {
              header: t`Date`,
              width: DAY_WIDTH,
              cell: (day) => <span className="sd-num">{dayLabel(day.date)}</span>,
            },
            { header: t`Name`, cell: (day) => day.name },
            {
              header: t({ message: 'Kind', context: 'type of calendar day' }),
              width: KIND_WIDTH,
              cell: (day) => <HolidayKindBadge kind={day.kind} />,
            },
            {
              header: t`Client`,
              width: CLIENT_WIDTH,
              cell: (day) =>
                clientName(day.clientId) || (
                  <span className="sd-text-muted">
                    {t({ message: 'All', context: 'all clients' })}
                  </span>
                ),
            },
            ...(canManage
              ? [
                  {
                    header: <span className="sd-visually-hidden">{t`Actions`}</span>,
                    align: 'right' as const,
                    width: ACTIONS_WIDTH,
                    cell: (day: Holiday) => {
                      const { name } = day;
                      return (
                        <Inline as="span" justify="end">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t`Edit ${name}`}
                            onClick={() => setEditing(day)}
                          >
                            {t`Edit`}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t`Delete ${name}`}
                            onClick={() => setDeleting(day)}
                          >
                            {t`Delete`}
                          </Button>
                        </Inline>
                      );
                    },
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
        title={t`Calendar`}
        description={t`National holidays, cuti bersama, company events and client calendars.`}
        actions={addButton}
      />
      <FilterBar>
        <FilterSelect
          label={t`Year`}
          value={String(year)}
          onChange={(next) => update({ year: Number(next) === thisYear ? null : next })}
          options={[thisYear - 1, thisYear, thisYear + 1].map((option) => ({
            value: String(option),
            label: String(option),
          }))}
        />
        <FilterSelect
          label={t`Client calendar`}
          value={values.clientId}
          onChange={(clientId) => update({ clientId })}
          allLabel={t`None (national and company days)`}
          options={(clients.data?.items ?? []).map((client) => ({
            value: client.id,
            label: client.legalName,
          }))}
        />
        <FilterSelect
          label={t({ message: 'Kind', context: 'type of calendar day' })}
          value={kind}
          onChange={(next) => update({ kind: next === '' && eventsPage ? 'all' : next })}
          allLabel={t`All kinds`}
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
        title={deleting ? deleteTitle(deleting) : t`Delete the event?`}
        description={deleting ? ordinaryAgain(deleting) : ''}
        confirmLabel={t`Delete event`}
        destructive
        error={deleteError}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
