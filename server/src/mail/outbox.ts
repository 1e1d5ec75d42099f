import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clientPics, emailTemplates, type OutboxAttachment, outbox, users } from '../db/schema.js';
import { DEFAULT_LOCALE, type Locale, toLocale } from '../i18n/locale.js';
import { addressesOf, renderTemplate } from './render.js';
import { TEMPLATE_CATALOGUE } from './template-catalogue.js';

/** Puts each event's default templates (English and Indonesian) in place once; edits are kept. */
export async function ensureEmailTemplates(db: Db) {
  await db
    .insert(emailTemplates)
    .values(
      TEMPLATE_CATALOGUE.flatMap((t) => [
        {
          key: t.key,
          locale: 'en' as const,
          name: t.name,
          description: t.description,
          ...t.defaults,
        },
        {
          key: t.key,
          locale: 'id' as const,
          name: t.id.name,
          description: t.id.description,
          subject: t.id.subject,
          body: t.id.body,
          toRule: t.defaults.toRule,
          ccRule: t.defaults.ccRule,
        },
      ]),
    )
    .onConflictDoNothing();
}

/**
 * The language of a recipient: a user's preferred language, else a client PIC's (by id, or by
 * email), else English.
 */
export async function recipientLocale(
  db: Db,
  recipient: { userId?: string | null; picId?: string | null; email?: string | null },
): Promise<Locale> {
  if (recipient.userId) {
    const [user] = await db
      .select({ language: users.preferredLanguage })
      .from(users)
      .where(eq(users.id, recipient.userId));
    if (user) return toLocale(user.language);
  }
  if (recipient.picId) {
    const [pic] = await db
      .select({ language: clientPics.preferredLanguage })
      .from(clientPics)
      .where(eq(clientPics.id, recipient.picId));
    if (pic) return toLocale(pic.language);
  }
  const email = recipient.email?.trim().toLowerCase();
  if (email) {
    const [user] = await db
      .select({ language: users.preferredLanguage })
      .from(users)
      .where(eq(users.email, email));
    if (user) return toLocale(user.language);
    const [pic] = await db
      .select({ language: clientPics.preferredLanguage })
      .from(clientPics)
      .where(eq(clientPics.email, email))
      .orderBy(desc(clientPics.updatedAt))
      .limit(1);
    if (pic) return toLocale(pic.language);
  }
  return DEFAULT_LOCALE;
}

function recipientEmailOf(values: Record<string, unknown>): string | null {
  const recipient = values.recipient as { email?: unknown } | undefined;
  return typeof recipient?.email === 'string' ? recipient.email : null;
}

/**
 * Queues the mail of an event in the caller's transaction: it is sent only if the change commits.
 * Written in `options.locale`, else in the language of `values.recipient.email` (see
 * recipientLocale), with that language's template (the English one when it has none); dates
 * (Date values) and `localized(...)` values are rendered in it. Answers the outbox id, or null
 * when the template is switched off or has no recipient.
 */
export async function queueTemplatedMail(
  db: Db,
  templateKey: string,
  values: Record<string, unknown>,
  options: { locale?: Locale; attachments?: OutboxAttachment[] } = {},
): Promise<string | null> {
  const locale = options.locale ?? (await recipientLocale(db, { email: recipientEmailOf(values) }));
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.key, templateKey));
  const template =
    rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  if (!template) throw new Error(`No email template ${templateKey}`);
  if (!template.enabled) return null;
  const written = toLocale(template.locale);
  const to = addressesOf(renderTemplate(template.toRule, values, written));
  if (to.length === 0) return null;
  const [row] = await db
    .insert(outbox)
    .values({
      templateKey,
      locale: written,
      to,
      cc: addressesOf(renderTemplate(template.ccRule, values, written)),
      subject: renderTemplate(template.subject, values, written),
      body: renderTemplate(template.body, values, written),
      attachments: options.attachments ?? [],
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** One template of an event in one language. */
export async function findTemplate(db: Db, key: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), eq(emailTemplates.locale, locale)));
  return row ?? null;
}
