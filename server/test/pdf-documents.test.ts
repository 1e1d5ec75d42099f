import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { A1_LINES, AnnualTaxForm } from '../src/pdf/documents/AnnualTaxForm.js';
import { LEAVE_FORM_LABELS, LeaveForm } from '../src/pdf/documents/LeaveForm.js';
import { OVERTIME_FORM_LABELS, OvertimeForm } from '../src/pdf/documents/OvertimeForm.js';
import { PAYSLIP_LABELS, Payslip } from '../src/pdf/documents/Payslip.js';
import {
  TIMESHEET_DOCUMENT_LABELS,
  TimesheetDocument,
} from '../src/pdf/documents/TimesheetDocument.js';
import { renderPdf } from '../src/pdf/render.js';

const workdir = mkdtempSync(join(tmpdir(), 'pdf-documents-'));
afterAll(() => rmSync(workdir, { recursive: true, force: true }));

/** The text of a PDF as pdftotext reads it, in reading order, on one line. */
async function textOf(document: ReactElement, name: string) {
  const file = join(workdir, `${name}.pdf`);
  writeFileSync(file, await renderPdf(document));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
}

const person = { name: 'Agus Santoso', number: 'EMP-0007', position: 'Driver', client: 'PT Maju' };
const GENERATED = '28 Nov 2026, 10:00 WIB';

const documents = {
  leave: () =>
    createElement(LeaveForm, {
      labels: LEAVE_FORM_LABELS.en,
      company: 'Staffdesk',
      employee: person,
      leave: {
        type: 'Annual leave',
        startDate: '1 Dec 2026',
        endDate: '3 Dec 2026',
        halfDay: null,
        days: 3,
        reason: 'Family',
        status: 'Approved',
        requestedAt: '20 Nov 2026, 08:00 WIB',
      },
      approvals: [
        {
          step: 1,
          name: 'Hendro Wibisono',
          role: 'Client PIC',
          decision: 'Approved',
          decidedAt: '21 Nov 2026, 09:00 WIB',
          comment: 'Enjoy',
        },
        { step: 2, name: 'HR', role: 'HR', decision: 'Approved', decidedAt: null, comment: null },
      ],
      generatedAt: GENERATED,
    }),
  overtime: () =>
    createElement(OvertimeForm, {
      labels: OVERTIME_FORM_LABELS.id,
      company: 'Staffdesk',
      employee: { ...person, client: null },
      overtime: {
        date: '21 Nov 2026',
        time: '17:00–20:00',
        hours: '3',
        dayType: 'Hari kerja',
        reason: 'Stok opname',
        status: 'Disetujui',
        requestedAt: '20 Nov 2026, 08:00 WIB',
      },
      pay: {
        monthlyWage: 'Rp 5.000.000',
        hourlyWage: 'Rp 28.902',
        lines: [
          { hours: '1', multiplier: '1,5', amount: 'Rp 43.353' },
          { hours: '2', multiplier: '2', amount: 'Rp 115.607' },
        ],
        total: 'Rp 158.960',
      },
      decision: { text: 'Disetujui', by: 'Hendro Wibisono', comment: 'Oke' },
      approverName: 'Hendro Wibisono',
      generatedAt: GENERATED,
    }),
  'overtime-undecided': () =>
    createElement(OvertimeForm, {
      labels: OVERTIME_FORM_LABELS.en,
      company: 'Staffdesk',
      employee: person,
      overtime: {
        date: '21 Nov 2026',
        time: '17:00–20:00',
        hours: '3',
        dayType: 'Working day',
        reason: 'Stock take',
        status: 'Pending',
        requestedAt: '20 Nov 2026, 08:00 WIB',
      },
      pay: null,
      decision: null,
      approverName: '',
      generatedAt: GENERATED,
    }),
  payslip: () =>
    createElement(Payslip, {
      labels: PAYSLIP_LABELS.en,
      company: 'Staffdesk',
      month: 'November 2026',
      employee: {
        ...person,
        ptkpStatus: 'K/1',
        npwp: '12.345.678.9-012.345',
        bankAccount: 'BCA 1234567890',
      },
      earnings: [{ key: 'base', label: 'Basic salary', amount: 'Rp 5.000.000' }],
      deductions: [{ key: 'tax', label: 'PPh 21', amount: 'Rp 25.000' }],
      employer: [{ key: 'jkk', label: 'JKK', amount: 'Rp 12.000' }],
      totalEarnings: 'Rp 5.000.000',
      totalDeductions: 'Rp 25.000',
      net: 'Rp 4.975.000',
      generatedAt: GENERATED,
    }),
  timesheet: () =>
    createElement(TimesheetDocument, {
      labels: TIMESHEET_DOCUMENT_LABELS.en,
      company: 'Staffdesk',
      title: 'Timesheet',
      logo: null,
      columns: [
        { key: 'date', label: 'Date' },
        { key: 'hours', label: 'Hours' },
      ],
      employee: person,
      client: 'PT Maju',
      period: 'November 2026',
      status: 'Approved',
      rows: [
        { date: '2026-11-02', cells: { date: '2 Nov', hours: '8' } as never, disputeComment: null },
        {
          date: '2026-11-03',
          cells: { date: '3 Nov', hours: '7' } as never,
          disputeComment: 'Late',
        },
      ],
      totals: [{ label: 'Hours worked', value: '15' }],
      decision: 'Approved by Hendro Wibisono on 22 Nov 2026, 09:00 WIB',
      disputeComment: 'Check the 3rd',
      signatures: [
        { label: 'Employee', name: 'Agus Santoso' },
        { label: 'Client PIC', name: 'Hendro Wibisono' },
      ],
      footnote: 'Signed electronically.',
      generatedAt: GENERATED,
    }),
  'annual-tax': () =>
    createElement(AnnualTaxForm, {
      locale: 'id',
      company: 'Staffdesk',
      year: 2026,
      months: '01–11',
      employee: {
        name: person.name,
        number: person.number,
        nik: '3171234567890001',
        npwp: '12.345.678.9-012.345',
        ptkpStatus: 'K/1',
        position: person.position,
      },
      amounts: A1_LINES.id.map((_, i) => `Rp ${i + 1}.000`),
      generatedAt: GENERATED,
    }),
} satisfies Record<string, () => ReactElement>;

describe('PDF documents on the one shell', () => {
  it.each(Object.keys(documents))(
    '%s: header first, the person block, the footer',
    async (name) => {
      const text = await textOf(documents[name as keyof typeof documents](), name);
      if (process.env.PDF_TEXT_DUMP)
        writeFileSync(`${process.env.PDF_TEXT_DUMP}-${name}.txt`, text);
      expect(text.startsWith('Staffdesk ')).toBe(true);
      expect(text).toContain(person.name);
      expect(text).toContain(person.number);
      expect(text).toMatch(
        /(Generated by|Dibuat oleh) Staffdesk (on|pada) 28 Nov 2026, 10:00 WIB\./,
      );
    },
  );
});
