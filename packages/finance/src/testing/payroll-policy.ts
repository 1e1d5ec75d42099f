// Clients' payroll policies: the bank has its own (gross-up, THR in March), the mining company
// follows the defaults.

import type { PayrollPolicy } from '../hooks/usePayrollPolicies';
import { BANK, BANK_ID, MINING } from './fixtures';

export const BANK_POLICY: PayrollPolicy = {
  clientId: BANK_ID,
  clientName: BANK.legalName,
  clientCode: BANK.code,
  isDefault: false,
  taxMethod: 'gross-up',
  prorationBasis: 'calendar-days',
  thrMonth: 3,
  kesehatanFloor: 5_396_761,
  payslipDelivery: 'attachment-with-employee-password',
  unpaidDayBasis: 'timesheet-period',
  updatedByLabel: 'Hendra Gunawan',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

export const MINING_POLICY: PayrollPolicy = {
  clientId: MINING.id,
  clientName: MINING.legalName,
  clientCode: MINING.code,
  isDefault: true,
  taxMethod: 'gross',
  prorationBasis: 'working-days',
  thrMonth: null,
  kesehatanFloor: 0,
  payslipDelivery: 'link',
  unpaidDayBasis: 'timesheet-period',
  updatedByLabel: null,
  updatedAt: null,
};
