import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  clientTimesheetSettings,
  type TimesheetColumn,
  type TimesheetFormat,
} from '../db/schema.js';
import type { Locale } from '../i18n/locale.js';

export type TimesheetSettingsRow = typeof clientTimesheetSettings.$inferSelect;

const COLUMN_LABELS: Record<Locale, Record<TimesheetColumn, string>> = {
  en: {
    date: 'Date',
    day: 'Day',
    kind: 'Status',
    'clock-in': 'In',
    'clock-out': 'Out',
    hours: 'Hours',
    overtime: 'Overtime',
    note: 'Note',
  },
  id: {
    date: 'Tanggal',
    day: 'Hari',
    kind: 'Keterangan',
    'clock-in': 'Masuk',
    'clock-out': 'Pulang',
    hours: 'Jam kerja',
    overtime: 'Lembur',
    note: 'Catatan',
  },
};

/** The format a client has until HR sets one: every column, Indonesian labels, two signatures. */
export function defaultFormat(locale: Locale = 'id'): TimesheetFormat {
  const labels = COLUMN_LABELS[locale];
  return {
    title: locale === 'id' ? 'Lembar Waktu Kerja' : 'Timesheet',
    columns: (Object.keys(labels) as TimesheetColumn[]).map((key) => ({
      key,
      label: labels[key],
    })),
    signatures:
      locale === 'id'
        ? [
            { label: 'Karyawan', name: '' },
            { label: 'Disetujui oleh PIC klien', name: '' },
          ]
        : [
            { label: 'Employee', name: '' },
            { label: 'Approved by the client PIC', name: '' },
          ],
    footnote: '',
  };
}

/** The settings of a client a new one starts with: a cut-off on the 20th, no approver yet. */
export function defaultSettings(clientId: string): TimesheetSettingsRow {
  const epoch = new Date(0);
  return {
    clientId,
    cutOffDay: 20,
    approverPicId: null,
    secondaryPicId: null,
    sendAfterDays: 0,
    followUpAfterDays: 2,
    escalateAfterDays: 4,
    workStartTime: '08:00',
    format: defaultFormat(),
    logoKey: null,
    updatedByLabel: null,
    createdAt: epoch,
    updatedAt: epoch,
  };
}

/** A client's timesheet settings, or the defaults when HR has not set them. */
export async function settingsOf(db: Db, clientId: string): Promise<TimesheetSettingsRow> {
  const [row] = await db
    .select()
    .from(clientTimesheetSettings)
    .where(eq(clientTimesheetSettings.clientId, clientId));
  return row ?? defaultSettings(clientId);
}
