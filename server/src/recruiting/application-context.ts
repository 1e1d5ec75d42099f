import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications, candidates, clients, requirements } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';

/**
 * A candidate's place in a requirement's pipeline with the candidate, the requirement and its
 * client; locked (the application row only) when the caller is about to change it. 404 when the
 * application is unknown.
 */
export async function applicationContext(db: Db, applicationId: string, forUpdate = false) {
  const query = db
    .select({
      application: applications,
      candidate: candidates,
      requirement: requirements,
      client: clients,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .innerJoin(clients, eq(clients.id, requirements.clientId))
    .where(eq(applications.id, applicationId));
  const [row] = forUpdate ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new HttpProblem(404, 'not-found', 'This candidate is not in the pipeline.');
  return row;
}
