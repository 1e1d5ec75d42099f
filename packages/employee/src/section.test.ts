import { i18n } from '@lingui/core';
import { pageOf, visibleSections } from '@staffdesk/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { employeeSection } from './index';
import { employeeRoutes } from './routes';

function matched(path: string) {
  const matches = matchRoutes(employeeRoutes, path, '/employee');
  return matches?.at(-1);
}

describe('employeeSection', () => {
  it('is the employee section, guarded by the employee flag', () => {
    expect(employeeSection).toMatchObject({
      id: 'employee',
      basePath: '/employee',
      flag: 'employee',
    });
    // Self-service is for accounts linked to an employee record.
    expect(employeeSection.requiresEmployeeRecord).toBe(true);
    expect(
      employeeSection.nav.map(({ id, label, href }) => ({
        id,
        label: typeof label === 'string' ? label : i18n._(label),
        href,
      })),
    ).toEqual([
      { id: 'profile', label: 'My profile', href: '/employee/profile' },
      { id: 'information-work', label: 'My work', href: '/employee/information-work' },
      {
        id: 'information-supporting',
        label: 'Supporting information',
        href: '/employee/information-supporting',
      },
      { id: 'attendances', label: 'Attendance', href: '/employee/attendances' },
      { id: 'timesheet', label: 'Timesheet', href: '/employee/timesheet' },
      { id: 'overtime', label: 'My overtime', href: '/employee/overtime/dashboard' },
      {
        id: 'overtime-calculation',
        label: 'Overtime pay',
        href: '/employee/overtime/calculation',
      },
      { id: 'e-payslip', label: 'E-payslips', href: '/employee/e-payslip' },
      { id: 'calendar', label: 'Calendar', href: '/employee/calendar' },
      { id: 'leaves', label: 'Leave', href: '/employee/leaves-dashboard' },
      {
        id: 'leaves-approval',
        label: 'Team leave approval',
        href: '/employee/leaves-approval',
      },
      { id: 'requirements', label: 'Open vacancies', href: '/employee/requirements' },
      {
        id: 'requirement-candidates',
        label: 'My referrals',
        href: '/employee/requirement-candidates',
      },
    ]);
  });

  it('lists my e-payslips for everyone with an employee record, needing no permission', () => {
    const item = employeeSection.nav.find((one) => one.id === 'e-payslip');
    expect(item?.permission).toBeUndefined();
    expect(matched('/employee/e-payslip')?.route.path).toBe('e-payslip');
  });

  it('offers referrals to every employee, needing no permission', () => {
    for (const id of ['requirements', 'requirement-candidates']) {
      const item = employeeSection.nav.find((one) => one.id === id);
      expect(item?.permission, id).toBeUndefined();
    }
    expect(matched('/employee/requirements')?.route.path).toBe('requirements');
    expect(matched('/employee/requirement-candidates')?.route.path).toBe('requirement-candidates');
  });

  it('routes team leave approval for every employee, and lists it only for line managers', () => {
    expect(matched('/employee/leaves-approval')?.route.path).toBe('leaves-approval');
    const shown = (managesTeam: boolean, permissions: string[]) =>
      visibleSections([employeeSection], {
        canEnter: (flag) => flag === 'employee',
        holds: (permission) => permissions.includes(permission),
        isEmployee: true,
        managesTeam,
      })[0]?.nav.some((item) => item.id === 'leaves-approval') ?? false;
    // By role (the seeded employee role and HR, who holds leave.approve): only managers see it.
    expect(shown(false, ['leave.request'])).toBe(false);
    expect(shown(false, ['leave.request', 'leave.approve', 'leave.manage'])).toBe(false);
    expect(shown(true, ['leave.request'])).toBe(true);
    // Accounts without an employee record never see self-service at all.
    expect(
      visibleSections([employeeSection], {
        canEnter: () => true,
        holds: () => true,
        isEmployee: false,
        managesTeam: true,
      }),
    ).toEqual([]);
  });

  it('lists my overtime for those who may ask for it', () => {
    const overtime = employeeSection.nav.find((item) => item.id === 'overtime');
    expect(overtime?.permission).toBe('overtime.request');
  });

  it('routes the self-service paths it builds, and no others', () => {
    expect(matched('/employee')?.route.index).toBe(true);
    expect(matched('/employee/profile')?.route.path).toBe('profile');
    for (const form of [
      'language',
      'experience',
      'reference',
      'education',
      'course',
      'emergency-contact',
      'family',
    ]) {
      expect(matched(`/employee/profile/${form}/add`)?.params).toMatchObject({ type: 'add' });
      expect(matched(`/employee/profile/${form}/edit/42`)?.params).toMatchObject({
        type: 'edit',
        id: '42',
      });
    }
    expect(matched('/employee/profile/ptkp-status/edit')?.params).toMatchObject({ type: 'edit' });
    expect(matched('/employee/information-work')?.route.path).toBe('information-work');
    for (const part of ['', '/insurance', '/asset', '/bpjs-healthcare', '/bpjs-social-security']) {
      expect(matched(`/employee/information-supporting${part}`)).toBeDefined();
    }
    expect(matched('/employee/calendar')?.route.path).toBe('calendar');
    expect(matched('/employee/leaves-dashboard')?.route.path).toBe('leaves-dashboard');
    expect(matched('/employee/leaves-approval')?.route.path).toBe('leaves-approval');
    expect(matched('/employee/timesheet')?.route.path).toBe('timesheet');
    expect(matched('/employee/overtime/dashboard')?.route.path).toBe('overtime/dashboard');
    expect(matched('/employee/overtime/form/add')?.params).toMatchObject({ type: 'add' });
    expect(matched('/employee/overtime/calculation')?.route.path).toBe('overtime/calculation');
    expect(matched('/employee/e-payslip')?.route.path).toBe('e-payslip');
    expect(matched('/employee/payslips')).toBeUndefined();
  });

  it('loads each page lazily as a module with a Component', async () => {
    for (const route of employeeRoutes) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});
