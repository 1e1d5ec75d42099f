import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/**
 * How far a running background job has come (the job itself, its state, attempts and errors
 * live in pg-boss's own `pgboss` schema): one row per job that reports progress.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  /** What the job is counting, e.g. `rows`. */
  unit: text('unit').notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  updatedAt: updatedAt(),
});
