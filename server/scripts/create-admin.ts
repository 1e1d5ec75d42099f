/**
 * Creates a super admin (the first account of a production installation) and prints the
 * set-password link. Usage: npm run create-admin -w @staffdesk/server -- email "Full Name"
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit, SYSTEM_ACTOR } from '../src/audit/audit-log.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { roles, userRoles, users } from '../src/db/schema.js';
import { issuePasswordToken } from '../src/identity/password-tokens.js';
import { ensureSystemData } from '../src/seed/system-data.js';

const [emailArg, ...nameParts] = process.argv.slice(2);
const email = z.email().safeParse(emailArg?.trim().toLowerCase());
const name = nameParts.join(' ').trim();
if (!email.success || !name) {
  console.error(
    'Usage: npm run create-admin -w @staffdesk/server -- admin@example.co.id "Full Name"',
  );
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureSystemData(database.db);
  const link = await database.db.transaction(async (tx) => {
    const [superRole] = await tx.select().from(roles).where(eq(roles.key, 'super-admin'));
    const [user] = await tx
      .insert(users)
      .values({ email: email.data, name, status: 'invited' })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new Error(`${email.data} already has an account.`);
    await tx.insert(userRoles).values({ userId: user.id, roleId: superRole!.id });
    const { token } = await issuePasswordToken(tx, user.id, 'invite');
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'user.invited',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, name, roles: ['Super admin'] },
    });
    return `${config.publicUrl}/set-password?token=${token}`;
  });
  await database.close();
  console.log(`Super admin ${email.data} created. Set the password within 7 days at:\n${link}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
