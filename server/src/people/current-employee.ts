import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { employees } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { identityOf } from '../identity/authenticate.js';

/** The employee record of an account; 404 `no-employee-record` when it has none. */
export async function employeeOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId));
  if (!row) {
    throw new HttpProblem(404, 'no-employee-record', 'Your account has no employee record.');
  }
  return row;
}

/** The signed-in user's own employee record; 404 when they have none. */
export async function myEmployee(request: FastifyRequest, db: Db) {
  return employeeOfUser(db, identityOf(request).user.id);
}
