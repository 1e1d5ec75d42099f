import { describe, expect, it } from 'vitest';
import { type SectionViewer, type StaffdeskSection, visibleSections } from './section';

const hr: StaffdeskSection = {
  id: 'human-resource',
  basePath: '/human-resource',
  flag: 'human-resource',
  title: 'Human resource',
  nav: [
    {
      id: 'employees',
      label: 'Employees',
      href: '/human-resource/employee',
      permission: 'employees.read',
    },
    {
      id: 'quota',
      label: 'Quota',
      href: '/human-resource/leaves/quota-adjustment',
      permission: ['leave.manage', 'leave.approve'],
    },
  ],
  routes: [],
};
const self: StaffdeskSection = {
  id: 'employee',
  basePath: '/employee',
  flag: 'employee',
  title: 'Employee self-service',
  requiresEmployeeRecord: true,
  nav: [{ id: 'profile', label: 'My profile', href: '/employee/profile' }],
  routes: [],
};
const general: StaffdeskSection = {
  id: 'general',
  basePath: '/',
  flag: null,
  title: 'General',
  nav: [
    { id: 'home', label: 'Home', href: '/' },
    { id: 'users', label: 'Users and roles', href: '/user-management', permission: 'users.read' },
  ],
  routes: [],
};

function viewer(flags: string[], permissions: string[], isEmployee = false): SectionViewer {
  return {
    canEnter: (flag) => flags.includes(flag),
    holds: (permission) => permissions.includes(permission),
    isEmployee,
  };
}

const ids = (sections: StaffdeskSection[]) =>
  sections.map((s) => `${s.id}:${s.nav.map((n) => n.id).join(',')}`);

describe('which sections and pages a user sees', () => {
  it('keeps only pages whose permission the user holds, any of a list', () => {
    expect(
      ids(visibleSections([general, hr], viewer(['human-resource'], ['leave.approve']))),
    ).toEqual(['general:home', 'human-resource:quota']);
  });

  it('leaves out a section without its flag, and one whose every page is hidden', () => {
    expect(ids(visibleSections([hr], viewer([], ['employees.read'])))).toEqual([]);
    expect(ids(visibleSections([hr], viewer(['human-resource'], [])))).toEqual([]);
  });

  it('lists a team managers’ page only for employees who manage someone', () => {
    const team: StaffdeskSection = {
      ...self,
      nav: [
        ...self.nav,
        {
          id: 'leaves-approval',
          label: 'Team leave',
          href: '/employee/leaves-approval',
          audience: 'team-managers',
        },
      ],
    };
    expect(ids(visibleSections([team], viewer(['employee'], [], true)))).toEqual([
      'employee:profile',
    ]);
    expect(
      ids(visibleSections([team], { ...viewer(['employee'], [], true), managesTeam: true })),
    ).toEqual(['employee:profile,leaves-approval']);
  });

  it('shows self-service only to accounts linked to an employee record', () => {
    expect(ids(visibleSections([self], viewer(['employee'], [], false)))).toEqual([]);
    expect(ids(visibleSections([self], viewer(['employee'], [], true)))).toEqual([
      'employee:profile',
    ]);
  });
});
