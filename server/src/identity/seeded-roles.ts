import { PERMISSIONS, type Permission, type SectionFlag } from './permissions.js';

export type SeededRole = {
  key: string;
  name: string;
  description: string;
  superAccess: boolean;
  sections: SectionFlag[];
  permissions: Permission[];
  /** The demo account of this role (not created in production). */
  demo: { email: string; name: string };
};

/** The roles every installation starts with. */
export const SEEDED_ROLES: SeededRole[] = [
  {
    key: 'super-admin',
    name: 'Super admin',
    description: 'Everything, in every section.',
    superAccess: true,
    sections: [],
    // Waiving maker–checker is a choice an installation makes for a role of its own.
    permissions: PERMISSIONS.filter((p) => p !== 'payroll.approve-own-calculation'),
    demo: { email: 'admin@staffdesk.local', name: 'Ayu Lestari' },
  },
  {
    key: 'hr',
    name: 'HR',
    description:
      'Employees, clients they are placed with, leave, timesheets, overtime and terminations.',
    superAccess: false,
    // HR registers the clients it places people with, so it enters the client register too.
    sections: ['human-resource', 'employee', 'bizdev'],
    permissions: [
      'users.read',
      'employees.read',
      'employees.manage',
      'clients.read',
      'clients.manage',
      'leave.request',
      'leave.approve',
      'leave.manage',
      'attendance.clock',
      'attendance.manage',
      'overtime.request',
      'overtime.manage',
      'overtime.policy',
      'payroll.read',
      'payroll.run',
      'payroll.approve',
      // Every client's requirements, with filled of headcount and the hires waiting for on-boarding.
      'recruiting.read',
    ],
    demo: { email: 'hr@staffdesk.local', name: 'Rina Wulandari' },
  },
  {
    key: 'business-development',
    name: 'Business development',
    description: 'Clients, leads, quotations, rate cards and on-boarding.',
    superAccess: false,
    sections: ['bizdev', 'employee'],
    permissions: [
      'clients.read',
      'clients.manage',
      'employees.read',
      'leave.request',
      'attendance.clock',
      'overtime.request',
      'overtime.policy',
      'finance.read',
    ],
    demo: { email: 'bd@staffdesk.local', name: 'Budi Santoso' },
  },
  {
    key: 'recruiter',
    name: 'Recruiter',
    description: 'Requirements, candidates, the pipeline and the job portal.',
    superAccess: false,
    sections: ['recruiter', 'job-portal', 'employee'],
    permissions: [
      'recruiting.read',
      'recruiting.manage',
      'clients.read',
      'leave.request',
      'attendance.clock',
      'overtime.request',
    ],
    demo: { email: 'recruiter@staffdesk.local', name: 'Dewi Anggraini' },
  },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Invoices, purchase orders, claims and payroll payments.',
    superAccess: false,
    sections: ['finance', 'employee'],
    permissions: [
      'finance.read',
      'finance.manage',
      'clients.read',
      'payroll.read',
      'leave.request',
      'attendance.clock',
      'overtime.request',
    ],
    demo: { email: 'finance@staffdesk.local', name: 'Hendra Gunawan' },
  },
  {
    key: 'accounting-and-tax',
    name: 'Accounting and tax',
    description: 'PPh 21 masters, payroll runs and tax reports.',
    superAccess: false,
    sections: ['accounting-and-tax', 'employee'],
    permissions: [
      'tax.manage',
      'payroll.read',
      'payroll.run',
      'payroll.approve',
      'employees.read',
      'clients.read',
      'leave.request',
      'attendance.clock',
      'overtime.request',
    ],
    demo: { email: 'tax@staffdesk.local', name: 'Siti Rahmawati' },
  },
  {
    key: 'content-editor',
    name: 'Content editor',
    description: 'The company website: articles, webinars, services and messages.',
    superAccess: false,
    sections: ['website-cms', 'employee'],
    permissions: ['content.manage', 'leave.request', 'attendance.clock', 'overtime.request'],
    demo: { email: 'content@staffdesk.local', name: 'Putri Maharani' },
  },
  {
    key: 'employee',
    name: 'Employee',
    description: 'Self-service: profile, leave, timesheet, overtime and payslips.',
    superAccess: false,
    sections: ['employee'],
    permissions: ['leave.request', 'attendance.clock', 'overtime.request'],
    demo: { email: 'employee@staffdesk.local', name: 'Agus Pratama' },
  },
];
