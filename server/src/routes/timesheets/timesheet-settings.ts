import { randomUUID } from 'node:crypto';
import { asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inPage } from '../../db/paging.js';
import { clientPics, clients, clientTimesheetSettings } from '../../db/schema.js';
import { transactionWithRetry } from '../../db/transaction.js';
import { IdParams, ListQuery, likePattern, listOf } from '../../http/lists.js';
import { HttpProblem, Problem } from '../../http/problem.js';
import { actorOf } from '../../identity/authenticate.js';
import { photoKind } from '../../identity/photo-kind.js';
import { findClientOrThrow } from '../../people/clients.js';
import { todayOf } from '../../shared/business-dates.js';
import {
  alternatesOf,
  confirmAlternate,
  presentAlternate,
  revokeAlternate,
} from '../../timesheets/approvals.js';
import { periodOf } from '../../timesheets/period.js';
import { TimesheetSettings, TimesheetSettingsInput } from '../../timesheets/schemas.js';
import { settingsOf, type TimesheetSettingsRow } from '../../timesheets/settings.js';

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

async function settingsView(db: Db, ctx: Pick<AppContext, 'now'>, clientId: string) {
  const client = await findClientOrThrow(db, clientId);
  const [settings, pics, alternates, [stored]] = await Promise.all([
    settingsOf(db, clientId),
    db
      .select({ id: clientPics.id, name: clientPics.name, email: clientPics.email })
      .from(clientPics)
      .where(eq(clientPics.clientId, clientId))
      .orderBy(asc(clientPics.sortOrder), asc(clientPics.name)),
    alternatesOf(db, clientId),
    db
      .select({ clientId: clientTimesheetSettings.clientId })
      .from(clientTimesheetSettings)
      .where(eq(clientTimesheetSettings.clientId, clientId)),
  ]);
  return {
    clientId,
    clientName: client.legalName,
    cutOffDay: settings.cutOffDay,
    approverPicId: settings.approverPicId,
    secondaryPicId: settings.secondaryPicId,
    sendAfterDays: settings.sendAfterDays,
    followUpAfterDays: settings.followUpAfterDays,
    escalateAfterDays: settings.escalateAfterDays,
    workStartTime: settings.workStartTime,
    format: settings.format,
    hasLogo: settings.logoKey !== null,
    customized: Boolean(stored),
    pics,
    alternates: alternates.map(presentAlternate),
    currentPeriod: periodOf(todayOf(ctx), settings.cutOffDay),
    updatedAt: stored ? settings.updatedAt.toISOString() : null,
    updatedBy: settings.updatedByLabel,
  };
}

function auditable(row: TimesheetSettingsRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

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
    async (request) => {
      const { page, pageSize, search } = request.query;
      const where = search ? ilike(clients.legalName, likePattern(search)) : undefined;
      const rows = await inPage(
        db
          .select({ client: clients, settings: clientTimesheetSettings })
          .from(clients)
          .leftJoin(clientTimesheetSettings, eq(clientTimesheetSettings.clientId, clients.id))
          .where(where)
          .orderBy(asc(clients.legalName)),
        request.query,
      );
      const total = await db.$count(clients, where);
      const pics = await db.select().from(clientPics);
      const picName = new Map(pics.map((p) => [p.id, p.name]));
      return {
        items: rows.map(({ client, settings }) => ({
          clientId: client.id,
          clientCode: client.code,
          clientName: client.legalName,
          cutOffDay: settings?.cutOffDay ?? 20,
          approverName: settings?.approverPicId
            ? (picName.get(settings.approverPicId) ?? null)
            : null,
          secondaryName: settings?.secondaryPicId
            ? (picName.get(settings.secondaryPicId) ?? null)
            : null,
          columns: settings?.format.columns.length ?? 8,
          hasLogo: Boolean(settings?.logoKey),
          customized: Boolean(settings),
        })),
        total,
        page,
        pageSize,
      };
    },
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
      decide: confirmAlternate,
    },
    {
      verb: 'revoke',
      operationId: 'revokeTimesheetAlternate',
      summary:
        'Revoke an alternate approver: requests go back to the PIC, and every link already mailed to the alternate for this client stops working at once (410). 409 `alternate-state` when already revoked. Audited',
      decide: revokeAlternate,
    },
  ] as const;
  for (const { verb, operationId, summary, decide } of alternateDecisions) {
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
        await transactionWithRetry(db, async (tx) => {
          await decide(tx, ctx, { clientId, alternateId, actor: actorOf(request) });
        });
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
      const input = request.body;
      await transactionWithRetry(db, async (tx) => {
        await findClientOrThrow(tx, clientId);
        const pics = await tx
          .select({ id: clientPics.id })
          .from(clientPics)
          .where(eq(clientPics.clientId, clientId));
        const ids = new Set(pics.map((p) => p.id));
        const errors: Record<string, string> = {};
        if (input.approverPicId && !ids.has(input.approverPicId)) {
          errors.approverPicId = 'Choose a PIC of this client.';
        }
        if (input.secondaryPicId && !ids.has(input.secondaryPicId)) {
          errors.secondaryPicId = 'Choose a PIC of this client.';
        } else if (input.secondaryPicId && input.secondaryPicId === input.approverPicId) {
          errors.secondaryPicId = 'The secondary approver must be another PIC.';
        }
        if (Object.keys(errors).length > 0) {
          throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', errors);
        }
        const before = await settingsOf(tx, clientId);
        const values = {
          ...input,
          updatedByLabel: actorOf(request).label,
          updatedAt: ctx.now(),
        };
        const [after] = await tx
          .insert(clientTimesheetSettings)
          .values({ clientId, ...values })
          .onConflictDoUpdate({ target: clientTimesheetSettings.clientId, set: values })
          .returning();
        await recordAudit(tx, actorOf(request), {
          action: 'timesheet-settings.saved',
          entity: 'client',
          entityId: clientId,
          before: auditable(before),
          after: auditable(after!),
        });
      });
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
      await transactionWithRetry(db, async (tx) => {
        const before = await settingsOf(tx, clientId);
        const values = {
          logoKey: key,
          updatedByLabel: actorOf(request).label,
          updatedAt: ctx.now(),
        };
        await tx
          .insert(clientTimesheetSettings)
          .values({ ...before, clientId, ...values, createdAt: ctx.now() })
          .onConflictDoUpdate({ target: clientTimesheetSettings.clientId, set: values });
        await recordAudit(tx, actorOf(request), {
          action: 'timesheet-settings.logo-uploaded',
          entity: 'client',
          entityId: clientId,
          before: { logoKey: before.logoKey },
          after: { logoKey: key, bytes: data.length },
        });
      });
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
      await transactionWithRetry(db, async (tx) => {
        const before = await settingsOf(tx, clientId);
        if (!before.logoKey) return;
        await tx
          .update(clientTimesheetSettings)
          .set({ logoKey: null, updatedByLabel: actorOf(request).label, updatedAt: ctx.now() })
          .where(eq(clientTimesheetSettings.clientId, clientId));
        await recordAudit(tx, actorOf(request), {
          action: 'timesheet-settings.logo-removed',
          entity: 'client',
          entityId: clientId,
          before: { logoKey: before.logoKey },
          after: { logoKey: null },
        });
      });
      return settingsView(db, ctx, clientId);
    },
  );
};
