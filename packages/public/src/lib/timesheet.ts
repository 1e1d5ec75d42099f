import { t } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { type LinkExpired, type LinkNotFound, useLinkView } from './links';

/** What a timesheet-approval link shows (`GET /public/timesheet-approvals/{content}/{token}`). */
export type PublicTimesheetApproval = MainSchema<'PublicTimesheetApproval'>;
export type PublicTimesheetSheet = MainSchema<'PublicTimesheetSheet'>;
export type PublicTimesheetDay = PublicTimesheetSheet['days'][number];
export type TimesheetDecisionBody = MainSchema<'PublicTimesheetDecision'>;
export type TimesheetAlternateBody = MainSchema<'PublicTimesheetAlternateInput'>;

/** The link's state; an unknown link (or another email) answers 404, shown as `not-found`. */
export type TimesheetLinkView = PublicTimesheetApproval | LinkNotFound | LinkExpired;

const GET = '/public/timesheet-approvals/{content}/{token}';

/**
 * The link's sheets and state; a 404 answer (or a link without its `?email=`) becomes
 * `not-found`. The cache key is the one `$api` gives the operation and its parameters, so an
 * answer of the decision or alternate operation (the new view) can replace it.
 */
export function useTimesheetApprovalLink(content: string, token: string, email: string) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { content, token }, query: { email } } };
  const { queryKey } = $api.queryOptions('get', GET, init);
  const complete = Boolean(email && content && token);
  return useLinkView(queryKey, complete, () => fetchClient.GET(GET, init));
}

/** Only a submitted sheet waits for the PIC; the decision approves or disputes those. */
export function isWaiting(sheet: PublicTimesheetSheet): boolean {
  return sheet.status === 'submitted';
}

// ------------------------------------------------------------------------------ disputes

/** What the PIC disputes on one sheet before sending. */
export type SheetDispute = {
  /** The comment on the whole sheet; null while its box is not open. */
  comment: string | null;
  /** The comment of each disputed day, by date (`YYYY-MM-DD`). */
  days: Readonly<Record<string, string>>;
};

/** The disputes of the page, by sheet id. A sheet without an entry is approved. */
export type Disputes = Readonly<Record<string, SheetDispute>>;

/** The key of a sheet's comment (the sheet id) or of a day's (`id/date`), for errors and focus. */
export const dayKey = (sheetId: string, date: string) => `${sheetId}/${date}`;

/** The disputes as the decision's body lists them, in the order of the sheets. */
export function disputesBody(
  sheets: readonly PublicTimesheetSheet[],
  disputes: Disputes,
): TimesheetDecisionBody['disputes'] {
  const body: TimesheetDecisionBody['disputes'] = [];
  for (const sheet of sheets) {
    const dispute = disputes[sheet.id];
    if (!dispute || !isWaiting(sheet)) continue;
    const comment = dispute.comment?.trim() ?? '';
    const days = Object.keys(dispute.days)
      .sort()
      .map((date) => ({ date, comment: (dispute.days[date] ?? '').trim() }));
    body.push({
      timesheetId: sheet.id,
      ...(comment ? { comment } : {}),
      ...(days.length > 0 ? { days } : {}),
    });
  }
  return body;
}

/**
 * What must be fixed before sending, by key (`dayKey` or the sheet id), in the order of the
 * sheets: every disputed day needs its comment, and a sheet disputed as a whole needs a comment
 * unless some of its days carry one.
 */
export function checkDisputes(
  sheets: readonly PublicTimesheetSheet[],
  disputes: Disputes,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const sheet of sheets) {
    const dispute = disputes[sheet.id];
    if (!dispute || !isWaiting(sheet)) continue;
    const dates = Object.keys(dispute.days).sort();
    if (dispute.comment !== null && dispute.comment.trim() === '' && dates.length === 0) {
      errors[sheet.id] = t`Say what is wrong with this timesheet, or undo the dispute.`;
    }
    for (const date of dates) {
      if ((dispute.days[date] ?? '').trim() === '') {
        errors[dayKey(sheet.id, date)] = t`Say what is wrong with this day, or undo it.`;
      }
    }
  }
  return errors;
}

/**
 * The server's field errors of a decision (`disputes.0.days.1.date`) by the page's keys; the
 * keys it cannot place (`email`, …) under `''`.
 */
export function disputeErrorsOf(
  body: TimesheetDecisionBody['disputes'],
  fields: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^disputes\.(\d+)(?:\.days\.(\d+))?/.exec(field);
    const dispute = match ? body[Number(match[1])] : undefined;
    if (!match || !dispute) {
      errors[''] = errors[''] ? `${errors['']} ${message}` : message;
      continue;
    }
    const date = match[2] === undefined ? undefined : dispute.days?.[Number(match[2])]?.date;
    const key = date ? dayKey(dispute.timesheetId, date) : dispute.timesheetId;
    errors[key] ??= message;
  }
  return errors;
}
