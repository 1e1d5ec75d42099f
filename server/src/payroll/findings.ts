import type { FindingSeverity, PayslipFinding, TimesheetStatus } from '../db/schema.js';
import type { Locale } from '../i18n/locale.js';

/**
 * The checks of a payslip, each with a stable code, a severity and a message in English and
 * Indonesian. An error blocks the run's approval until the cause is fixed and the run is
 * calculated again; a warning blocks it until someone accepts it with a reason (audited).
 *
 * An unapproved timesheet is a warning, not an error: the PIC may simply be late, and paying the
 * full month (correcting absent days next month) is a legitimate choice someone can own with a
 * reason. A disputed sheet is an error: the PIC has said its days are wrong.
 */
export const FINDINGS = {
  'left-before-period': {
    severity: 'error',
    en: 'The employee left before this month: they must not be paid in it.',
    id: 'Karyawan sudah keluar sebelum bulan ini: tidak boleh digaji pada bulan ini.',
  },
  'negative-net': {
    severity: 'error',
    en: 'The net pay is below zero: the deductions exceed the pay. Correct the deductions or adjustments.',
    id: 'Gaji bersih di bawah nol: potongan melebihi penghasilan. Perbaiki potongan atau penyesuaiannya.',
  },
  'no-bank-account': {
    severity: 'error',
    en: "There is no bank account to transfer the salary to: add it to the employee's record.",
    id: 'Tidak ada rekening bank untuk transfer gaji: tambahkan di data karyawan.',
  },
  'no-ptkp-status': {
    severity: 'error',
    en: "There is no PTKP status, so PPh 21 cannot be right: set it on the employee's record.",
    id: 'Status PTKP belum diisi sehingga PPh 21 tidak dapat dihitung dengan benar: isi di data karyawan.',
  },
  'timesheet-disputed': {
    severity: 'error',
    en: "The client's PIC disputed the timesheet: have it corrected and approved, then calculate again.",
    id: 'PIC klien menyanggah timesheet: minta diperbaiki dan disetujui, lalu hitung ulang.',
  },
  'timesheet-not-approved': {
    severity: 'warning',
    en: 'The timesheet is not approved: no absent days are deducted this month.',
    id: 'Timesheet belum disetujui: tidak ada hari absen yang dipotong bulan ini.',
  },
  'no-npwp': {
    severity: 'warning',
    en: 'There is no active NPWP: PPh 21 is withheld at the 20 % higher no-NPWP rate.',
    id: 'Tidak ada NPWP aktif: PPh 21 dipotong dengan tarif 20 % lebih tinggi bagi yang tidak ber-NPWP.',
  },
} as const satisfies Record<string, { severity: FindingSeverity; en: string; id: string }>;

export type FindingCode = keyof typeof FINDINGS;
export const FINDING_CODES = Object.keys(FINDINGS) as FindingCode[];

/** What the calculation knows of an employee's month, beyond the figures. */
export type FindingFacts = {
  /** The client's timesheet of the month: its status, `missing`, or `not-needed` (own staff). */
  timesheet: TimesheetStatus | 'missing' | 'not-needed';
  ptkpStatus: string | null;
  bankAccountNumber: string | null;
  /** The employee's last day, if any, and the run's first day. */
  endDate: string | null;
  monthStart: string;
  /** The employee has an NPWP or an activated NIK-NPWP. */
  taxIdActive: boolean;
};

/** The findings of one payslip, errors first, in a stable order. */
export function payslipFindings(facts: FindingFacts, figures: { net: number }): PayslipFinding[] {
  const codes: FindingCode[] = [];
  if (facts.endDate !== null && facts.endDate < facts.monthStart) codes.push('left-before-period');
  if (figures.net < 0) codes.push('negative-net');
  if (!facts.bankAccountNumber?.trim()) codes.push('no-bank-account');
  if (!facts.ptkpStatus) codes.push('no-ptkp-status');
  if (facts.timesheet === 'disputed') codes.push('timesheet-disputed');
  else if (facts.timesheet !== 'approved' && facts.timesheet !== 'not-needed') {
    codes.push('timesheet-not-approved');
  }
  if (!facts.taxIdActive) codes.push('no-npwp');
  return codes.map((code) => ({ code, severity: FINDINGS[code].severity }));
}

/** A finding's message in the reader's language (the code itself when it is unknown). */
export function findingMessage(code: string, locale: Locale): string {
  const known = FINDINGS[code as FindingCode];
  if (!known) return code;
  return locale === 'id' ? known.id : known.en;
}
