import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** What a decided link recorded: the decision, who made it (as shown) and an optional comment. */
export type LinkDecision = { decision: string; decidedBy: string; comment: string | null };

/**
 * Signed public links: one person (an email) may decide one record (purpose + record id) once,
 * without signing in, until the link expires. Only the SHA-256 of the token is stored.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the link decides, e.g. `leave-approval`; later overtime, timesheets, terminations. */
    purpose: text('purpose').notNull(),
    recordId: text('record_id').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: jsonb('decision').$type<LinkDecision>(),
    /** The recipient's language when the link was made: the page and its answers speak it. */
    locale: text('locale').$type<'en' | 'id'>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('public_links_token_hash_key').on(t.tokenHash),
    index('public_links_record').on(t.purpose, t.recordId),
  ],
);
