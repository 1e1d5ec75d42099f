/** The sections of the app, each guarded by a flag cookie `sd_flag_<section>`. */
export const SECTION_FLAGS = [
  'website-cms',
  'job-portal',
  'employee',
  'human-resource',
  'bizdev',
  'recruiter',
  'finance',
  'accounting-and-tax',
] as const;
export type SectionFlag = (typeof SECTION_FLAGS)[number];

/** Fine-grained permissions, grouped by area. A route declares the one it needs. */
export const PERMISSION_GROUPS = {
  'Users and roles': {
    'users.read': 'See users and their roles',
    'users.manage': 'Invite, edit, disable and enable users',
    'roles.manage': 'Create and change roles',
    'audit.read': 'Read the audit log',
    'jobs.read': 'See background jobs (imports, scheduled work) and their state',
  },
  'Email notifications': {
    'email-templates.manage': 'Edit email templates',
    'outbox.read': 'Read the outbox',
    'outbox.retry': 'Retry failed mail',
  },
  Employees: {
    'employees.read': 'See employee records',
    'employees.manage': 'Add and change employee records',
    'clients.read': 'See clients',
    'clients.manage': 'Add and change clients',
  },
  Leave: {
    'leave.request': 'Ask for leave',
    'leave.approve': 'Decide leave requests',
    'leave.manage': 'Set leave policies and adjust quotas',
  },
  Attendance: {
    'attendance.clock': 'Clock in and out, see my attendance, and submit my timesheets',
    'attendance.manage':
      "See and correct employees' attendance and timesheets, and set clients' timesheet formats",
  },
  Overtime: {
    'overtime.request': 'Ask for overtime and see my overtime',
    'overtime.manage': "See, enter and decide employees' overtime, and its summary",
    'overtime.policy': 'Set the overtime regulation of clients and employees',
  },
  'Payroll and tax': {
    'payroll.read':
      'See payroll runs, and employees’ pay, bank accounts and birth dates (others see employees without them)',
    'payroll.run': 'Calculate payroll runs',
    'payroll.approve': 'Approve payroll runs',
    'payroll.approve-own-calculation':
      'Approve a payroll run one calculated oneself (for one-person companies; audited each time)',
    'tax.manage': 'Maintain PTKP, TER and Article 17 masters',
  },
  Recruiting: {
    'recruiting.read': 'See requirements and candidates',
    'recruiting.manage': 'Manage requirements, candidates and the pipeline',
  },
  Finance: {
    'finance.read': 'See invoices, purchase orders and claims',
    'finance.manage': 'Issue invoices and decide claims',
  },
  'Website content': {
    'content.manage': 'Edit website content',
  },
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type Permission = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups] & string;

/** Permissions that relax a safeguard: super access does not include them, only a role that names them. */
export const WAIVERS: readonly string[] = ['payroll.approve-own-calculation'];

export const PERMISSIONS = Object.values(PERMISSION_GROUPS).flatMap((group) =>
  Object.keys(group),
) as Permission[];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as string[]).includes(value);
}
