import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { emailTemplates } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { LOCALES, toLocale } from '../../i18n/locale.js';
import { actorOf } from '../../identity/authenticate.js';
import { findTemplate } from '../../mail/outbox.js';
import { addressesOf, renderTemplate, unknownVariables } from '../../mail/render.js';
import { TEMPLATE_CATALOGUE, templateDefinition } from '../../mail/template-catalogue.js';

const EmailTemplate = z
  .object({
    key: z.string(),
    locale: z.enum(LOCALES).describe('The language of this version: `en` or `id`'),
    name: z.string(),
    description: z.string(),
    subject: z.string(),
    body: z.string(),
    toRule: z.string(),
    ccRule: z.string(),
    enabled: z.boolean(),
    variables: z.array(z.object({ name: z.string(), description: z.string() })),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'EmailTemplate' });

const TemplateInput = z.object({
  subject: z.string().trim().min(1, 'Enter a subject.').max(200),
  body: z.string().trim().min(1, 'Enter the body.').max(20_000),
  toRule: z.string().trim().min(1, 'Say who receives it.').max(500),
  ccRule: z.string().trim().max(500).default(''),
  enabled: z.boolean(),
});

const Preview = z
  .object({
    to: z.array(z.string()),
    cc: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
  })
  .meta({ id: 'EmailPreview' });

const KeyParams = z.object({ key: z.string().min(1).max(100) });
const LocaleQuery = z.object({
  locale: z
    .enum(LOCALES, { error: 'Choose en or id.' })
    .default('en')
    .describe('The language version: `en` (default) or `id`. Each event has one per language.'),
});

type TemplateRow = typeof emailTemplates.$inferSelect;

function present(row: TemplateRow) {
  const definition = templateDefinition(row.key);
  return {
    key: row.key,
    locale: toLocale(row.locale),
    name: row.name,
    description: row.description,
    subject: row.subject,
    body: row.body,
    toRule: row.toRule,
    ccRule: row.ccRule,
    enabled: row.enabled,
    variables: Object.entries(definition?.variables ?? {}).map(([name, description]) => ({
      name,
      description,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks every field uses only the event's variables; answers field errors. */
function variableErrors(key: string, input: z.infer<typeof TemplateInput>) {
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

/**
 * `/api/v4/email-templates`: a template per event and language (`?locale=en|id`, English by
 * default), with preview on sample data.
 */
export const emailTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/email-templates',
    {
      config: { access: { permission: 'email-templates.manage' } },
      schema: {
        operationId: 'listEmailTemplates',
        tags: ['email'],
        summary: 'The templates of every event in one language (`?locale=id`; English by default)',
        querystring: LocaleQuery,
        response: { 200: z.object({ items: z.array(EmailTemplate) }), 401: Problem, 403: Problem },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.locale, request.query.locale))
        .orderBy(asc(emailTemplates.key));
      const known = new Set(TEMPLATE_CATALOGUE.map((t) => t.key));
      return { items: rows.filter((r) => known.has(r.key)).map(present) };
    },
  );

  app.get(
    '/email-templates/:key',
    {
      config: { access: { permission: 'email-templates.manage' } },
      schema: {
        operationId: 'getEmailTemplate',
        tags: ['email'],
        summary: "One event's template in one language (`?locale=id`; English by default)",
        params: KeyParams,
        querystring: LocaleQuery,
        response: { 200: EmailTemplate, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const row = await findTemplate(db, request.params.key, request.query.locale);
      if (!row) throw new HttpProblem(404, 'not-found', 'This email template does not exist.');
      return present(row);
    },
  );

  app.put(
    '/email-templates/:key',
    {
      config: { access: { permission: 'email-templates.manage' } },
      schema: {
        operationId: 'updateEmailTemplate',
        tags: ['email'],
        summary:
          "Change one event's template in one language (`?locale=id`; English by default); the other language is kept",
        params: KeyParams,
        querystring: LocaleQuery,
        body: TemplateInput,
        response: { 200: EmailTemplate, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { locale } = request.query;
      const where = and(eq(emailTemplates.key, key), eq(emailTemplates.locale, locale));
      const errors = variableErrors(key, request.body);
      if (Object.keys(errors).length > 0) {
        throw new HttpProblem(
          400,
          'validation-failed',
          'Some fields use variables this event does not offer.',
          errors,
        );
      }
      const updated = await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(emailTemplates).where(where);
        if (!before) throw new HttpProblem(404, 'not-found', 'This email template does not exist.');
        const [after] = await tx
          .update(emailTemplates)
          .set({ ...request.body, updatedAt: new Date() })
          .where(where)
          .returning();
        const pick = (r: TemplateRow) => ({
          locale: r.locale,
          subject: r.subject,
          body: r.body,
          toRule: r.toRule,
          ccRule: r.ccRule,
          enabled: r.enabled,
        });
        await recordAudit(tx, actorOf(request), {
          action: 'email-template.updated',
          entity: 'email-template',
          entityId: locale === 'en' ? key : `${key}:${locale}`,
          before: pick(before),
          after: pick(after!),
        });
        return after!;
      });
      return present(updated);
    },
  );

  app.post(
    '/email-templates/:key/preview',
    {
      config: { access: { permission: 'email-templates.manage' } },
      schema: {
        operationId: 'previewEmailTemplate',
        tags: ['email'],
        summary:
          'Render a template (saved or as edited) with sample data, in its language (`?locale=id`; English by default)',
        params: KeyParams,
        querystring: LocaleQuery,
        body: TemplateInput.partial(),
        response: { 200: Preview, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const definition = templateDefinition(request.params.key);
      const row = await findTemplate(db, request.params.key, locale);
      if (!definition || !row)
        throw new HttpProblem(404, 'not-found', 'This email template does not exist.');
      const text = { ...row, ...request.body };
      const sample = definition.sample;
      return {
        to: addressesOf(renderTemplate(text.toRule, sample, locale)),
        cc: addressesOf(renderTemplate(text.ccRule, sample, locale)),
        subject: renderTemplate(text.subject, sample, locale),
        body: renderTemplate(text.body, sample, locale),
      };
    },
  );
};
