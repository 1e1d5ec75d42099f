import type { PayrollSchema } from '@staffdesk/api';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDI_ID, CLIENT_ID, HR_ME } from '../testing/fixtures';
import { Component as SalaryDataFormPage } from './SalaryDataFormPage';
import { Component as SalaryDataPage } from './SalaryDataPage';

const PAYROLL_ME = { ...HR_ME, permissions: [...HR_ME.permissions, 'payroll.read', 'payroll.run'] };

/** Budi has no salary data yet: payroll uses his placement's pay. */
const SALARY: PayrollSchema<'SalaryData'> = {
  employeeId: BUDI_ID,
  source: 'placement',
  effectiveFrom: null,
  baseSalary: 6_000_000,
  components: [],
  bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
  jkkRiskClass: 1,
  taxMethod: null,
  taxIdActive: true,
  updatedByLabel: null,
  updatedAt: null,
};

describe('HR’s salary data', () => {
  it('lists the employees and opens an employee’s form in HR', async () => {
    fakeApi({
      'GET /me': () => PAYROLL_ME,
      'GET /clients': () => list([]),
      'GET /payroll/client-policies': () => list([]),
      'GET /payroll/salary-data': () =>
        list([
          {
            employee: {
              id: BUDI_ID,
              employeeNumber: 'EMP-2026-00042',
              fullName: 'Budi Santoso',
              position: 'Teller',
              clientId: null,
              clientName: 'PT Bank Nusantara Indonesia Tbk',
              clientTaxMethod: 'gross',
              ptkpStatus: 'K/1',
              status: 'active',
            },
            salary: SALARY,
          },
        ]),
    });
    const path = routePatterns.humanResource.payroll.salaryData;
    renderPage(<SalaryDataPage />, { path, url: path });
    const link = await screen.findByRole('link', { name: 'Budi Santoso' });
    expect(link).toHaveAttribute(
      'href',
      `/human-resource/payroll/salary-data/form/edit/${BUDI_ID}`,
    );
    expect(within(link.closest('tr') as HTMLElement).getByText('From placement')).toBeVisible();
  });

  it('shows an employee’s salary data with the way back and to their record', async () => {
    fakeApi({
      'GET /me': () => PAYROLL_ME,
      'GET /payroll/employees/:id/salary-data': () => ({
        employee: {
          id: BUDI_ID,
          employeeNumber: 'EMP-2026-00042',
          fullName: 'Budi Santoso',
          position: 'Teller',
          clientId: CLIENT_ID,
          clientName: 'PT Bank Nusantara Indonesia Tbk',
          ptkpStatus: 'K/1',
          npwp: null,
          bankName: null,
          bankAccountNumber: null,
          bankAccountName: null,
          clientTaxMethod: 'gross-up' as const,
        },
        current: SALARY,
        versions: [],
      }),
      'GET /payroll/adjustments': () => list([]),
    });
    renderPage(<SalaryDataFormPage />, {
      path: routePatterns.humanResource.payroll.salaryDataForm,
      url: `/human-resource/payroll/salary-data/form/edit/${BUDI_ID}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salary data of Budi Santoso' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Salary data' })).toHaveAttribute(
      'href',
      '/human-resource/payroll/salary-data',
    );
    expect(screen.getByRole('link', { name: 'employee’s profile' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${BUDI_ID}`,
    );
    expect(screen.getByRole('radio', { name: 'Client default (gross-up)' })).toBeChecked();
  });
});
