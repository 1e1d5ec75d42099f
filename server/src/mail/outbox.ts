import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { emailTemplates, outbox } from '../db/schema.js';
import { addressesOf, renderTemplate } from './render.js';
import { TEMPLATE_CATALOGUE } from './template-catalogue.js';

/** Puts each event's default template in place once; edits by admins are kept. */
export async function ensureEmailTemplates(db: Db) {
  await db
    .insert(emailTemplates)
    .values(
      TEMPLATE_CATALOGUE.map((t) => ({
        key: t.key,
        name: t.name,
        description: t.description,
        ...t.defaults,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Queues the mail of an event in the caller's transaction: it is sent only if the change commits.
 * Answers the outbox id, or null when the template is switched off or has no recipient.
 */
export async function queueTemplatedMail(
  db: Db,
  templateKey: string,
  values: Record<string, unknown>,
): Promise<string | null> {
  const [template] = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.key, templateKey));
  if (!template) throw new Error(`No email template ${templateKey}`);
  if (!template.enabled) return null;
  const to = addressesOf(renderTemplate(template.toRule, values));
  if (to.length === 0) return null;
  const [row] = await db
    .insert(outbox)
    .values({
      templateKey,
      to,
      cc: addressesOf(renderTemplate(template.ccRule, values)),
      subject: renderTemplate(template.subject, values),
      body: renderTemplate(template.body, values),
    })
    .returning({ id: outbox.id });
  return row!.id;
}
