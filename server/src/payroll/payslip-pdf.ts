import { PDFDocument } from '@cantoo/pdf-lib';
import { createElement } from 'react';
import type { PayslipLine } from '../db/schema.js';
import { formatDateTimeWib, formatRupiah } from '../format.js';
import type { Locale } from '../i18n/locale.js';
import { PAYSLIP_LABELS, Payslip } from '../pdf/documents/Payslip.js';
import { renderPdf } from '../pdf/render.js';
import { payslipLineName } from './line-labels.js';

const MONTHS: Record<Locale, string[]> = {
  en: [
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
  ],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
};

/** `November 2026` (Indonesian: `November 2026`, `Agustus 2026`). */
export function monthName(period: string, locale: Locale) {
  return `${MONTHS[locale][Number(period.slice(5)) - 1]} ${period.slice(0, 4)}`;
}

export type PayslipForPdf = {
  period: string;
  employee: {
    number: string;
    name: string;
    position: string;
    ptkpStatus: string;
    npwp: string | null;
    bankName: string | null;
    bankAccountNumber: string | null;
  };
  gross: number;
  net: number;
  lines: PayslipLine[];
};

/**
 * The e-payslip PDF, encrypted with `password` (AES-256, printing allowed, no changes) when given:
 * the password the employee set, for the mailed attachment; none behind sign-in.
 */
export async function payslipPdf(
  payslip: PayslipForPdf,
  clientName: string | null,
  locale: Locale,
  password: string | null,
  now: Date,
): Promise<Buffer> {
  const row = (line: PayslipLine, index: number) => ({
    key: `${line.code}-${index}`,
    label: payslipLineName(line, locale),
    amount: formatRupiah(line.amount),
  });
  const earnings = payslip.lines.filter((l) => l.side === 'earning');
  const deductions = payslip.lines.filter((l) => l.side === 'deduction');
  const employer = payslip.lines.filter((l) => l.side === 'employer');
  const e = payslip.employee;
  const pdf = await renderPdf(
    createElement(Payslip, {
      labels: PAYSLIP_LABELS[locale],
      company: 'Staffdesk',
      month: monthName(payslip.period, locale),
      employee: {
        name: e.name,
        number: e.number,
        position: e.position,
        client: clientName,
        ptkpStatus: e.ptkpStatus,
        npwp: e.npwp ?? '–',
        bankAccount: [e.bankName, e.bankAccountNumber].filter(Boolean).join(' ') || '–',
      },
      earnings: earnings.map(row),
      deductions: deductions.map(row),
      employer: employer.map(row),
      totalEarnings: formatRupiah(earnings.reduce((s, l) => s + l.amount, 0)),
      totalDeductions: formatRupiah(deductions.reduce((s, l) => s + l.amount, 0)),
      net: formatRupiah(payslip.net),
      generatedAt: formatDateTimeWib(now, locale),
    }),
  );
  if (!password) return pdf;
  const doc = await PDFDocument.load(pdf);
  doc.encrypt({
    userPassword: password,
    ownerPassword: `${password}:${crypto.randomUUID()}`,
    permissions: {
      printing: 'highResolution',
      modifying: false,
      copying: false,
      annotating: false,
    },
  });
  return Buffer.from(await doc.save());
}

export function payslipFilename(payslip: { period: string; employee: { number: string } }) {
  return `payslip-${payslip.period}-${payslip.employee.number}.pdf`;
}
