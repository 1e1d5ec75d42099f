import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Problem } from '../../http/problem.js';
import { LOCALES, toLocale } from '../../i18n/locale.js';
import { actorOf } from '../../identity/authenticate.js';
import { templateDefinition } from '../../mail/template-catalogue.js';
import {
  getTemplate,
  listTemplates,
  previewTemplate,
  type TemplateRow,
  updateTemplate,
} from '../../mail/template-editing.js';

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
    async (request) => ({
      items: (await listTemplates(db, request.query.locale)).map(present),
    }),
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
    async (request) => present(await getTemplate(db, request.params.key, request.query.locale)),
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
    async (request) =>
      present(
        await updateTemplate(
          db,
          actorOf(request),
          request.params.key,
          request.query.locale,
          request.body,
        ),
      ),
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
    async (request) => previewTemplate(db, request.params.key, request.query.locale, request.body),
  );
};
