import type { Db } from '../db/database.js';
import type { HalfDay } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import type { EmployeeRow } from '../people/employees.js';
import { leaveTypeOf, policyForClient } from './policies.js';
import { countLeaveDays } from './requests.js';

/**
 * The days a leave would take on an employee's schedule (their work week, their client's holidays,
 * their policy), in the unit of its kind (working days when none is given), with the weekdays
 * skipped and why: the live count of the leave form. 400 for an unknown kind.
 */
export async function leaveDaysOf(
  db: Db,
  employee: EmployeeRow,
  input: { startDate: string; endDate: string; halfDay: HalfDay | null; type?: string | undefined },
) {
  const leaveType = input.type ? await leaveTypeOf(db, input.type) : null;
  if (input.type && !leaveType) {
    const message = 'Choose a kind of leave from the list.';
    throw new HttpProblem(400, 'validation-failed', message, { type: message });
  }
  const policy = await policyForClient(db, employee.clientId);
  const counted = await countLeaveDays(db, {
    employee,
    policy,
    unit: leaveType?.unit ?? 'working-days',
    startDate: input.startDate,
    endDate: input.endDate,
    halfDay: input.halfDay,
  });
  return { workingDays: counted.halfDays / 2, skipped: counted.skipped };
}
