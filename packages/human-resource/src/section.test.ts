import { pageOf, textOf, visibleSections } from '@staffdesk/core';
import type { ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { humanResourceSection } from './index';
import { humanResourceRoutes } from './routes';

const routes: RouteObject[] = [{ path: '/human-resource', children: humanResourceRoutes }];

function matched(path: string) {
  return matchRoutes(routes, path)?.at(-1);
}

describe('humanResourceSection', () => {
  it('is human resource under /human-resource, guarded by its flag', () => {
    expect(humanResourceSection).toMatchObject({
      id: 'human-resource',
      basePath: '/human-resource',
      flag: 'human-resource',
    });
    expect(humanResourceSection.nav.map((item) => [textOf(item.label), item.href])).toEqual([
      ['Employees', '/human-resource/employee'],
      ['Employee status', '/human-resource/employee-status'],
      ['Calendar', '/human-resource/calendar/holidays'],
      ['Change requests', '/human-resource/employee/change-requests'],
      ['Offered', '/human-resource/offered'],
      ['Joining info', '/human-resource/joining-info'],
      ['Hired', '/human-resource/hired'],
      ['Requirements', '/human-resource/requirements'],
      ['Attendance corrections', '/human-resource/attendances/approval'],
      ['Attendance summary', '/human-resource/attendances/summary'],
      ['Timesheets', '/human-resource/timesheet'],
      ['Client periods', '/human-resource/clients-format'],
      ['Timesheet formats', '/human-resource/timesheet-format'],
      ['Overtime', '/human-resource/overtime/dashboard'],
      ['Overtime summary', '/human-resource/overtime/summary'],
      ['Overtime regulations', '/human-resource/overtime/policy'],
      ['Salary data', '/human-resource/payroll/salary-data'],
      ['Payroll status', '/human-resource/payroll-status'],
      ['E-payslips', '/human-resource/e-payslip'],
      ['BPJS Kesehatan', '/human-resource/bpjs/healthcare'],
      ['BPJS Ketenagakerjaan', '/human-resource/bpjs/social-security'],
      ['Leave dashboard', '/human-resource/leaves/dashboard'],
      ['Leave approvals (HR)', '/human-resource/leaves/approval'],
      ['Leave policies', '/human-resource/leaves/policy'],
      ['Quota adjustments', '/human-resource/leaves/quota-adjustment'],
    ]);
  });

  it('opens the profile and supporting sub-forms at their own addresses', () => {
    expect(matched('/human-resource/employee/detail/7/profile/language/add')?.params).toMatchObject(
      {
        employeeId: '7',
        form: 'language',
        type: 'add',
      },
    );
    expect(
      matched('/human-resource/employee/detail/7/profile/family/edit/9')?.params,
    ).toMatchObject({ form: 'family', type: 'edit', id: '9' });
    expect(
      matched('/human-resource/employee/detail/7/supporting/insurance/edit')?.params,
    ).toMatchObject({ form: 'insurance', type: 'edit' });
  });

  it('routes the employee pages, status, calendar, change requests, leave and attendance', () => {
    expect(matched('/human-resource/employee')?.route.path).toBe('employee');
    expect(matched('/human-resource/employee/add')?.route.path).toBe('employee/add');
    expect(matched('/human-resource/employee/edit/7')?.params.employeeId).toBe('7');
    expect(matched('/human-resource/employee/detail/7')?.params.employeeId).toBe('7');
    expect(matched('/human-resource/employee/detail/7/work-history')?.route.path).toBe(
      'employee/detail/:employeeId/work-history',
    );
    expect(matched('/human-resource/employee/change-requests')?.route.path).toBe(
      'employee/change-requests',
    );
    expect(matched('/human-resource/attendances/approval')?.route.path).toBe(
      'attendances/approval',
    );
    expect(matched('/human-resource/attendances/summary')?.route.path).toBe('attendances/summary');
    expect(matched('/human-resource/employee-status')?.route.path).toBe('employee-status');
    expect(matched('/human-resource/calendar/holidays')?.route.path).toBe('calendar/holidays');
    expect(matched('/human-resource/calendar/events')?.route.path).toBe('calendar/events');
    expect(matched('/human-resource/leaves/dashboard')?.route.path).toBe('leaves/dashboard');
    expect(matched('/human-resource/leaves/approval')?.route.path).toBe('leaves/approval');
    expect(matched('/human-resource/leaves/policy')?.route.path).toBe('leaves/policy');
    expect(matched('/human-resource/leaves/quota-adjustment')?.route.path).toBe(
      'leaves/quota-adjustment',
    );
    // The section's own address of a group opens its first page.
    expect(matched('/human-resource/calendar')?.route.element).toHaveProperty('props', {
      to: '/human-resource/calendar/holidays',
      replace: true,
    });
  });

  it('routes the timesheets, the client periods and the timesheet formats', () => {
    expect(matched('/human-resource/timesheet')?.route.path).toBe('timesheet');
    expect(matched('/human-resource/timesheet/9')?.params.id).toBe('9');
    expect(matched('/human-resource/clients-format')?.route.path).toBe('clients-format');
    expect(matched('/human-resource/clients-format/form/edit/7')?.params).toMatchObject({
      type: 'edit',
      id: '7',
    });
    expect(matched('/human-resource/timesheet-format')?.route.path).toBe('timesheet-format');
    expect(matched('/human-resource/timesheet-format/form/edit/7')?.params).toMatchObject({
      type: 'edit',
      id: '7',
    });
    const permissions = humanResourceSection.nav
      .filter((item) =>
        ['hr-timesheets', 'hr-client-periods', 'hr-timesheet-formats'].includes(item.id),
      )
      .map((item) => item.permission);
    expect(permissions).toEqual(['attendance.manage', 'attendance.manage', 'attendance.manage']);
  });

  it('routes the overtime pages, each behind its permission in the menu', () => {
    expect(matched('/human-resource/overtime/dashboard')?.route.path).toBe('overtime/dashboard');
    expect(matched('/human-resource/overtime/form/add')?.params).toMatchObject({ type: 'add' });
    expect(matched('/human-resource/overtime/summary')?.route.path).toBe('overtime/summary');
    expect(matched('/human-resource/overtime/policy')?.route.path).toBe('overtime/policy');
    expect(matched('/human-resource/overtime/policy/form/edit/5')?.params).toMatchObject({
      type: 'edit',
      overtimeSchemeId: '5',
    });
    expect(matched('/human-resource/employee/detail/7/overtime-regulation')?.params).toMatchObject({
      employeeId: '7',
    });
    expect(
      matched('/human-resource/employee/detail/7/overtime-regulation/5')?.params,
    ).toMatchObject({ employeeId: '7', overtimeSchemeId: '5' });
    // The section's own address of a group opens its first page.
    expect(matched('/human-resource/overtime')?.route.element).toHaveProperty('props', {
      to: '/human-resource/overtime/dashboard',
      replace: true,
    });
    const permissions = humanResourceSection.nav
      .filter((item) => item.id.startsWith('hr-overtime'))
      .map((item) => [item.id, item.permission]);
    expect(permissions).toEqual([
      ['hr-overtime', 'overtime.manage'],
      ['hr-overtime-summary', 'overtime.manage'],
      ['hr-overtime-policy', 'overtime.policy'],
    ]);
  });

  it('routes the salary data list and an employee’s form, behind payroll.read in the menu', () => {
    expect(matched('/human-resource/payroll/salary-data')?.route.path).toBe('payroll/salary-data');
    expect(matched('/human-resource/payroll/salary-data/form/edit/7')?.params).toMatchObject({
      type: 'edit',
      employeeId: '7',
    });
    const item = humanResourceSection.nav.find((one) => one.id === 'hr-salary-data');
    expect(item?.permission).toBe('payroll.read');
  });

  it('routes the payroll runs and one run, behind payroll.read in the menu', () => {
    expect(matched('/human-resource/payroll-status')?.route.path).toBe('payroll-status');
    expect(matched('/human-resource/payroll-status/7')?.params).toMatchObject({
      payrollStatusId: '7',
    });
    const item = humanResourceSection.nav.find((one) => one.id === 'hr-payroll-status');
    expect(item?.permission).toBe('payroll.read');
  });

  it('routes the e-payslips and the BPJS reports, behind payroll.read in the menu', () => {
    expect(matched('/human-resource/e-payslip')?.route.path).toBe('e-payslip');
    expect(matched('/human-resource/bpjs/healthcare')?.route.path).toBe('bpjs/healthcare');
    expect(matched('/human-resource/bpjs/social-security')?.route.path).toBe(
      'bpjs/social-security',
    );
    for (const id of ['hr-e-payslip', 'hr-bpjs-healthcare', 'hr-bpjs-social-security']) {
      expect(humanResourceSection.nav.find((one) => one.id === id)?.permission).toBe(
        'payroll.read',
      );
    }
  });

  it('routes the on-boarding pages, behind employees.read in the menu', () => {
    expect(matched('/human-resource/offered')?.route.path).toBe('offered');
    expect(matched('/human-resource/joining-info')?.route.path).toBe('joining-info');
    expect(matched('/human-resource/hired')?.route.path).toBe('hired');
    for (const id of ['hr-offered', 'hr-joining-info', 'hr-hired']) {
      expect(humanResourceSection.nav.find((one) => one.id === id)?.permission).toBe(
        'employees.read',
      );
    }
  });

  it('routes every client’s requirements, listed only for who holds recruiting.read', () => {
    expect(matched('/human-resource/requirements')?.route.path).toBe('requirements');
    expect(matched('/human-resource/requirements/42')?.params).toMatchObject({
      requirementId: '42',
    });
    const item = humanResourceSection.nav.find((one) => one.id === 'hr-requirements');
    expect(item?.permission).toBe('recruiting.read');
    // By seeded role: HR (with the human-resource flag and recruiting.read) sees it; a custom
    // HR role without recruiting.read and roles without the flag do not.
    const sees = (flags: string[], permissions: string[]) =>
      visibleSections([humanResourceSection], {
        canEnter: (flag) => flags.includes(flag),
        holds: (permission) => permissions.includes(permission),
        isEmployee: true,
      })[0]?.nav.some((one) => one.id === 'hr-requirements') ?? false;
    expect(sees(['human-resource'], ['employees.read', 'leave.manage', 'recruiting.read'])).toBe(
      true,
    );
    expect(sees(['human-resource'], ['employees.read', 'leave.manage'])).toBe(false);
    expect(sees(['recruiter'], ['recruiting.read', 'recruiting.manage'])).toBe(false);
    expect(sees(['employee'], ['leave.request'])).toBe(false);
  });

  it('loads each page lazily as a module with a Component', async () => {
    for (const route of humanResourceRoutes.filter(
      (route) => (route.element as ReactElement).type !== Navigate,
    )) {
      expect(typeof (await pageOf(route))).toBe('function');
    }
  });
});
