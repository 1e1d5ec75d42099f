import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { kitCatalog } from '../locales/catalog';
import { kitPayrollCatalog } from '../locales/pages/payroll/catalog';
import { PAYSLIP_LINE_LABELS, payslipLineName } from './payslipLines';

async function speak(locale: 'en' | 'id') {
  const [kit, payroll] = await Promise.all([kitCatalog[locale](), kitPayrollCatalog[locale]()]);
  i18n.loadAndActivate({ locale, messages: { ...kit.messages, ...payroll.messages } });
}

describe('payslip line names', () => {
  it('names every standard line in Indonesian, a system-named allowance included', async () => {
    await speak('en');
    const english = { ...PAYSLIP_LINE_LABELS };
    await speak('id');
    for (const [code, label] of Object.entries(PAYSLIP_LINE_LABELS)) {
      // Every code has an Indonesian word (PPh 21 and the BPJS names are the same in both).
      if (!/^(pph21|bpjs-)/.test(code)) expect(label, code).not.toBe(english[code]);
    }
    // The placement's allowance arrives named "Fixed allowance" by the server: it is translated.
    expect(payslipLineName({ code: 'fixed-allowance', name: 'Fixed allowance' })).toBe(
      'Tunjangan tetap',
    );
    expect(payslipLineName({ code: 'deduction', name: 'Recurring deduction' })).toBe(
      'Potongan rutin',
    );
    // A name someone gave is kept as written.
    expect(payslipLineName({ code: 'fixed-allowance', name: 'Tunjangan transport' })).toBe(
      'Tunjangan transport',
    );
    expect(payslipLineName({ code: 'adjustment', name: 'Bonus Q4' })).toBe('Bonus Q4');
    expect(payslipLineName({ code: 'base' })).toBe('Gaji pokok');
    await speak('en');
    expect(payslipLineName({ code: 'fixed-allowance', name: 'Tunjangan tetap' })).toBe(
      'Fixed allowance',
    );
  });
});
