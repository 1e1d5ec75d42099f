import type { Db } from '../db/database.js';
import { HttpProblem } from '../http/problem.js';
import { requestIdOfFormToken } from '../leave/form-token.js';
import { clientNamesOf } from '../leave/policies.js';
import { approvalsOf, findRequest } from '../leave/requests.js';
import { leaveTypeName, storedTypeName } from '../leave/type-names.js';
import { recipientLocale } from '../mail/outbox.js';
import { findEmployee } from '../people/employees.js';

const NOT_FOUND = 'This leave form does not exist, or its request is no longer approved.';

/**
 * What the leave form of an approved request shows, by the form token mailed with the approval:
 * the request, its employee and client, its approval steps, and the language of the requester
 * (the employee's, with or without an account) with the kind of leave named in it. 404 for an
 * unknown token or a request no longer approved.
 */
export async function leaveFormData(db: Db, secret: string, token: string) {
  const id = requestIdOfFormToken(secret, token);
  const leave = id ? await findRequest(db, id) : null;
  const employee = leave ? await findEmployee(db, leave.employeeId) : null;
  if (leave?.status !== 'approved' || !employee) {
    throw new HttpProblem(404, 'not-found', NOT_FOUND);
  }
  const [approvals, typeName, clientNames, locale] = await Promise.all([
    approvalsOf(db, leave.id),
    storedTypeName(db, leave.type),
    clientNamesOf(db, [employee.clientId]),
    recipientLocale(db, { employeeId: employee.id }),
  ]);
  return {
    leave,
    employee,
    approvals,
    clientName: employee.clientId ? (clientNames.get(employee.clientId) ?? null) : null,
    locale,
    typeName: leaveTypeName(leave.type, typeName, locale),
  };
}
