import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  candidates,
  clientPics,
  emailTemplates,
  employees,
  type OutboxAttachment,
  outbox,
  users,
} from '../db/schema.js';
import { DEFAULT_LOCALE, type Locale, READER_LOCALE, toLocale } from '../i18n/locale.js';
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

/** Who reads a mail or a document, as far as the caller knows: any one of these resolves them. */
export type Reader = {
  userId?: string | null;
  employeeId?: string | null;
  candidateId?: string | null;
  picId?: string | null;
  email?: string | null;
};

/**
 * The language of a reader: an employee's (by id, by their account, by their account's or personal
 * email; an employee's language is theirs whether or not they have an account), a client PIC's (by
 * id or email), a candidate's (by id or email), another user's account language; else Indonesian
 * (READER_LOCALE), never English by default.
 */
export async function recipientLocale(db: Db, recipient: Reader): Promise<Locale> {
  if (recipient.employeeId) {
    const [employee] = await db
      .select({ language: employees.preferredLanguage })
      .from(employees)
      .where(eq(employees.id, recipient.employeeId));
    if (employee) return toLocale(employee.language);
  }
  if (recipient.userId) {
    const [row] = await db
      .select({ user: users.preferredLanguage, employee: employees.preferredLanguage })
      .from(users)
      .leftJoin(employees, eq(employees.userId, users.id))
      .where(eq(users.id, recipient.userId));
    if (row) return toLocale(row.employee ?? row.user);
  }
  if (recipient.picId) {
    const [pic] = await db
      .select({ language: clientPics.preferredLanguage })
      .from(clientPics)
      .where(eq(clientPics.id, recipient.picId));
    if (pic) return toLocale(pic.language);
  }
  if (recipient.candidateId) {
    const [candidate] = await db
      .select({ language: candidates.preferredLanguage })
      .from(candidates)
      .where(eq(candidates.id, recipient.candidateId));
    if (candidate) return toLocale(candidate.language);
  }
  const email = recipient.email?.trim().toLowerCase();
  if (email) {
    const [user] = await db
      .select({ user: users.preferredLanguage, employee: employees.preferredLanguage })
      .from(users)
      .leftJoin(employees, eq(employees.userId, users.id))
      .where(eq(users.email, email));
    if (user) return toLocale(user.employee ?? user.user);
    const [pic] = await db
      .select({ language: clientPics.preferredLanguage })
      .from(clientPics)
      .where(eq(clientPics.email, email))
      .orderBy(desc(clientPics.updatedAt))
      .limit(1);
    if (pic) return toLocale(pic.language);
    const [employee] = await db
      .select({ language: employees.preferredLanguage })
      .from(employees)
      .where(sql`lower(${employees.personalEmail}) = ${email}`)
      .orderBy(desc(employees.updatedAt))
      .limit(1);
    if (employee) return toLocale(employee.language);
    const [candidate] = await db
      .select({ language: candidates.preferredLanguage })
      .from(candidates)
      .where(eq(candidates.email, email))
      .orderBy(desc(candidates.updatedAt))
      .limit(1);
    if (candidate) return toLocale(candidate.language);
  }
  return READER_LOCALE;
}

function recipientEmailOf(values: Record<string, unknown>): string | null {
  const recipient = values.recipient as { email?: unknown } | undefined;
  return typeof recipient?.email === 'string' ? recipient.email : null;
}

/**
 * Queues the mail of an event in the caller's transaction: it is sent only if the change commits.
 * Written in `options.locale`, else in the language of `options.reader` (see recipientLocale),
 * else of `values.recipient.email`, with that language's template (the English one when it has none); dates
 * (Date values) and `localized(...)` values are rendered in it. Answers the outbox id, or null
 * when the template is switched off or has no recipient.
 */
export async function queueTemplatedMail(
  db: Db,
  templateKey: string,
  values: Record<string, unknown>,
  options: { locale?: Locale; reader?: Reader; attachments?: OutboxAttachment[] } = {},
): Promise<string | null> {
  const locale =
    options.locale ??
    (await recipientLocale(db, { email: recipientEmailOf(values), ...options.reader }));
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
