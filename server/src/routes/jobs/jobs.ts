import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageWindow } from '../../db/paging.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { identityOf } from '../../identity/authenticate.js';
import { can } from '../../identity/identity.js';
import { JOB_STATES } from '../../jobs/job-queue.js';

export const Job = z
  .object({
    id: z.uuid(),
    name: z.string().describe('The kind of work, e.g. `employees.import`'),
    state: z.enum(JOB_STATES),
    attempts: z.number().int().describe('Tries so far, the running one included'),
    maxAttempts: z.number().int(),
    progress: z
      .object({ unit: z.string(), done: z.number().int(), total: z.number().int() })
      .nullable()
      .describe('How far a running job has come (e.g. rows written of the rows to write)'),
    result: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('What a completed job answered (an import: its `ImportResult`)'),
    error: z.string().nullable().describe('The last failure of a retried or failed job'),
    startedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Job' });

/** `/api/v4/jobs`: background jobs, for the super admin; one's own job, for whoever started it. */
export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      config: { access: { permission: 'jobs.read' } },
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: 'Background jobs, newest first, with their state, progress, attempts and error',
        querystring: ListQuery.pick({ page: true, pageSize: true }).extend({
          state: z.enum(JOB_STATES).optional(),
          name: z.string().max(100).optional(),
        }),
        response: { 200: listOf(Job), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const { page, pageSize, state, name } = request.query;
      const { items, total } = await jobs.list({
        ...pageWindow({ page, pageSize }),
        state,
        name,
      });
      return { items, total, page, pageSize };
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary:
          'One background job: its state, progress and result. Readable by whoever started it and by holders of `jobs.read`',
        params: IdParams,
        response: { 200: Job, 400: Problem, 401: Problem, 404: Problem },
      },
    },
    async (request) => {
      const job = await jobs.get(request.params.id);
      const identity = identityOf(request);
      if (!job || (job.startedBy !== identity.user.id && !can(identity, 'jobs.read'))) {
        throw new HttpProblem(404, 'not-found', 'This job does not exist.');
      }
      return job;
    },
  );
};
