import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { loadApprovalLink, nameAlternate } from '../timesheets/approvals.js';
import { decideThroughLink } from './decide-through-link.js';

/**
 * A client PIC names an alternate approver through an open timesheet approval link, in one
 * transaction run again if it lost a race: the link is opened to act (409 once decided, 410 once
 * expired) and locked before the alternate is named.
 */
export function nameAlternateThroughLink(
  db: Db,
  ctx: AppContext,
  link: { token: string; content: string; email: string },
  input: Omit<Parameters<typeof nameAlternate>[2], 'loaded'>,
) {
  return decideThroughLink(db, async (tx) => {
    const loaded = await loadApprovalLink(tx, ctx, link, 'act');
    await nameAlternate(tx, ctx, { loaded, ...input });
  });
}
