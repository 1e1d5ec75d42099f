import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { clientPics, clientTimesheetSettings } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { findClientOrThrow } from '../people/clients.js';
import { confirmAlternate, revokeAlternate } from './approvals.js';
import type { TimesheetSettingsInput } from './schemas.js';
import { settingsOf, type TimesheetSettingsRow } from './settings.js';

/**
 * HR's changes to a client's timesheet settings: each in one transaction with its audit entry,
 * run once more if it lost a race.
 */

function auditable(row: TimesheetSettingsRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

/**
 * Saves a client's cut-off, approvers (PICs of the client, the secondary another one), mail
 * schedule and format; 400 with field errors otherwise.
 */
export async function saveSettings(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  input: { clientId: string; settings: z.infer<typeof TimesheetSettingsInput>; actor: Actor },
) {
  const { clientId, settings } = input;
  await transactionWithRetry(db, async (tx) => {
    await findClientOrThrow(tx, clientId);
    const pics = await tx
      .select({ id: clientPics.id })
      .from(clientPics)
      .where(eq(clientPics.clientId, clientId));
    const ids = new Set(pics.map((p) => p.id));
    const errors: Record<string, string> = {};
    if (settings.approverPicId && !ids.has(settings.approverPicId)) {
      errors.approverPicId = 'Choose a PIC of this client.';
    }
    if (settings.secondaryPicId && !ids.has(settings.secondaryPicId)) {
      errors.secondaryPicId = 'Choose a PIC of this client.';
    } else if (settings.secondaryPicId && settings.secondaryPicId === settings.approverPicId) {
      errors.secondaryPicId = 'The secondary approver must be another PIC.';
    }
    if (Object.keys(errors).length > 0) {
      throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', errors);
    }
    const before = await settingsOf(tx, clientId);
    const values = { ...settings, updatedByLabel: input.actor.label, updatedAt: ctx.now() };
    const [after] = await tx
      .insert(clientTimesheetSettings)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: clientTimesheetSettings.clientId, set: values })
      .returning();
    await recordAudit(tx, input.actor, {
      action: 'timesheet-settings.saved',
      entity: 'client',
      entityId: clientId,
      before: auditable(before),
      after: auditable(after!),
    });
  });
}

/** Puts a stored logo (its blob key) on the client's timesheet PDF. */
export async function setLogo(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  input: { clientId: string; key: string; bytes: number; actor: Actor },
) {
  const { clientId, key } = input;
  await transactionWithRetry(db, async (tx) => {
    const before = await settingsOf(tx, clientId);
    const values = { logoKey: key, updatedByLabel: input.actor.label, updatedAt: ctx.now() };
    await tx
      .insert(clientTimesheetSettings)
      .values({ ...before, clientId, ...values, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: clientTimesheetSettings.clientId, set: values });
    await recordAudit(tx, input.actor, {
      action: 'timesheet-settings.logo-uploaded',
      entity: 'client',
      entityId: clientId,
      before: { logoKey: before.logoKey },
      after: { logoKey: key, bytes: input.bytes },
    });
  });
}

/** Takes the logo off the client's timesheet PDF (nothing to do without one). */
export async function removeLogo(
  db: Db,
  ctx: Pick<AppContext, 'now'>,
  input: { clientId: string; actor: Actor },
) {
  const { clientId } = input;
  await transactionWithRetry(db, async (tx) => {
    const before = await settingsOf(tx, clientId);
    if (!before.logoKey) return;
    await tx
      .update(clientTimesheetSettings)
      .set({ logoKey: null, updatedByLabel: input.actor.label, updatedAt: ctx.now() })
      .where(eq(clientTimesheetSettings.clientId, clientId));
    await recordAudit(tx, input.actor, {
      action: 'timesheet-settings.logo-removed',
      entity: 'client',
      entityId: clientId,
      before: { logoKey: before.logoKey },
      after: { logoKey: null },
    });
  });
}

/** HR confirms or revokes an alternate approver a PIC named (see confirmAlternate, revokeAlternate). */
export async function decideAlternate(
  db: Db,
  ctx: Parameters<typeof confirmAlternate>[1],
  input: { verb: 'confirm' | 'revoke'; clientId: string; alternateId: string; actor: Actor },
) {
  const decide = input.verb === 'confirm' ? confirmAlternate : revokeAlternate;
  await transactionWithRetry(db, async (tx) => {
    await decide(tx, ctx, input);
  });
}
