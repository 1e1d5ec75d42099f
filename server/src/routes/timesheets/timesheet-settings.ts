import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdParams, ListQuery, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { photoKind } from '../../identity/photo-kind.js';
import { findClientOrThrow } from '../../people/clients.js';
import { TimesheetSettings, TimesheetSettingsInput } from '../../timesheets/schemas.js';
import {
  decideAlternate,
  removeLogo,
  saveSettings,
  setLogo,
} from '../../timesheets/settings-changes.js';
import { settingsSummaries, settingsView } from '../../timesheets/settings-views.js';

const LOGO_BYTES = 1024 * 1024;
const LOGO_MESSAGE = 'Upload a PNG or JPEG image of at most 1 MB.';

const SettingsSummary = z
  .object({
    clientId: z.uuid(),
    clientCode: z.string(),
    clientName: z.string(),
    cutOffDay: z.number().int(),
    approverName: z.string().nullable(),
    secondaryName: z.string().nullable(),
    columns: z.number().int(),
    hasLogo: z.boolean(),
    customized: z.boolean(),
  })
  .meta({ id: 'TimesheetSettingsSummary' });

/**
 * `/api/v4/timesheet-settings` and `/api/v4/clients/{id}/timesheet-settings`: each client's
 * cut-off, approvers, schedule and PDF format (`attendance.manage`).
 */
export const timesheetSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const access = { permission: 'attendance.manage' } as const;

  app.get(
    '/timesheet-settings',
    {
      config: { access },
      schema: {
        operationId: 'listTimesheetSettings',
        tags: ['timesheets'],
        summary:
          "Every client's cut-off, approvers and format at a glance (clients without settings show the defaults), by name",
        querystring: ListQuery,
        response: { 200: listOf(SettingsSummary), 400: Problem, 401: Problem, 403: Problem },
      },
    },
    async (request) => settingsSummaries(db, request.query),
  );

  app.get(
    '/clients/:id/timesheet-settings',
    {
      config: { access },
      schema: {
        operationId: 'getTimesheetSettings',
        tags: ['timesheets'],
        summary:
          "A client's timesheet settings (the defaults until set), its PICs to choose from, and the alternate approvers its PICs named",
        params: IdParams,
        response: { 200: TimesheetSettings, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => settingsView(db, ctx, request.params.id),
  );

  const AlternateParams = z.object({ id: z.uuid(), alternateId: z.uuid() });
  const alternateDecisions = [
    {
      verb: 'confirm',
      operationId: 'confirmTimesheetAlternate',
      summary:
        "Confirm an alternate approver a PIC named at an address outside the client's domain (`awaiting-hr` → `active`); when its range has begun it is mailed a link to the client's open requests. 409 `alternate-state` for one already confirmed, revoked or over. Audited",
    },
    {
      verb: 'revoke',
      operationId: 'revokeTimesheetAlternate',
      summary:
        'Revoke an alternate approver: requests go back to the PIC, and every link already mailed to the alternate for this client stops working at once (410). 409 `alternate-state` when already revoked. Audited',
    },
  ] as const;
  for (const { verb, operationId, summary } of alternateDecisions) {
    app.post(
      `/clients/:id/timesheet-alternates/:alternateId/${verb}`,
      {
        config: { access },
        schema: {
          operationId,
          tags: ['timesheets'],
          summary,
          params: AlternateParams,
          response: {
            200: TimesheetSettings,
            400: Problem,
            401: Problem,
            403: Problem,
            404: Problem,
            409: Problem,
          },
        },
      },
      async (request) => {
        const { id: clientId, alternateId } = request.params;
        await decideAlternate(db, ctx, { verb, clientId, alternateId, actor: actorOf(request) });
        return settingsView(db, ctx, clientId);
      },
    );
  }

  app.put(
    '/clients/:id/timesheet-settings',
    {
      config: { access },
      schema: {
        operationId: 'saveTimesheetSettings',
        tags: ['timesheets'],
        summary:
          "Set a client's cut-off, approver and secondary approver (PICs of the client), mail schedule and PDF format (audited). Existing sheets keep their dates",
        params: IdParams,
        body: TimesheetSettingsInput,
        response: {
          200: TimesheetSettings,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
        },
      },
    },
    async (request) => {
      const clientId = request.params.id;
      await saveSettings(db, ctx, { clientId, settings: request.body, actor: actorOf(request) });
      return settingsView(db, ctx, clientId);
    },
  );

  app.put(
    '/clients/:id/timesheet-settings/logo',
    {
      config: { access },
      schema: {
        operationId: 'uploadTimesheetLogo',
        tags: ['timesheets'],
        summary:
          "The client's logo for its timesheet PDF: a PNG or JPEG of at most 1 MB in the multipart field `file` (audited)",
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: TimesheetSettings,
          400: Problem,
          401: Problem,
          403: Problem,
          404: Problem,
          413: Problem,
        },
      },
    },
    async (request) => {
      const clientId = request.params.id;
      await findClientOrThrow(db, clientId);
      const invalid = () =>
        new HttpProblem(400, 'validation-failed', LOGO_MESSAGE, { file: LOGO_MESSAGE });
      if (!request.isMultipart()) throw invalid();
      const file = await request.file({ limits: { fileSize: LOGO_BYTES, files: 1 } });
      if (!file) throw invalid();
      const data = await file.toBuffer();
      const kind = photoKind(data);
      if (file.file.truncated || (kind !== 'png' && kind !== 'jpeg')) throw invalid();
      const key = `timesheet-logos/${clientId}/${randomUUID()}.${kind}`;
      await ctx.blobs.put(key, data);
      await setLogo(db, ctx, { clientId, key, bytes: data.length, actor: actorOf(request) });
      return settingsView(db, ctx, clientId);
    },
  );

  app.delete(
    '/clients/:id/timesheet-settings/logo',
    {
      config: { access },
      schema: {
        operationId: 'removeTimesheetLogo',
        tags: ['timesheets'],
        summary: "Take the logo off the client's timesheet PDF (audited)",
        params: IdParams,
        response: { 200: TimesheetSettings, 401: Problem, 403: Problem, 404: Problem },
      },
    },
    async (request) => {
      const clientId = request.params.id;
      await findClientOrThrow(db, clientId);
      await removeLogo(db, ctx, { clientId, actor: actorOf(request) });
      return settingsView(db, ctx, clientId);
    },
  );
};
