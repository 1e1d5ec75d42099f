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
 * The one rule of every link type (issue #27): a link past its expiry, unless it was decided
 * through itself, shows nothing but that it expired: 410 `link-expired` for its view, its files
 * and its PDFs, with the area's word on whom to ask for a new one.
 */
export function refuseExpired(found: FoundLink, message: string) {
  if (found.state === 'expired') throw new HttpProblem(410, 'link-expired', message);
}

/**
 * A link's documents (PDFs, attachments) are served only while the link runs, decided or not:
 * after its expiry even a link that decided answers 410.
 */
export function refuseDocumentAfterExpiry(
  found: FoundLink,
  message: string,
  now: Date = new Date(),
) {
  if (found.link && found.link.expiresAt.getTime() <= now.getTime()) {
    throw new HttpProblem(410, 'link-expired', message);
  }
}

/**
 * Anything a link does besides being read (a decision, naming an alternate) needs an open link:
 * 409 from `decided` when it or its record is decided, 410 `link-expired` once it expired.
 */
export function requireOpen(
  found: FoundLink,
  input: { recordDecided: boolean; decided: () => HttpProblem; expired: string },
) {
  if (found.state === 'decided' || input.recordDecided) throw input.decided();
  if (found.state !== 'open') throw new HttpProblem(410, 'link-expired', input.expired);
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
