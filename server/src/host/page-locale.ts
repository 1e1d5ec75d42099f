import type { AppContext } from '../context.js';
import { type Locale, toLocale } from '../i18n/locale.js';
import { requestIdOfFormToken } from '../leave/form-token.js';
import { findRequest, LEAVE_LINK_PURPOSE } from '../leave/requests.js';
import { recipientLocale } from '../mail/outbox.js';
import { OVERTIME_LINK_PURPOSE } from '../overtime/requests.js';
import { findEmployee } from '../people/employees.js';
import { findLink } from '../public-links/links.js';
import { CLIENT_REVIEW_PURPOSE } from '../recruiting/client-review.js';
import { OFFER_PURPOSE } from '../recruiting/offers.js';
import { TIMESHEET_LINK_PURPOSE } from '../timesheets/approvals.js';
import type { SignedOutPage } from './page-preloads.js';

/**
 * The language of a public link's page, when its token resolves: the leave, timesheet, overtime
 * and recruiting (the PIC's CV review, the candidate's offer) links' own (their recipient's when sent); the leave form download the requester's. Null for any
 * other page, or a token that does not resolve (the page then follows Accept-Language).
 */
export async function publicLinkLocale(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  page: SignedOutPage,
): Promise<Locale | null> {
  const { token, email } = page.params;
  if (page.page === 'LeaveApprovalPage' && token && email) {
    const found = await findLink(ctx.db, token, email, LEAVE_LINK_PURPOSE, ctx.now());
    return found.link ? toLocale(found.link.locale) : null;
  }
  if (page.page === 'TimesheetApprovalPage' && token && email) {
    const found = await findLink(ctx.db, token, email, TIMESHEET_LINK_PURPOSE, ctx.now());
    return found.link ? toLocale(found.link.locale) : null;
  }
  if (
    (page.page === 'OvertimeApprovalPage' || page.page === 'OvertimeFormatPage') &&
    token &&
    email
  ) {
    const found = await findLink(ctx.db, token, email, OVERTIME_LINK_PURPOSE, ctx.now());
    return found.link ? toLocale(found.link.locale) : null;
  }
  const recruiting =
    page.page === 'ClientCvListPage' ||
    page.page === 'ClientCvFeedbackPage' ||
    page.page === 'ClientInterviewFeedbackPage'
      ? CLIENT_REVIEW_PURPOSE
      : page.page === 'CandidateConfirmationPage' || page.page === 'CandidateResponsePage'
        ? OFFER_PURPOSE
        : null;
  if (recruiting && token && email) {
    const found = await findLink(ctx.db, token, email, recruiting, ctx.now());
    return found.link ? toLocale(found.link.locale) : null;
  }
  if (page.page === 'LeaveFormDownloadPage' && token) {
    const id = requestIdOfFormToken(ctx.config.secret, token);
    const request = id ? await findRequest(ctx.db, id) : null;
    const employee = request ? await findEmployee(ctx.db, request.employeeId) : null;
    return employee ? recipientLocale(ctx.db, { employeeId: employee.id }) : null;
  }
  return null;
}
