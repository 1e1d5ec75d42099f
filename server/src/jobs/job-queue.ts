import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/database.js';
import { jobProgress } from '../db/schema.js';

/**
 * The one way to run work in the background (imports now; payroll runs, PDFs, reminders and
 * scheduled publishing later). Backed by pg-boss in the application's own database (its tables
 * live in the `pgboss` schema): a job survives a restart, is retried with back-off, and is taken
 * by exactly one worker even when several server processes share the database. Callers only see
 * this interface, never pg-boss.
 */

export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobState = (typeof JOB_STATES)[number];

export type JobProgress = { unit: string; done: number; total: number };

/** A job as the API shows it. */
export type JobView = {
  id: string;
  /** The kind of work, e.g. `employees.import`. */
  name: string;
  state: JobState;
  /** Tries so far (the running one included). */
  attempts: number;
  /** Tries it may have in all. */
  maxAttempts: number;
  progress: JobProgress | null;
  /** What the job answered when it completed. */
  result: Record<string, unknown> | null;
  /** The last failure's message (a retried or failed job). */
  error: string | null;
  /** The user who started it (null for scheduled work). */
  startedBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type JobContext = {
  id: string;
  /** 1 on the first try, 2 on the first retry… */
  attempt: number;
  startedBy: string | null;
  /** Records how far the job has come (shown while it runs). */
  progress(done: number, total: number, unit?: string): Promise<void>;
};

export type JobDefinition<T> = {
  name: string;
  run(data: T, job: JobContext): Promise<Record<string, unknown> | undefined>;
  /** Retries after a failure (with exponential back-off from `retryDelaySeconds`); 2 by default. */
  retries?: number;
  retryDelaySeconds?: number;
  /** A try running longer than this counts as failed (and is retried); 15 minutes by default. */
  timeoutSeconds?: number;
  /** A cron line (UTC): the job is also started on this schedule, once across all processes. */
  cron?: string;
};

export type JobQueue = {
  /** Declares a kind of job and its worker; call before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  start(): Promise<void>;
  /**
   * Queues a job of a declared kind; answers its id. Given `tx`, the job is written in that
   * transaction: it exists (and runs) only if the transaction commits, with the change it is for.
   */
  enqueue<T extends object>(
    name: string,
    data: T,
    options?: { startedBy?: string; tx?: Db },
  ): Promise<string>;
  get(id: string): Promise<JobView | null>;
  /** The newest jobs first (finished ones are listed for 14 days). */
  list(options: { limit: number; offset: number; state?: JobState; name?: string }): Promise<{
    items: JobView[];
    total: number;
  }>;
  stop(): Promise<void>;
};

type Envelope = { data: object; startedBy: string | null };

type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  data: Envelope | null;
  output: Record<string, unknown> | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  unit: string | null;
  done: number | null;
  total: number | null;
};

const SCHEMA = 'pgboss';

/**
 * pg-boss's statement (`$1`… placeholders) as a statement of the query builder, to run in `tx`
 * (an absent value is SQL null, as node-postgres sends it).
 */
function statementOf(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
    ),
  );
}

/** A pg-boss database adapter on a transaction of ours. */
function adapterOf(tx: Db) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = (await tx.execute(statementOf(text, values))) as unknown;
      return { rows: Array.isArray(result) ? result : (result as { rows: unknown[] }).rows };
    },
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function viewOf(row: JobRow): JobView {
  const failed = row.state === 'failed' || row.state === 'retry';
  const output = row.output ?? null;
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.retry_count + (row.state === 'created' ? 0 : 1),
    maxAttempts: row.retry_limit + 1,
    progress:
      row.unit === null ? null : { unit: row.unit, done: row.done ?? 0, total: row.total ?? 0 },
    result: row.state === 'completed' ? output : null,
    error: failed && output && typeof output.message === 'string' ? output.message : null,
    startedBy: row.data?.startedBy ?? null,
    createdAt: iso(row.created_on)!,
    startedAt: iso(row.started_on),
    finishedAt: iso(row.completed_on),
  };
}

// Both live and archived jobs, with their progress.
const JOBS = `(
  select id, name, state, retry_count, retry_limit, data, output, created_on, started_on, completed_on
    from ${SCHEMA}.job
  union all
  select id, name, state, retry_count, retry_limit, data, output, created_on, started_on, completed_on
    from ${SCHEMA}.archive
) j left join job_progress p on p.job_id = j.id`;
const COLUMNS = 'j.*, p.unit, p.done, p.total';

export type JobQueueOptions = {
  database: Database;
  /** How often an idle worker looks for work; a job queued here wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** Told about errors of the queue itself (not of jobs: those are kept on the job). */
  onError?: (error: Error) => void;
};

export function createJobQueue({
  database,
  pollingIntervalSeconds = 2,
  onError,
}: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    // Finished jobs move to pg-boss's archive after a day and are deleted 13 days later: the
    // super admin sees them (both tables are listed) for 14 days.
    archiveCompletedAfterSeconds: 86_400,
    archiveFailedAfterSeconds: 86_400,
    deleteAfterDays: 13,
  });
  boss.on('error', (error: Error) => onError?.(error));
  const definitions = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
  let started = false;

  const select = async (where: string, values: unknown[]) =>
    (await database.executeSql(`select ${COLUMNS} from ${JOBS} ${where}`, values)).rows as JobRow[];

  return {
    define(definition) {
      if (started) throw new Error(`Define job ${definition.name} before the queue starts.`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        const options = {
          name: definition.name,
          retryLimit: definition.retries ?? 2,
          retryDelay: definition.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
        };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
        else await boss.createQueue(definition.name, options);
        const worker = await boss.work<Envelope>(
          definition.name,
          { batchSize: 1, pollingIntervalSeconds, includeMetadata: true },
          async ([job]) => {
            if (!job) return undefined;
            const startedBy = job.data?.startedBy ?? null;
            const context: JobContext = {
              id: job.id,
              attempt: job.retryCount + 1,
              startedBy,
              progress: async (done, total, unit = 'rows') => {
                await database.db
                  .insert(jobProgress)
                  .values({ jobId: job.id, unit, done, total })
                  .onConflictDoUpdate({
                    target: jobProgress.jobId,
                    set: { unit, done, total, updatedAt: sql`now()` },
                  });
              },
            };
            return definition.run(job.data?.data ?? {}, context);
          },
        );
        workers.set(definition.name, worker);
        if (definition.cron) {
          await boss.schedule(definition.name, definition.cron, { data: {}, startedBy: null });
        } else {
          await boss.unschedule(definition.name);
        }
      }
    },

    async enqueue(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`No job named ${name} is defined.`);
      const envelope: Envelope = { data, startedBy: options.startedBy ?? null };
      const id = await boss.send(name, envelope, options.tx ? { db: adapterOf(options.tx) } : {});
      if (!id) throw new Error(`Job ${name} was not queued.`);
      // A job written in a transaction is not there until it commits: the worker's next poll
      // takes it.
      const worker = workers.get(name);
      if (worker && !options.tx) boss.notifyWorker(worker);
      return id;
    },

    async get(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await select('where j.id = $1', [id]);
      return row ? viewOf(row) : null;
    },

    async list({ limit, offset, state, name }) {
      const conditions: string[] = [];
      const values: unknown[] = [];
      if (state) {
        values.push(state);
        conditions.push(`j.state = $${values.length}`);
      }
      if (name) {
        values.push(name);
        conditions.push(`j.name = $${values.length}`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [counted] = (
        await database.executeSql(`select count(*)::int as n from ${JOBS} ${where}`, values)
      ).rows as { n: number }[];
      values.push(limit, offset);
      const rows = await select(
        `${where} order by j.created_on desc, j.id limit $${values.length - 1} offset $${values.length}`,
        values,
      );
      return { items: rows.map(viewOf), total: counted?.n ?? 0 };
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
