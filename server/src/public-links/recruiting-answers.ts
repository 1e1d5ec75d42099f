import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  tellCvAnswered,
  tellInterviewFeedback,
  tellOfferAnswered,
} from '../recruiting/answer-notices.js';
import { decideCv, giveInterviewFeedback } from '../recruiting/client-review.js';
import { confirmCandidate, respondToOffer } from '../recruiting/offers.js';
import { decideThroughLink } from './decide-through-link.js';

/**
 * What a client PIC or a candidate answers through a recruiting link, each once, in one
 * transaction run again if it lost a race (`decideThroughLink`), with the recruiter (and HR) told
 * in the same transaction.
 */

type Notices = Pick<AppContext, 'config'>;

/** The client accepts or rejects a CV; the recruiter is told at once. */
export function answerCv(db: Db, ctx: Notices, input: Parameters<typeof decideCv>[1]) {
  return decideThroughLink(db, async (tx) => {
    const decided = await decideCv(tx, input);
    // The thank-you page says "the recruiter is told at once".
    await tellCvAnswered(tx, ctx, decided.id);
  });
}

/** The client scores a held interview; the recruiter is told. */
export function answerInterview(
  db: Db,
  ctx: Notices,
  input: Parameters<typeof giveInterviewFeedback>[1],
) {
  return decideThroughLink(db, async (tx) => {
    const given = await giveInterviewFeedback(tx, input);
    await tellInterviewFeedback(tx, ctx, given.id);
  });
}

/** The candidate confirms their identity and data and gives what payroll needs. */
export function confirmOffer(
  db: Db,
  ...input: Parameters<typeof confirmCandidate> extends [Db, ...infer Rest] ? Rest : never
) {
  return decideThroughLink(db, (tx) => confirmCandidate(tx, ...input));
}

/** The candidate accepts or declines the offer; the recruiter is told either way, HR on accept. */
export function answerOffer(
  db: Db,
  ctx: Notices,
  access: Parameters<typeof respondToOffer>[1],
  input: Parameters<typeof respondToOffer>[2],
) {
  return decideThroughLink(db, async (tx) => {
    const offer = await respondToOffer(tx, access, input);
    await tellOfferAnswered(tx, ctx, access);
    return offer;
  });
}
