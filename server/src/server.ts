import { buildApp, type StaffdeskApp } from './app.js';
import type { ServerConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { seedDemoData } from './seed/demo-data.js';

export type RunningServer = {
  app: StaffdeskApp;
  database: Database;
  url: string;
  close(): Promise<void>;
};

/** Opens the database, builds the app and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
  });
  const app = await buildApp({ config, database });
  if (config.seedDemo) await seedDemoData(database.db, config.demoPassword);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    url: `http://${config.host}:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
