import { ConfigError, loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './seed/demo-data.js';
import { startServer } from './server.js';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const server = await startServer(config);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `  Staffdesk is running at ${server.url}  (started in ${seconds} s)`,
    `  Database: ${server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Mail: ${config.smtpUrl ? 'sent over SMTP_URL' : 'kept in the outbox (no SMTP_URL): read it at /email-notification'}`,
    '',
  ];
  if (config.seedDemo) {
    lines.push(`  Demo sign-in (password "${config.demoPassword}"):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.email.padEnd(28)} ${account.role}`);
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Staffdesk failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
