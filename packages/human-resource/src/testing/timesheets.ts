// Timesheet fixtures: Budi's and Dewi's sheets of the bank's period 2026-11 (21 Oct – 20 Nov
// 2026, cut-off 20) and the bank's timesheet settings.

import type { Timesheet, TimesheetDay, TimesheetSummary } from '@staffdesk/kit';
import type { TimesheetApprovalRequest, TimesheetSettings } from '../hooks/types';
import { AGUS_PIC, BANK, BUDI, CLIENT_ID, DEWI, refOf, SITI_PIC } from './fixtures';

export const BUDI_SHEET_ID = '00000000-0000-4000-8000-000000009001';
export const DEWI_SHEET_ID = '00000000-0000-4000-8000-000000009002';

const DAYS: TimesheetDay[] = [
  {
    date: '2026-10-21',
    kind: 'present',
    workedMinutes: 8 * 60 + 30,
    overtimeMinutes: 30,
    clockIn: '07:58',
    clockOut: '17:28',
    note: '',
    disputeComment: null,
  },
  {
    date: '2026-10-22',
    kind: 'leave',
    workedMinutes: null,
    overtimeMinutes: 0,
    clockIn: null,
    clockOut: null,
    note: 'Annual leave',
    disputeComment: null,
  },
  {
    date: '2026-10-24',
    kind: 'day-off',
    workedMinutes: null,
    overtimeMinutes: 0,
    clockIn: null,
    clockOut: null,
    note: '',
    disputeComment: null,
  },
];

/** Budi's sheet, submitted by him and not sent to the PIC yet. */
export const BUDI_SHEET: Timesheet = {
  id: BUDI_SHEET_ID,
  employee: refOf(BUDI),
  clientId: CLIENT_ID,
  clientName: BANK.legalName,
  period: '2026-11',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-20',
  status: 'submitted',
  totals: {
    workedMinutes: 8 * 60 + 30,
    overtimeMinutes: 30,
    presentDays: 1,
    leaveDays: 1,
    sickDays: 0,
    absentDays: 0,
  },
  submittedAt: '2026-11-20T10:00:00.000Z',
  submittedBy: 'Budi Santoso',
  decidedAt: null,
  decidedBy: null,
  disputeComment: null,
  reopenReason: null,
  sentToPic: false,
  days: DAYS,
  payrollReadAt: null,
  closing: { submittableFrom: '2026-11-20', ended: true, payrollApproved: false },
};

/** Budi's sheet as the client PIC approved it. */
export const BUDI_APPROVED: Timesheet = {
  ...BUDI_SHEET,
  status: 'approved',
  sentToPic: false,
  decidedAt: '2026-11-23T03:00:00.000Z',
  decidedBy: 'Siti Rahmawati',
};

/** Budi's sheet sent back by the PIC with a comment on 21 Oct. */
export const BUDI_DISPUTED: Timesheet = {
  ...BUDI_SHEET,
  status: 'disputed',
  decidedAt: '2026-11-23T03:00:00.000Z',
  decidedBy: 'Siti Rahmawati',
  disputeComment: 'Please check the first day.',
  days: DAYS.map((day) =>
    day.date === '2026-10-21' ? { ...day, disputeComment: 'He left at 16:00 that day.' } : day,
  ),
};

/** A sheet as the list shows it (no days). */
export function summaryOfSheet(sheet: Timesheet): TimesheetSummary {
  const { days: _days, payrollReadAt: _read, closing: _closing, ...summary } = sheet;
  return summary;
}

/** Dewi's draft sheet. */
export const DEWI_SHEET: TimesheetSummary = {
  ...summaryOfSheet(BUDI_SHEET),
  id: DEWI_SHEET_ID,
  employee: refOf(DEWI),
  status: 'draft',
  submittedAt: null,
  submittedBy: null,
};

/** Staffdesk asked Siti about the period, followed up, and she has not decided. */
export const PERIOD_REQUEST: TimesheetApprovalRequest = {
  id: '00000000-0000-4000-8000-000000009101',
  approverName: 'Siti Rahmawati',
  approverEmail: 'siti@bni.example',
  scope: 'period',
  sentAt: '2026-11-21T01:00:00.000Z',
  followedUpAt: '2026-11-23T01:00:00.000Z',
  escalatedAt: null,
  decidedAt: null,
  decidedBy: null,
  earlyReason: null,
};

/** The bank's settings: cut-off 20, Siti approves, Agus is asked when she does not answer. */
export const BANK_TIMESHEET_SETTINGS: TimesheetSettings = {
  clientId: CLIENT_ID,
  clientName: BANK.legalName,
  cutOffDay: 20,
  approverPicId: SITI_PIC,
  secondaryPicId: null,
  sendAfterDays: 0,
  followUpAfterDays: 2,
  escalateAfterDays: 4,
  workStartTime: '08:00',
  format: {
    title: 'Lembar Waktu Kerja',
    columns: [
      { key: 'date', label: 'Tanggal' },
      { key: 'day', label: 'Hari' },
      { key: 'kind', label: 'Keterangan' },
      { key: 'clock-in', label: 'Masuk' },
      { key: 'clock-out', label: 'Pulang' },
      { key: 'hours', label: 'Jam kerja' },
      { key: 'overtime', label: 'Lembur' },
      { key: 'note', label: 'Catatan' },
    ],
    signatures: [
      { label: 'Karyawan', name: '' },
      { label: 'Disetujui oleh PIC klien', name: '' },
    ],
    footnote: '',
  },
  hasLogo: false,
  customized: true,
  pics: [
    { id: SITI_PIC, name: 'Siti Rahmawati', email: 'siti@bni.example' },
    { id: AGUS_PIC, name: 'Agus Setiawan', email: 'agus@bni.example' },
  ],
  alternates: [
    {
      id: '00000000-0000-4000-8000-000000009201',
      name: 'Rudi Hartono',
      email: 'rudi@bni.example',
      from: '2026-12-21',
      to: '2026-12-31',
      status: 'active',
      namedBy: 'siti@bni.example',
      createdAt: '2026-12-10T02:00:00.000Z',
      reviewedBy: null,
      reviewedAt: null,
    },
    {
      id: '00000000-0000-4000-8000-000000009202',
      name: 'Budi Santoso',
      email: 'budi.santoso@gmail.example',
      from: '2026-12-21',
      to: '2026-12-31',
      status: 'awaiting-hr',
      namedBy: 'agus@bni.example',
      createdAt: '2026-12-11T02:00:00.000Z',
      reviewedBy: null,
      reviewedAt: null,
    },
  ],
  currentPeriod: '2026-12',
  updatedAt: '2026-11-01T02:00:00.000Z',
  updatedBy: 'Rina Wulandari',
};
