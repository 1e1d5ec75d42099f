import { and, asc, eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { emailTemplates } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { findTemplate } from './outbox.js';
import { addressesOf, renderTemplate, unknownVariables } from './render.js';
import { TEMPLATE_CATALOGUE, templateDefinition } from './template-catalogue.js';

/** The email templates as HR edits them: one per event and language, previewed on sample data. */

export type TemplateRow = typeof emailTemplates.$inferSelect;

/** What an edit sets. */
export type TemplateText = {
  subject: string;
  body: string;
  toRule: string;
  ccRule: string;
  enabled: boolean;
};

const NOT_FOUND = 'This email template does not exist.';

/** Field errors for the variables a text uses that its event does not offer. */
function variableErrors(key: string, input: TemplateText) {
  const offered = Object.keys(templateDefinition(key)?.variables ?? {});
  const errors: Record<string, string> = {};
  for (const field of ['subject', 'body', 'toRule', 'ccRule'] as const) {
    const unknown = unknownVariables(input[field], offered);
    if (unknown.length > 0) {
      errors[field] =
        `Unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}. This event offers ${offered.map((o) => `{{${o}}}`).join(', ')}.`;
    }
  }
  return errors;
}

function auditableTemplate(row: TemplateRow) {
  return {
    locale: row.locale,
    subject: row.subject,
    body: row.body,
    toRule: row.toRule,
    ccRule: row.ccRule,
    enabled: row.enabled,
  };
}

/** The templates of every event of the catalogue in one language, by key. */
export async function listTemplates(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.locale, locale))
    .orderBy(asc(emailTemplates.key));
  const known = new Set(TEMPLATE_CATALOGUE.map((t) => t.key));
  return rows.filter((r) => known.has(r.key));
}

/** One event's template in one language; 404 when there is none. */
export async function getTemplate(db: Db, key: string, locale: Locale) {
  const row = await findTemplate(db, key, locale);
  if (!row) throw new HttpProblem(404, 'not-found', NOT_FOUND);
  return row;
}

/**
 * Changes one event's template in one language (the other is kept), with the
 * `email-template.updated` audit entry: 400 for a variable the event does not offer, 404 for none.
 */
export async function updateTemplate(
  db: Db,
  actor: Actor,
  key: string,
  locale: Locale,
  input: TemplateText,
) {
  const errors = variableErrors(key, input);
  if (Object.keys(errors).length > 0) {
    throw new HttpProblem(
      400,
      'validation-failed',
      'Some fields use variables this event does not offer.',
      errors,
    );
  }
  const where = and(eq(emailTemplates.key, key), eq(emailTemplates.locale, locale));
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(emailTemplates).where(where);
    if (!before) throw new HttpProblem(404, 'not-found', NOT_FOUND);
    const [after] = await tx
      .update(emailTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(where)
      .returning();
    await recordAudit(tx, actor, {
      action: 'email-template.updated',
      entity: 'email-template',
      entityId: locale === 'en' ? key : `${key}:${locale}`,
      before: auditableTemplate(before),
      after: auditableTemplate(after!),
    });
    return after!;
  });
}

/** A template, saved or with `edits` over it, rendered with its event's sample data. */
export async function previewTemplate(
  db: Db,
  key: string,
  locale: Locale,
  edits: Partial<TemplateText>,
) {
  const definition = templateDefinition(key);
  const row = await findTemplate(db, key, locale);
  if (!definition || !row) throw new HttpProblem(404, 'not-found', NOT_FOUND);
  const text = { ...row, ...edits };
  const sample = definition.sample;
  return {
    to: addressesOf(renderTemplate(text.toRule, sample, locale)),
    cc: addressesOf(renderTemplate(text.ccRule, sample, locale)),
    subject: renderTemplate(text.subject, sample, locale),
    body: renderTemplate(text.body, sample, locale),
  };
}
