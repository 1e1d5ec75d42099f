import type { MainSchema } from '@staffdesk/api';

const ALL_PERMISSIONS = [
  'users.read',
  'users.manage',
  'roles.manage',
  'audit.read',
  'email-templates.manage',
  'outbox.read',
  'outbox.retry',
];

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

export const ADMIN_ME: MainSchema<'Me'> = {
  user: {
    id: ADMIN_ID,
    email: 'admin@staffdesk.local',
    name: 'Ayu Lestari',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'Super admin' }],
    lastSignInAt: '2026-11-21T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a1', key: 'super-admin', name: 'Super admin' }],
  superAccess: true,
  sections: [
    'website-cms',
    'job-portal',
    'employee',
    'human-resource',
    'bizdev',
    'recruiter',
    'finance',
    'accounting-and-tax',
  ],
  permissions: ALL_PERMISSIONS,
  employeeId: null,
};

/** A signed-in user who may only read users. */
export const READER_ME: MainSchema<'Me'> = {
  ...ADMIN_ME,
  roles: [{ id: '00000000-0000-4000-8000-0000000000a2', key: 'hr', name: 'HR' }],
  superAccess: false,
  sections: ['human-resource', 'employee'],
  permissions: ['users.read'],
};

export const HR_ROLE_ID = '00000000-0000-4000-8000-0000000000a2';
export const SUPER_ROLE_ID = '00000000-0000-4000-8000-0000000000a1';

function role(
  id: string,
  name: string,
  extra: Partial<MainSchema<'Role'>> = {},
): MainSchema<'Role'> {
  return {
    id,
    key: null,
    name,
    description: '',
    superAccess: false,
    sections: [],
    permissions: [],
    userCount: 0,
    seeded: false,
    ...extra,
  };
}

export const ROLES: MainSchema<'Role'>[] = [
  role(SUPER_ROLE_ID, 'Super admin', {
    key: 'super-admin',
    superAccess: true,
    seeded: true,
    userCount: 1,
    description: 'Everything, in every section.',
  }),
  role(HR_ROLE_ID, 'HR', {
    key: 'hr',
    seeded: true,
    userCount: 1,
    sections: ['human-resource', 'employee'],
    permissions: ['users.read', 'leave.approve'],
    description: 'Employees, leave, timesheets, overtime and terminations.',
  }),
];

export const RINA: MainSchema<'UserDetail'> = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'rina@staffdesk.local',
  name: 'Rina Wulandari',
  status: 'invited',
  roles: [{ id: HR_ROLE_ID, name: 'HR' }],
  lastSignInAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  phone: null,
  preferredLanguage: 'id',
  hasPhoto: false,
};

export const AYU: MainSchema<'UserDetail'> = { ...ADMIN_ME.user };

/** A user as the users list shows them (without the profile fields of the detail). */
export function userSummary({
  phone: _phone,
  preferredLanguage: _language,
  hasPhoto: _photo,
  ...summary
}: MainSchema<'UserDetail'>): MainSchema<'UserSummary'> {
  return summary;
}

export const PERMISSION_CATALOGUE: MainSchema<'PermissionCatalogue'> = {
  sections: [
    'website-cms',
    'job-portal',
    'employee',
    'human-resource',
    'bizdev',
    'recruiter',
    'finance',
    'accounting-and-tax',
  ],
  groups: [
    {
      name: 'Users and roles',
      permissions: [
        { key: 'users.read', description: 'See users and their roles' },
        { key: 'users.manage', description: 'Invite, edit, disable and enable users' },
      ],
    },
    {
      name: 'Leave',
      permissions: [
        { key: 'leave.request', description: 'Ask for leave' },
        { key: 'leave.approve', description: 'Decide leave requests' },
      ],
    },
    {
      name: 'Payroll and tax',
      permissions: [{ key: 'payroll.run', description: 'Calculate payroll runs' }],
    },
  ],
};
