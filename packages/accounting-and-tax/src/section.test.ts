import { pageOf, visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountingAndTaxSection } from './index';
import { accountingAndTaxRoutes } from './routes';

function matched(path: string) {
  const routes = [{ path: '/accounting-and-tax', children: accountingAndTaxRoutes }];
  return matchRoutes(routes, path)?.at(-1);
}

describe('accountingAndTaxSection', () => {
  it('is accounting and tax under /accounting-and-tax, guarded by its flag', () => {
    expect(accountingAndTaxSection).toMatchObject({
      id: 'accounting-and-tax',
      basePath: '/accounting-and-tax',
      flag: 'accounting-and-tax',
    });
    const [seen] = visibleSections([accountingAndTaxSection], {
      canEnter: () => true,
      holds: () => true,
      isEmployee: false,
    });
    expect(seen?.title).toBe('Accounting and tax');
    expect(
      seen?.nav.map(({ id, label, href, permission }) => ({ id, label, href, permission })),
    ).toEqual([
      {
        id: 'tax-ptkp-status',
        label: 'PTKP status',
        href: '/accounting-and-tax/ptkp-status',
        permission: 'payroll.read',
      },
      {
        id: 'tax-ptkp',
        label: 'PTKP amounts',
        href: '/accounting-and-tax/ptkp',
        permission: 'payroll.read',
      },
      {
        id: 'tax-ter',
        label: 'TER',
        href: '/accounting-and-tax/master-pph21/ter',
        permission: 'payroll.read',
      },
      {
        id: 'tax-government-policy',
        label: 'Government policy',
        href: '/accounting-and-tax/master-pph21/government-policy',
        permission: 'payroll.read',
      },
      {
        id: 'tax-estimation-constant',
        label: 'Constant of estimation',
        href: '/accounting-and-tax/master-pph21/constant-of-estimation',
        permission: 'payroll.read',
      },
      {
        id: 'tax-salary-data',
        label: 'Salary data',
        href: '/accounting-and-tax/payroll/salary-data',
        permission: 'payroll.read',
      },
      {
        id: 'tax-payroll-status',
        label: 'Payroll status',
        href: '/accounting-and-tax/payroll-status',
        permission: 'payroll.read',
      },
      {
        id: 'tax-report',
        label: 'Tax reports',
        href: '/accounting-and-tax/report',
        permission: 'payroll.read',
      },
    ]);
  });

  it('is not offered to those without payroll.read, every page needing it', () => {
    const shown = visibleSections([accountingAndTaxSection], {
      canEnter: () => true,
      holds: (permission) => permission === 'tax.manage',
      isEmployee: false,
    });
    expect(shown).toEqual([]);
  });

  it('routes its pages relative to /accounting-and-tax, and nothing not built here', () => {
    expect(matched('/accounting-and-tax/ptkp-status')?.route.path).toBe('ptkp-status');
    expect(matched('/accounting-and-tax/ptkp')?.route.path).toBe('ptkp');
    expect(matched('/accounting-and-tax/master-pph21/ter')?.route.path).toBe('master-pph21/ter');
    expect(matched('/accounting-and-tax/master-pph21/government-policy')?.route.path).toBe(
      'master-pph21/government-policy',
    );
    expect(matched('/accounting-and-tax/master-pph21/constant-of-estimation')?.route.path).toBe(
      'master-pph21/constant-of-estimation',
    );
    expect(matched('/accounting-and-tax/payroll/salary-data')?.route.path).toBe(
      'payroll/salary-data',
    );
    expect(matched('/accounting-and-tax/payroll/salary-data/form/edit/e1')?.route.path).toBe(
      'payroll/salary-data/form/:type/:employeeId?',
    );
    expect(matched('/accounting-and-tax/payroll-status')?.route.path).toBe('payroll-status');
    expect(matched('/accounting-and-tax/payroll-status/r1')?.route.path).toBe(
      'payroll-status/:payrollStatusId',
    );
    expect(matched('/accounting-and-tax/report')?.route.path).toBe('report');
    // Core names a PTKP status form that this section does not build.
    expect(matched('/accounting-and-tax/ptkp-status/form/add')).toBeUndefined();
  });

  it('loads each page lazily as a module with a Component', async () => {
    for (const route of accountingAndTaxRoutes) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});
