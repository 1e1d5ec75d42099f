import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import { emailTemplates } from '../../db/schema.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { addressesOf, renderTemplate, unknownVariables } from '../../mail/render.js';
import { TEMPLATE_CATALOGUE, templateDefinition } from '../../mail/template-catalogue.js';

const EmailTemplate = z
  .object({
    key: z.string(),
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

type TemplateRow = typeof emailTemplates.$inferSelect;

function present(row: TemplateRow) {
  const definition = templateDefinition(row.key);
  return {
    key: row.key,
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

/** `/api/v4/email-templates`: a template per event, with preview on sample data. */
export const emailTemplateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/email-templates',
    {
      config: { access: { permission: 'email-templates.manage' } },
      schema: {
        operationId: 'listEmailTemplates',
        tags: ['email'],
        response: { 200: z.object({ items: z.array(EmailTemplate) }), 401: Problem, 403: Problem },
      },
    },
    async () => {
      const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.key));
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
        params: KeyParams,
        response: { 200: EmailTemplate, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.key, request.params.key));
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
        params: KeyParams,
        body: TemplateInput,
        response: { 200: EmailTemplate, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const { key } = request.params;
      const errors = variableErrors(key, request.body);
      if (Object.keys(errors).length > 0) {
        throw new HttpProblem(
          400,
          'validation-failed',
          'Some fields use variables this event does not offer.',
          errors,
        );
      }
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(emailTemplates).where(eq(emailTemplates.key, key));
        if (!before) throw new HttpProblem(404, 'not-found', 'This email template does not exist.');
        const [after] = await tx
          .update(emailTemplates)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(emailTemplates.key, key))
          .returning();
        const pick = (r: TemplateRow) => ({
          subject: r.subject,
          body: r.body,
          toRule: r.toRule,
          ccRule: r.ccRule,
          enabled: r.enabled,
        });
        await recordAudit(tx, actorOf(request), {
          action: 'email-template.updated',
          entity: 'email-template',
          entityId: key,
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
        summary: 'Render a template (saved or as edited) with sample data',
        params: KeyParams,
        body: TemplateInput.partial(),
        response: { 200: Preview, 400: Problem, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const definition = templateDefinition(request.params.key);
      const [row] = await db
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.key, request.params.key));
      if (!definition || !row)
        throw new HttpProblem(404, 'not-found', 'This email template does not exist.');
      const text = { ...row, ...request.body };
      return {
        to: addressesOf(renderTemplate(text.toRule, definition.sample)),
        cc: addressesOf(renderTemplate(text.ccRule, definition.sample)),
        subject: renderTemplate(text.subject, definition.sample),
        body: renderTemplate(text.body, definition.sample),
      };
    },
  );
};
