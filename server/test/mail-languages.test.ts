import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import type { PayslipLine } from '../src/db/schema.js';
import type { Locale } from '../src/i18n/locale.js';
import { renderTemplate } from '../src/mail/render.js';
import { TEMPLATE_CATALOGUE } from '../src/mail/template-catalogue.js';
import { payslipLineName } from '../src/payroll/line-labels.js';
import { payslipPdf } from '../src/payroll/payslip-pdf.js';
import { A1_LINES, AnnualTaxForm } from '../src/pdf/documents/AnnualTaxForm.js';
import { LEAVE_FORM_LABELS, LeaveForm } from '../src/pdf/documents/LeaveForm.js';
import { OVERTIME_FORM_LABELS, OvertimeForm } from '../src/pdf/documents/OvertimeForm.js';
import {
  TIMESHEET_DOCUMENT_LABELS,
  TimesheetDocument,
} from '../src/pdf/documents/TimesheetDocument.js';
import { renderPdf } from '../src/pdf/render.js';

/**
 * Every mail template and every PDF a person gets, in both languages, read with a dictionary as
 * the e2e Indonesian crawl does (e2e/tests/indonesian.spec.ts): the Indonesian text has no common
 * English word, the English text has English and no common Indonesian word. Names, codes, amounts,
 * links and the brand pass; the few words both languages share are not in the lists.
 */

// Common English words (function words and the mails' and documents' own nouns and verbs) that an
// Indonesian text never has. Shared words ("status", "total", "data", "email", "link" in a URL,
// "PDF", "BPJS", "PPh") are left out.
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'from',
  'this',
  'that',
  'not',
  'of',
  'to',
  'is',
  'are',
  'was',
  'has',
  'have',
  'will',
  'can',
  'please',
  'there',
  'when',
  'who',
  'what',
  'which',
  'for',
  'hello',
  'dear',
  'ready',
  'sign',
  'here',
  'until',
  'after',
  'before',
  'request',
  'leave',
  'approve',
  'approved',
  'reject',
  'rejected',
  'pending',
  'waiting',
  'days',
  'working',
  'balance',
  'payslip',
  'salary',
  'allowance',
  'deduction',
  'deductions',
  'earnings',
  'overtime',
  'disputed',
  'invited',
  'invitation',
  'password',
  'employee',
  'company',
  'generated',
  'take-home',
  'paid',
  'pay',
  'month',
  'period',
  'interview',
  'offer',
  'position',
  'name',
  'number',
  'date',
  'reason',
  'decision',
  'comment',
  'hours',
  'wage',
  'income',
  'tax',
  'form',
  'confidential',
  'unpaid',
  'fixed',
  'base',
  'refund',
  'borne',
  'attached',
  'link',
];

const ENGLISH = new RegExp(`(?<![\\w./:@-])(${ENGLISH_WORDS.join('|')})(?![\\w./@-])`, 'gi');

// Common Indonesian words an English text never has.
const INDONESIAN =
  /\b(yang|dan|untuk|dengan|tidak|sudah|anda|silakan|tautan|berlaku|hingga|gaji|karyawan|lembur|cuti|disetujui|ditolak|dibuat|oleh|pada|telah|dari|kepada|yth)\b/gi;

/** The words outside URLs and e-mail addresses (a link's path may hold any word). */
function prose(text: string) {
  return text.replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ').replace(/\S+@\S+/g, ' ');
}

function englishIn(text: string) {
  return [...prose(text).matchAll(ENGLISH)].map((m) => m[1]!);
}

function indonesianIn(text: string) {
  return [...prose(text).matchAll(INDONESIAN)].map((m) => m[1]!);
}

function render(template: (typeof TEMPLATE_CATALOGUE)[number], locale: Locale) {
  const text =
    locale === 'id'
      ? { subject: template.id.subject, body: template.id.body }
      : { subject: template.defaults.subject, body: template.defaults.body };
  return `${renderTemplate(text.subject, template.sample, locale)}\n${renderTemplate(text.body, template.sample, locale)}`;
}

describe('every mail template in both languages', () => {
  it('has templates to check', () => {
    expect(TEMPLATE_CATALOGUE.length).toBeGreaterThan(15);
    for (const key of ['user.invited', 'payroll.payslip', 'timesheet.disputed']) {
      expect(TEMPLATE_CATALOGUE.map((t) => t.key)).toContain(key);
    }
  });

  for (const template of TEMPLATE_CATALOGUE) {
    it(`${template.key}: Indonesian with no English word, English with no Indonesian word`, () => {
      const id = render(template, 'id');
      expect(id.trim().length).toBeGreaterThan(20);
      expect(englishIn(id), id).toEqual([]);
      expect(englishIn(`${template.id.name} ${template.id.description}`)).toEqual([]);
      const en = render(template, 'en');
      expect(englishIn(en).length, en).toBeGreaterThan(2);
      expect(indonesianIn(en), en).toEqual([]);
    });
  }
});

const workdir = mkdtempSync(join(tmpdir(), 'mail-languages-'));
afterAll(() => rmSync(workdir, { recursive: true, force: true }));

/** The text of a PDF as pdftotext (poppler) reads it, on one line. */
function pdfText(pdf: Buffer, name: string) {
  const file = join(workdir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const NOW = new Date('2026-11-28T03:00:00Z');

const LINES: PayslipLine[] = [
  {
    code: 'base',
    side: 'earning',
    amount: 5_000_000,
    taxable: true,
    formula: 'amount',
    inputs: {},
  },
  // The placement's allowance, named by the system: translated.
  {
    code: 'fixed-allowance',
    name: 'Fixed allowance',
    side: 'earning',
    amount: 500_000,
    taxable: true,
    formula: 'amount',
    inputs: {},
  },
  // An allowance someone named: kept.
  {
    code: 'fixed-allowance',
    name: 'Tunjangan transport',
    side: 'earning',
    amount: 300_000,
    taxable: true,
    formula: 'amount',
    inputs: {},
  },
  {
    code: 'variable-allowance',
    name: 'Variable allowance',
    side: 'earning',
    amount: 100_000,
    taxable: true,
    formula: 'amount',
    inputs: {},
  },
  {
    code: 'unpaid-days',
    side: 'earning',
    amount: -250_000,
    taxable: true,
    formula: 'unpaid-days',
    inputs: {},
  },
  { code: 'overtime', side: 'earning', amount: 200_000, taxable: true, formula: 'x', inputs: {} },
  { code: 'thr', side: 'earning', amount: 5_500_000, taxable: true, formula: 'x', inputs: {} },
  {
    code: 'tax-allowance',
    side: 'earning',
    amount: 90_000,
    taxable: true,
    formula: 'x',
    inputs: {},
  },
  { code: 'adjustment', side: 'earning', amount: 10_000, taxable: true, formula: 'x', inputs: {} },
  {
    code: 'pph21-refund',
    side: 'earning',
    amount: 20_000,
    taxable: true,
    formula: 'x',
    inputs: {},
  },
  { code: 'pph21', side: 'deduction', amount: 90_000, taxable: false, formula: 'ter', inputs: {} },
  ...(['kesehatan', 'jht', 'jp'] as const).map(
    (p): PayslipLine => ({
      code: `bpjs-${p}-employee`,
      side: 'deduction',
      amount: 50_000,
      taxable: false,
      formula: 'bpjs',
      inputs: {},
    }),
  ),
  {
    code: 'deduction',
    name: 'Recurring deduction',
    side: 'deduction',
    amount: 100_000,
    taxable: false,
    formula: 'amount',
    inputs: {},
  },
  {
    code: 'adjustment-deduction',
    side: 'deduction',
    amount: 10_000,
    taxable: false,
    formula: 'amount',
    inputs: {},
  },
  ...(['kesehatan', 'jht', 'jp', 'jkk', 'jkm'] as const).map(
    (p): PayslipLine => ({
      code: `bpjs-${p}-employer`,
      side: 'employer',
      amount: 40_000,
      taxable: false,
      formula: 'bpjs',
      inputs: {},
    }),
  ),
  { code: 'pph21', side: 'employer', amount: 90_000, taxable: false, formula: 'x', inputs: {} },
];

const PAYSLIP = {
  period: '2026-11',
  employee: {
    number: 'EMP-2025-00001',
    name: 'Agus Pratama',
    position: 'Teller',
    ptkpStatus: 'K/1',
    npwp: null,
    bankName: 'BCA',
    bankAccountNumber: '1234567890',
  },
  gross: 11_470_000,
  net: 11_000_000,
  lines: LINES,
};

/** Every PDF a person gets, with realistic values in `locale` (names and codes are the same). */
async function documents(locale: Locale): Promise<Record<string, Buffer>> {
  const id = locale === 'id';
  const leave = LEAVE_FORM_LABELS[locale];
  const overtime = OVERTIME_FORM_LABELS[locale];
  const sheet = TIMESHEET_DOCUMENT_LABELS[locale];
  return {
    payslip: await payslipPdf(PAYSLIP, 'PT Bank Nusantara', locale, null, NOW),
    'leave-form': await renderPdf(
      createElement(LeaveForm, {
        labels: leave,
        company: 'Staffdesk',
        employee: {
          name: 'Agus Pratama',
          number: 'EMP-2025-00001',
          position: 'Teller',
          client: null,
        },
        leave: {
          type: id ? 'Cuti tahunan' : 'Annual leave',
          startDate: id ? '28 Des 2026' : '28 Dec 2026',
          endDate: id ? '30 Des 2026' : '30 Dec 2026',
          halfDay: null,
          days: 3,
          reason: id ? 'Liburan keluarga' : 'Family holiday',
          status: id ? 'Disetujui' : 'Approved',
          requestedAt: '21 Nov 2026, 09.00 WIB',
        },
        approvals: [
          {
            step: 1,
            name: 'Hendro Wibisono',
            role: id ? 'PIC klien' : 'Client PIC',
            decision: id ? 'Disetujui' : 'Approved',
            decidedAt: '22 Nov 2026, 10.00 WIB',
            comment: null,
          },
        ],
        generatedAt: '28 Nov 2026, 10.00 WIB',
      }),
    ),
    'overtime-form': await renderPdf(
      createElement(OvertimeForm, {
        labels: overtime,
        company: 'Staffdesk',
        employee: {
          name: 'Agus Pratama',
          number: 'EMP-2025-00001',
          position: 'Teller',
          client: null,
        },
        overtime: {
          date: '20 Nov 2026',
          time: '17.00–19.00',
          hours: '2',
          dayType: id ? 'Hari kerja' : 'Working day',
          reason: id ? 'Tutup buku' : 'Month-end closing',
          status: id ? 'Disetujui' : 'Approved',
          requestedAt: '20 Nov 2026, 08.00 WIB',
        },
        pay: {
          monthlyWage: 'Rp 5.500.000',
          hourlyWage: 'Rp 31.792',
          lines: [{ hours: '17.00–18.00 (1)', multiplier: '1,5 ×', amount: 'Rp 47.688' }],
          total: 'Rp 47.688',
        },
        decision: {
          text: id ? 'Disetujui' : 'Approved',
          by: 'Hendro Wibisono (20 Nov 2026, 20.00 WIB)',
          comment: null,
        },
        approverName: 'Hendro Wibisono',
        generatedAt: '28 Nov 2026, 10.00 WIB',
      }),
    ),
    timesheet: await renderPdf(
      createElement(TimesheetDocument, {
        labels: sheet,
        company: 'Staffdesk',
        title: id ? 'Lembar kehadiran' : 'Timesheet',
        logo: null,
        columns: [
          { key: 'date', label: id ? 'Tanggal' : 'Date' },
          { key: 'kind', label: id ? 'Keterangan' : 'Day' },
        ],
        employee: { name: 'Agus Pratama', number: 'EMP-2025-00001', position: 'Teller' },
        client: 'PT Bank Nusantara',
        period: '21 Okt 2026 – 20 Nov 2026',
        status: id ? 'Disetujui' : 'Approved',
        rows: [
          {
            date: '2026-10-21',
            cells: {
              date: '21 Okt 2026',
              day: id ? 'Rabu' : 'Wednesday',
              kind: id ? 'Hadir' : 'Present',
              'clock-in': '08.00',
              'clock-out': '17.00',
              hours: '8',
              overtime: '0',
              note: '',
            },
            disputeComment: null,
          },
        ],
        totals: [{ label: sheet.workedHours, value: '8' }],
        decision: id ? 'Disetujui: Hendro Wibisono' : 'Approved: Hendro Wibisono',
        disputeComment: null,
        signatures: [{ label: sheet.employee, name: 'Agus Pratama' }],
        footnote: '',
        generatedAt: '28 Nov 2026, 10.00 WIB',
      }),
    ),
    'annual-tax-form': await renderPdf(
      createElement(AnnualTaxForm, {
        locale,
        company: 'Staffdesk',
        year: 2026,
        months: id ? 'Januari 2026 – Desember 2026' : 'January 2026 – December 2026',
        employee: {
          name: 'Agus Pratama',
          number: 'EMP-2025-00001',
          nik: '3171234567890001',
          npwp: '–',
          ptkpStatus: 'K/1',
          position: 'Teller',
        },
        amounts: A1_LINES.id.map(() => 'Rp 1.000.000'),
        generatedAt: '28 Nov 2026, 10.00 WIB',
      }),
    ),
  };
}

describe('every PDF built for a person, in both languages', () => {
  it('in Indonesian has no English word (pdftotext), with every payslip line named in Indonesian', async () => {
    const pdfs = await documents('id');
    for (const [name, pdf] of Object.entries(pdfs)) {
      const text = pdfText(pdf, `${name}-id`);
      expect(text.length, name).toBeGreaterThan(100);
      expect(englishIn(text), `${name}: ${text}`).toEqual([]);
    }
    const payslip = pdfText(pdfs.payslip!, 'payslip-id-again');
    expect(payslip).toContain('Tunjangan tetap');
    expect(payslip).toContain('Tunjangan transport');
    expect(payslip).toContain('Potongan rutin');
    expect(payslip).toContain('Hari tidak dibayar');
    expect(payslip).toContain('Rp 5.000.000');
  }, 60_000);

  it('in English has English and no Indonesian word; a named component keeps its name', async () => {
    const pdfs = await documents('en');
    for (const [name, pdf] of Object.entries(pdfs)) {
      const text = pdfText(pdf, `${name}-en`);
      expect(englishIn(text).length, `${name}: ${text}`).toBeGreaterThan(3);
      // A name someone gave is theirs ("Tunjangan transport" stays as it was written).
      const words = indonesianIn(text.replace('Tunjangan transport', ''));
      expect(words, `${name}: ${text}`).toEqual([]);
    }
    const payslip = pdfText(pdfs.payslip!, 'payslip-en-again');
    expect(payslip).toContain('Fixed allowance');
    expect(payslip).toContain('Tunjangan transport');
    expect(payslip).toContain('Recurring deduction');
  }, 60_000);

  it('names every standard payslip line by its code in both languages', () => {
    for (const line of LINES) {
      const id = payslipLineName(line, 'id');
      const en = payslipLineName(line, 'en');
      expect(id, line.code).not.toBe(line.code === 'pph21' ? '' : line.code);
      if (line.name === 'Tunjangan transport') {
        expect([id, en]).toEqual(['Tunjangan transport', 'Tunjangan transport']);
      } else {
        expect(englishIn(id), `${line.code}: ${id}`).toEqual([]);
      }
    }
    // A code the server adds later still shows, as the code itself.
    expect(payslipLineName({ code: 'new-thing', side: 'earning' }, 'id')).toBe('new-thing');
  });
});
