import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** One template per event and language (`en`, `id`). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    key: text('key').notNull(),
    locale: text('locale').$type<'en' | 'id'>().notNull().default('en'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Who receives it: a variable like `{{recipient.email}}` or fixed addresses, comma-separated. */
    toRule: text('to_rule').notNull(),
    ccRule: text('cc_rule').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'email_templates_pkey', columns: [t.key, t.locale] })],
);

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file sent with a mail: read from the blob store when the mail goes out. */
export type OutboxAttachment = { filename: string; blobKey: string; contentType: string };

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key').notNull(),
    /** The language the mail was written in (the recipient's). */
    locale: text('locale').$type<'en' | 'id'>().notNull().default('en'),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due').on(t.status, t.nextAttemptAt),
    index('outbox_created').on(t.createdAt),
  ],
);
