import type { PayslipLine } from '../db/schema.js';
import type { Locale } from '../i18n/locale.js';

/**
 * The names of the payslip's standard lines, by code, in both languages: what the payslip PDF
 * (and the mail's attachment) prints. The front end has the same words by code in
 * packages/kit/src/payroll/payslipLines.ts.
 */
export const PAYSLIP_LINE_LABELS: Record<Locale, Record<string, string>> = {
  en: {
    base: 'Base salary',
    'fixed-allowance': 'Fixed allowance',
    'variable-allowance': 'Variable allowance',
    'unpaid-days': 'Unpaid days',
    overtime: 'Overtime',
    thr: 'THR (religious holiday allowance)',
    adjustment: 'Adjustment',
    deduction: 'Recurring deduction',
    'adjustment-deduction': 'Deduction',
    'tax-allowance': 'Tax allowance (gross-up)',
    'pph21-refund': 'PPh 21 refund',
    'bpjs-kesehatan-employee': 'BPJS Kesehatan (1 %)',
    'bpjs-jht-employee': 'BPJS JHT (2 %)',
    'bpjs-jp-employee': 'BPJS JP (1 %)',
    pph21: 'PPh 21',
    'bpjs-kesehatan-employer': 'BPJS Kesehatan',
    'bpjs-jht-employer': 'BPJS JHT',
    'bpjs-jp-employer': 'BPJS JP',
    'bpjs-jkk-employer': 'BPJS JKK',
    'bpjs-jkm-employer': 'BPJS JKM',
    'pph21-employer': 'PPh 21 borne by the company',
  },
  id: {
    base: 'Gaji pokok',
    'fixed-allowance': 'Tunjangan tetap',
    'variable-allowance': 'Tunjangan tidak tetap',
    'unpaid-days': 'Hari tidak dibayar',
    overtime: 'Lembur',
    thr: 'THR (tunjangan hari raya)',
    adjustment: 'Penyesuaian',
    deduction: 'Potongan rutin',
    'adjustment-deduction': 'Potongan',
    'tax-allowance': 'Tunjangan pajak (gross-up)',
    'pph21-refund': 'Pengembalian PPh 21',
    'bpjs-kesehatan-employee': 'BPJS Kesehatan (1 %)',
    'bpjs-jht-employee': 'BPJS JHT (2 %)',
    'bpjs-jp-employee': 'BPJS JP (1 %)',
    pph21: 'PPh 21',
    'bpjs-kesehatan-employer': 'BPJS Kesehatan',
    'bpjs-jht-employer': 'BPJS JHT',
    'bpjs-jp-employer': 'BPJS JP',
    'bpjs-jkk-employer': 'BPJS JKK',
    'bpjs-jkm-employer': 'BPJS JKM',
    'pph21-employer': 'PPh 21 ditanggung perusahaan',
  },
};

function labelKey(line: Pick<PayslipLine, 'code' | 'side'>) {
  return line.code === 'pph21' && line.side === 'employer' ? 'pph21-employer' : line.code;
}

/**
 * Whether a line's own name is only its code's standard name in one of the languages (the
 * placement's allowance, named "Fixed allowance" by the system): such a line is named by its code
 * in the reader's language. A name someone gave (an allowance "Tunjangan transport", an
 * adjustment "Bonus Q4") is theirs and kept.
 */
export function isStandardLineName(line: Pick<PayslipLine, 'code' | 'side' | 'name'>) {
  const name = line.name?.trim().toLowerCase();
  if (!name) return true;
  const key = labelKey(line);
  return Object.values(PAYSLIP_LINE_LABELS).some((labels) => labels[key]?.toLowerCase() === name);
}

/** A line's name on the payslip in `locale`: its own name, else its code's (the code when new). */
export function payslipLineName(
  line: Pick<PayslipLine, 'code' | 'side' | 'name'>,
  locale: Locale,
): string {
  if (line.name && !isStandardLineName(line)) return line.name;
  return PAYSLIP_LINE_LABELS[locale][labelKey(line)] ?? line.name ?? line.code;
}
