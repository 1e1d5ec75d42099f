import type { BlobStore } from './blobs/blob-store.js';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/database.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { MailDelivery } from './mail/delivery.js';

/** What every route plugin is given. */
export type AppContext = {
  config: ServerConfig;
  database: Database;
  db: Db;
  blobs: BlobStore;
  mail: MailDelivery;
  /** Background work (imports, scheduled housekeeping): the one job queue. */
  jobs: JobQueue;
  /** The clock (tests set another day); everything reckoning "today" asks it. */
  now: () => Date;
};
