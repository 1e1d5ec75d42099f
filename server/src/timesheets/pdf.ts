import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { employees, type TimesheetColumn, type TimesheetDayKind } from '../db/schema.js';
import { formatDateTimeWib, formatDay } from '../format.js';
import type { Locale } from '../i18n/locale.js';
import {
  TIMESHEET_DOCUMENT_LABELS,
  TimesheetDocument,
} from '../pdf/documents/TimesheetDocument.js';
import { renderPdf } from '../pdf/render.js';
import { clientNameOf } from '../people/employees.js';
import { dayNumber, weekdayOf } from '../shared/business-dates.js';
import { settingsOf } from './settings.js';
import type { TimesheetRow } from './sheets.js';

const KIND_NAMES: Record<Locale, Record<TimesheetDayKind, string>> = {
  en: {
    present: 'Present',
    leave: 'Leave',
    sick: 'Sick',
    holiday: 'Holiday',
    'day-off': 'Day off',
    absent: 'Absent',
    upcoming: 'Not yet',
  },
  id: {
    present: 'Hadir',
    leave: 'Cuti',
    sick: 'Sakit',
    holiday: 'Libur',
    'day-off': 'Hari libur',
    absent: 'Tidak hadir',
    upcoming: 'Belum',
  },
};

const STATUS_NAMES: Record<Locale, Record<TimesheetRow['status'], string>> = {
  en: {
    draft: 'Draft',
    submitted: 'Waiting for the client PIC',
    approved: 'Approved',
    disputed: 'Disputed',
  },
  id: {
    draft: 'Draf',
    submitted: 'Menunggu PIC klien',
    approved: 'Disetujui',
    disputed: 'Disanggah',
  },
};

const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  id: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
};

/** `8:30` for 510 minutes; empty for none. */
export function hoursText(minutes: number | null): string {
  if (minutes === null || minutes === 0) return '';
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The timesheet PDF of one sheet, in its client's format, in one language. */
export async function timesheetPdf(
  db: Db,
  ctx: Pick<AppContext, 'now' | 'blobs'>,
  sheet: TimesheetRow,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const l = TIMESHEET_DOCUMENT_LABELS[locale];
  const [settings, [employee], clientName] = await Promise.all([
    settingsOf(db, sheet.clientId),
    db.select().from(employees).where(eq(employees.id, sheet.employeeId)),
    clientNameOf(db, sheet.clientId),
  ]);
  const logo = settings.logoKey ? await ctx.blobs.get(settings.logoKey).catch(() => null) : null;
  const rows = sheet.days.map((d) => {
    const cells: Record<TimesheetColumn, string> = {
      date: formatDay(d.date, locale),
      day: WEEKDAYS[locale][weekdayOf(dayNumber(d.date))]!,
      kind: KIND_NAMES[locale][d.kind],
      'clock-in': d.clockIn ?? '',
      'clock-out': d.clockOut ?? '',
      hours: hoursText(d.workedMinutes),
      overtime: hoursText(d.overtimeMinutes),
      note: d.note,
    };
    return { date: d.date, cells, disputeComment: d.disputeComment };
  });
  const decision =
    sheet.status === 'approved' && sheet.decidedAt
      ? `${STATUS_NAMES[locale].approved}: ${sheet.decidedByLabel} (${formatDateTimeWib(sheet.decidedAt, locale)})`
      : sheet.status === 'disputed' && sheet.decidedAt
        ? `${STATUS_NAMES[locale].disputed}: ${sheet.decidedByLabel} (${formatDateTimeWib(sheet.decidedAt, locale)})`
        : STATUS_NAMES[locale][sheet.status];
  const pdf = await renderPdf(
    createElement(TimesheetDocument, {
      labels: l,
      company: 'Staffdesk',
      title: settings.format.title,
      logo,
      columns: settings.format.columns,
      employee: {
        name: employee?.fullName ?? '',
        number: employee?.employeeNumber ?? '',
        position: employee?.position ?? '',
      },
      client: clientName ?? '',
      period: `${formatDay(sheet.periodStart, locale)} – ${formatDay(sheet.periodEnd, locale)}`,
      status: STATUS_NAMES[locale][sheet.status],
      rows,
      totals: [
        { label: l.workedHours, value: hoursText(sheet.workedMinutes) || '0:00' },
        { label: l.overtimeHours, value: hoursText(sheet.overtimeMinutes) || '0:00' },
        { label: l.presentDays, value: String(sheet.presentDays) },
        { label: l.leaveDays, value: String(sheet.leaveDays) },
        { label: l.sickDays, value: String(sheet.sickDays) },
        { label: l.absentDays, value: String(sheet.absentDays) },
      ],
      decision,
      disputeComment: sheet.disputeComment,
      signatures: settings.format.signatures,
      footnote: settings.format.footnote,
      generatedAt: formatDateTimeWib(ctx.now(), locale),
    }),
  );
  return { pdf, filename: `timesheet-${employee?.employeeNumber ?? sheet.id}-${sheet.period}.pdf` };
}
