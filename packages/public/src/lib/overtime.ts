import { t } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { publicPaths, queryString, useApi, useRuntimeConfig } from '@staffdesk/core';
import { OVERTIME_DAY_TYPE_LABELS, workedHoursText } from '@staffdesk/kit';
import { type DescriptionItem, formatDate, formatDateTime } from '@staffdesk/ui';
import { type LinkExpired, type LinkNotFound, useLinkView } from './links';

/** What an overtime-approval link shows (`GET /public/overtime-approvals/{token}?email=`). */
export type PublicOvertimeApproval = MainSchema<'PublicOvertimeApproval'>;
export type PublicOvertimeRequest = PublicOvertimeApproval['request'];

/** The link's state; an unknown link (or another email) answers 404, shown as `not-found`. */
export type OvertimeLinkView = PublicOvertimeApproval | LinkNotFound | LinkExpired;

const GET = '/public/overtime-approvals/{token}';

/**
 * The link's request and state; a 404 answer (or a link without its `?email=`) becomes
 * `not-found`. The cache key is the one `$api` gives the operation and its parameters, so the
 * decision's answer (the new view) can replace it. The approval page and the printable form share
 * it.
 */
export function useOvertimeApprovalLink(token: string, email: string) {
  const { $api, fetchClient } = useApi().main;
  const init = { params: { path: { token }, query: { email } } };
  const { queryKey } = $api.queryOptions('get', GET, init);
  return useLinkView(queryKey, Boolean(email && token), () => fetchClient.GET(GET, init));
}

/** The address of the link's overtime form as a PDF (the PDF family, public part). */
export function useOvertimePdfHref(token: string, email: string): string {
  const { apiBaseUrls } = useRuntimeConfig();
  return `${apiBaseUrls.pdfPublic}/overtime-approvals/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

/**
 * The approval link and the printable form, as `links.overtimeApproval` / `links.overtimeFormat`
 * of `@staffdesk/api/links` write them. Built from core's `paths`, which the signed-out app has
 * already: importing `links` here would split it into a chunk of its own that sign-in loads too.
 */
export const overtimeLinks = {
  approval: (token: string, email: string) =>
    `${publicPaths.overtimeRequestApproval(token)}${queryString({ email })}`,
  form: (requestId: string, token: string, email: string) =>
    `${publicPaths.overtimeFormat(requestId)}${queryString({ token, email })}`,
};

/** An instant in the business time zone, named: `21 Nov 2026, 14:05 WIB`. */
export function wib(instant: string): string {
  return `${formatDateTime(instant)} WIB`;
}

/** `17:00 – 20:00 WIB`: overtime hours are written in the business time zone. */
export function timeRange(request: Pick<PublicOvertimeRequest, 'startTime' | 'endTime'>): string {
  const span = `${request.startTime.slice(0, 5)} – ${request.endTime.slice(0, 5)}`;
  return `${span} WIB`;
}

/** Workday, rest day, or the public holiday with its name (kit's words, in kit's catalog). */
export function dayTypeText(
  request: Pick<PublicOvertimeRequest, 'dayType' | 'holidayName'>,
): string {
  const name = request.dayType === 'holiday' ? request.holidayName : null;
  return name
    ? t({
        message: `Public holiday: ${name}`,
        comment: 'Overtime day type with the holiday name',
      })
    : OVERTIME_DAY_TYPE_LABELS[request.dayType];
}

/** "Budi Santoso on 20 Nov 2026, 09:00 WIB": who did something, and when. */
export function byOn(by: string, at: string): string {
  const when = wib(at);
  return t`${by} on ${when}`;
}

/** The facts of the overtime itself: when, how long, which kind of day, why, who asked. */
export function overtimeFacts(request: PublicOvertimeRequest): DescriptionItem[] {
  return [
    { label: t`Date`, value: formatDate(request.date), numeric: true },
    { label: t`Time`, value: timeRange(request), numeric: true },
    { label: t`Hours`, value: workedHoursText(request.minutes), numeric: true },
    { label: t`Day type`, value: dayTypeText(request) },
    { label: t`Reason`, value: request.reason || '—' },
    {
      label: t`Requested by`,
      value: byOn(request.requestedByLabel, request.requestedAt),
    },
  ];
}

/** The employee's facts: name and number, position, and the client they are placed at. */
export function employeeFacts(request: PublicOvertimeRequest): DescriptionItem[] {
  const { fullName, employeeNumber, position } = request.employee;
  return [
    { label: t`Employee`, value: `${fullName} (${employeeNumber})` },
    ...(position ? [{ label: t`Position`, value: position }] : []),
    ...(request.clientName ? [{ label: t`Client`, value: request.clientName }] : []),
  ];
}

/** What was decided, by whom and when: for a request no longer pending. */
export function decisionText(request: PublicOvertimeRequest): string {
  const by = request.decidedByLabel ?? '';
  const when = request.decidedAt ? wib(request.decidedAt) : '';
  const known = by !== '' && when !== '';
  switch (request.status) {
    case 'approved':
      return known
        ? t`This overtime was approved by ${by} on ${when}.`
        : t`This overtime was approved.`;
    case 'rejected':
      return known
        ? t`This overtime was rejected by ${by} on ${when}.`
        : t`This overtime was rejected.`;
    case 'cancelled':
      return known
        ? t`This overtime request was cancelled by ${by} on ${when}.`
        : t`This overtime request was cancelled.`;
    default:
      return t`This overtime is waiting for a decision.`;
  }
}

/** The decision's comment with its label: the reason of a rejection, else a comment. */
export function commentText(request: PublicOvertimeRequest): string | null {
  const comment = request.decisionComment;
  if (!comment) return null;
  return request.status === 'rejected'
    ? t`Reason for rejection: “${comment}”`
    : t`Comment: “${comment}”`;
}
