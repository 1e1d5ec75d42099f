import { asc, eq, ilike } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { inPage, type PageRequest } from '../db/paging.js';
import { clientPics, clients, clientTimesheetSettings } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { findClientOrThrow } from '../people/clients.js';
import { todayOf } from '../shared/business-dates.js';
import { alternatesOf, presentAlternate } from './approvals.js';
import { periodOf } from './period.js';
import { settingsOf } from './settings.js';

/** What HR sees of the clients' timesheet settings. */

/** A client's settings (the defaults until set), its PICs and the alternates they named. */
export async function settingsView(db: Db, ctx: Pick<AppContext, 'now'>, clientId: string) {
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

/**
 * Every client's cut-off, approvers and format at a glance, by name (clients without settings show
 * the defaults), a page at a time.
 */
export async function settingsSummaries(
  db: Db,
  query: PageRequest & { search?: string | undefined },
) {
  const where = query.search ? ilike(clients.legalName, likePattern(query.search)) : undefined;
  const rows = await inPage(
    db
      .select({ client: clients, settings: clientTimesheetSettings })
      .from(clients)
      .leftJoin(clientTimesheetSettings, eq(clientTimesheetSettings.clientId, clients.id))
      .where(where)
      .orderBy(asc(clients.legalName)),
    query,
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
      approverName: settings?.approverPicId ? (picName.get(settings.approverPicId) ?? null) : null,
      secondaryName: settings?.secondaryPicId
        ? (picName.get(settings.secondaryPicId) ?? null)
        : null,
      columns: settings?.format.columns.length ?? 8,
      hasLogo: Boolean(settings?.logoKey),
      customized: Boolean(settings),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
