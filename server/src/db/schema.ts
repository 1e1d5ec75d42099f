/** The Drizzle schema, one file per area under ./schema/; `import * as schema` sees every table. */
export * from './schema/attendance.js';
export * from './schema/audit.js';
export * from './schema/identity.js';
export * from './schema/jobs.js';
export * from './schema/leave.js';
export * from './schema/mail.js';
export * from './schema/overtime.js';
export * from './schema/payroll.js';
export * from './schema/people.js';
export * from './schema/public-links.js';
export * from './schema/recruiting.js';
export * from './schema/timesheets.js';
