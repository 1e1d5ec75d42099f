import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type Actor, SYSTEM_ACTOR } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { type LinkDecision, publicLinks } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import type { Locale } from '../i18n/locale.js';
import { hashToken, newToken } from '../identity/tokens.js';

export type PublicLinkRow = typeof publicLinks.$inferSelect;
export type { LinkDecision };

export type LinkState = 'open' | 'decided' | 'expired' | 'not-found';

export type FoundLink =
  | { state: 'not-found'; link: null }
  | { state: Exclude<LinkState, 'not-found'>; link: PublicLinkRow };

const DAY_MS = 86_400_000;

/** Tokens are base64url; anything else cannot be one, and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

/**
 * Issues a link for one person to decide one record, in the caller's transaction. Answers the
 * token (256 random bits) — shown once, in the mail; only its SHA-256 is stored.
 */
export async function issueLink(
  tx: Db,
  input: {
    purpose: string;
    recordId: string;
    email: string;
    /** The recipient's language: the link's page and answers speak it. */
    locale?: Locale;
    expiresInDays?: number;
    now?: Date;
  },
): Promise<{ token: string; link: PublicLinkRow }> {
  const token = newToken();
  const now = input.now ?? new Date();
  const [link] = await tx
    .insert(publicLinks)
    .values({
      purpose: input.purpose,
      recordId: input.recordId,
      email: normalizeEmail(input.email),
      tokenHash: hashToken(token),
      locale: input.locale ?? 'en',
      expiresAt: new Date(now.getTime() + (input.expiresInDays ?? 14) * DAY_MS),
    })
    .returning();
  return { token, link: link! };
}

/**
 * The link of a token for an email and purpose: `not-found` for an unknown token, another
 * purpose or another email (no hint that the token exists); `decided` once decided (even after
 * it expired); `expired` after its expiry; otherwise `open`.
 */
export async function findLink(
  db: Db,
  token: string,
  email: string,
  purpose: string,
  now: Date = new Date(),
): Promise<FoundLink> {
  if (!TOKEN_SHAPE.test(token)) return { state: 'not-found', link: null };
  const [link] = await db
    .select()
    .from(publicLinks)
    .where(eq(publicLinks.tokenHash, hashToken(token)));
  if (!link || link.purpose !== purpose || link.email !== normalizeEmail(email)) {
    return { state: 'not-found', link: null };
  }
  if (link.decidedAt) return { state: 'decided', link };
  if (link.expiresAt.getTime() <= now.getTime()) return { state: 'expired', link };
  return { state: 'open', link };
}

/**
 * Records the decision of a link once: a conditional update (`where decided_at is null`), so of
 * two simultaneous decisions exactly one wins. Answers the decided link, or null when it was
 * already decided.
 */
export async function decideOnce(
  tx: Db,
  linkId: string,
  decision: LinkDecision,
  now: Date = new Date(),
): Promise<PublicLinkRow | null> {
  const [row] = await tx
    .update(publicLinks)
    .set({ decidedAt: now, decision })
    .where(and(eq(publicLinks.id, linkId), isNull(publicLinks.decidedAt)))
    .returning();
  return row ?? null;
}

/** Every link of a record (e.g. to close the others once one person decided). */
export async function linksOf(db: Db, purpose: string, recordId: string) {
  return db
    .select()
    .from(publicLinks)
    .where(and(eq(publicLinks.purpose, purpose), eq(publicLinks.recordId, recordId)));
}

/** The person behind a link, for the audit log: their name and address, and where from. */
export function linkActor(name: string, email: string, ip: string): Actor {
  return { ...SYSTEM_ACTOR, label: `${name} <${email}> (link)`, ip };
}

/**
 * What a link is opened for, which decides how its state answers (the one rule of every link
 * type, issue #27):
 * - `view`: read it. Past its expiry, unless it was decided through itself, it shows nothing
 *   but that it expired (410 `link-expired`); a link decided through itself keeps showing its
 *   decision.
 * - `document`: its PDFs and attachments, served only while the link runs, decided or not:
 *   after its expiry even a link that decided answers 410.
 * - `act`: decide, or anything else besides reading (naming an alternate): 409 from
 *   `alreadyDecided` once the link or its record is decided (even after its expiry), 410 once
 *   it expired undecided.
 * - `load`: no check of its state (the caller applies one of the above later, e.g. after a lock).
 */
export type LinkUse<R> =
  | 'view'
  | 'document'
  | 'load'
  | {
      act: {
        /** Whether the record behind the link was decided some other way (e.g. in the app). */
        recordDecided?: (record: R, found: OpenedLink<R>) => boolean;
        /** The 409 to answer once decided. */
        alreadyDecided: (record: R, found: OpenedLink<R>) => Error;
      };
    };

export type OpenedLink<R> = {
  state: Exclude<LinkState, 'not-found'>;
  link: PublicLinkRow;
  record: R;
};

export type LinkRules<R> = {
  purpose: string;
  /** Loads the record behind a found link; null when it is gone or is not what the path names. */
  load: (link: PublicLinkRow) => Promise<R | null | undefined>;
  /** The 404 word: an unknown token, another address, another record (no hint which). */
  notFound: string;
  /** The 410 word, with whom to ask for a new link. */
  expired: string;
  /**
   * Whether the link was decided through itself, so its decision stays readable after its
   * expiry (default: the link's own recorded decision).
   */
  decidedThroughLink?: (record: R, found: { state: LinkState; link: PublicLinkRow }) => boolean;
};

/**
 * The one door of every public link: finds the link of a token for the address and purpose,
 * loads its record, and answers by the link's state and what it is opened for (`LinkUse`):
 * 404 `not-found` for an unknown token, another address or a record that is not the link's;
 * 409 once decided; 410 `link-expired` once expired. Answers the link, its state and record.
 */
export async function openLink<R>(
  db: Db,
  access: { token: string; email: string; now?: Date },
  rules: LinkRules<R>,
  use: LinkUse<R>,
): Promise<OpenedLink<R>> {
  const now = access.now ?? new Date();
  const found = await findLink(db, access.token, access.email, rules.purpose, now);
  if (found.state === 'not-found') throw new HttpProblem(404, 'not-found', rules.notFound);
  const record = await rules.load(found.link);
  if (record === null || record === undefined) {
    throw new HttpProblem(404, 'not-found', rules.notFound);
  }
  const opened: OpenedLink<R> = { state: found.state, link: found.link, record };
  assertLinkUse(opened, rules, use, now);
  return opened;
}

/** Applies a use's rule to a link already opened (`use: 'load'`), e.g. once its record is locked. */
export function assertLinkUse<R>(
  opened: OpenedLink<R>,
  rules: Pick<LinkRules<R>, 'expired' | 'decidedThroughLink'>,
  use: LinkUse<R>,
  now: Date = new Date(),
) {
  const expired = () => new HttpProblem(410, 'link-expired', rules.expired);
  if (use === 'load') return;
  if (use === 'document') {
    if (opened.link.expiresAt.getTime() <= now.getTime()) throw expired();
    return;
  }
  const decidedThroughLink = rules.decidedThroughLink
    ? rules.decidedThroughLink(opened.record, opened)
    : opened.state === 'decided';
  const pastExpiry = opened.link.expiresAt.getTime() <= now.getTime();
  if (use === 'view') {
    if (pastExpiry && !decidedThroughLink) throw expired();
    return;
  }
  if (decidedThroughLink || use.act.recordDecided?.(opened.record, opened)) {
    throw use.act.alreadyDecided(opened.record, opened);
  }
  if (opened.state !== 'open' || pastExpiry) throw expired();
}

/** Ends the links not decided yet of these records for one address now (e.g. a revoked alternate). */
export async function expireLinksOf(
  tx: Db,
  input: { purpose: string; recordIds: readonly string[]; email: string; now: Date },
) {
  if (input.recordIds.length === 0) return 0;
  const ended = await tx
    .update(publicLinks)
    .set({ expiresAt: input.now })
    .where(
      and(
        eq(publicLinks.purpose, input.purpose),
        inArray(publicLinks.recordId, [...input.recordIds]),
        eq(publicLinks.email, normalizeEmail(input.email)),
        isNull(publicLinks.decidedAt),
        gt(publicLinks.expiresAt, input.now),
      ),
    )
    .returning({ id: publicLinks.id });
  return ended.length;
}
