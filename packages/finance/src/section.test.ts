import { pageOf, visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { financeSection } from './index';
import { financeRoutes } from './routes';

function matched(path: string) {
  const routes = [{ path: '/finance', children: financeRoutes }];
  return matchRoutes(routes, path)?.at(-1);
}

describe('financeSection', () => {
  it('is finance under /finance, guarded by its flag', () => {
    expect(financeSection).toMatchObject({ id: 'finance', basePath: '/finance', flag: 'finance' });
    const [seen] = visibleSections([financeSection], {
      canEnter: () => true,
      holds: () => true,
      isEmployee: false,
    });
    expect(seen?.title).toBe('Finance');
    expect(
      seen?.nav.map(({ id, label, href, permission }) => ({ id, label, href, permission })),
    ).toEqual([
      {
        id: 'finance-overtime',
        label: 'Overtime to bill',
        href: '/finance/overtime',
        permission: 'finance.read',
      },
      {
        id: 'finance-payroll',
        label: 'Payroll',
        href: '/finance/payroll',
        permission: 'payroll.read',
      },
      {
        id: 'finance-report',
        label: 'Payroll summary',
        href: '/finance/report',
        permission: 'payroll.read',
      },
      {
        id: 'finance-pph21-policy',
        label: 'PPh 21 policy',
        href: '/finance/pph21-policy',
        permission: 'payroll.read',
      },
    ]);
  });

  it('is not offered to those without finance.read or payroll.read, what its pages need', () => {
    const shown = visibleSections([financeSection], {
      canEnter: () => true,
      holds: (permission) => permission === 'clients.read',
      isEmployee: false,
    });
    expect(shown).toEqual([]);
  });

  it('routes /finance/overtime, the payroll runs and nothing not built yet, relative to /finance', () => {
    expect(matched('/finance/overtime')?.route.path).toBe('overtime');
    expect(matched('/finance/payroll')?.route.path).toBe('payroll');
    expect(matched('/finance/payroll/7')?.params).toMatchObject({ payrollStatusId: '7' });
    expect(matched('/finance/report')?.route.path).toBe('report');
    expect(matched('/finance/pph21-policy')?.route.path).toBe('pph21-policy');
    expect(matched('/finance/pph21-policy/form/edit/7')?.params).toMatchObject({
      type: 'edit',
      id: '7',
    });
    expect(matched('/finance/invoice')).toBeUndefined();
    expect(matched('/finance/clients')).toBeUndefined();
  });

  it('loads its page lazily as a module with a Component', async () => {
    for (const route of financeRoutes) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});
