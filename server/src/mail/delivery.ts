import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import { outbox } from '../db/schema.js';
import { loggableError } from '../http/problem.js';

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;
const BATCH = 10;

/** Wait before the next try: 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type MailDelivery = {
  /** Sends what is due now; answers how many were sent and how many failed. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Asks for a run soon (after a mail is queued). */
  poke(): void;
  stop(): Promise<void>;
};

/**
 * The delivery job: takes due mail from the outbox with a lease (so two servers never send the
 * same mail), sends it over SMTP, and on failure retries with back-off until MAX_ATTEMPTS.
 * Without an SMTP URL it sends nothing: mail stays readable in the outbox.
 */
export function createMailDelivery(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Where attachments are read from when a mail goes out. */
  blobs: BlobStore;
  intervalMs?: number;
}): MailDelivery {
  const { db, smtpUrl, from, log, blobs } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let stopped = false;

  async function claimDue() {
    const now = new Date();
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(
        and(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
          eq(outbox.status, 'queued'),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .returning();
  }

  async function runOnce() {
    if (!transport) return { sent: 0, failed: 0 };
    let sent = 0;
    let failed = 0;
    for (const mail of await claimDue()) {
      try {
        const attachments = await Promise.all(
          mail.attachments.map(async (a) => {
            const content = await blobs.get(a.blobKey);
            if (!content) throw new Error(`The attachment ${a.filename} is no longer stored.`);
            return { filename: a.filename, content, contentType: a.contentType };
          }),
        );
        await transport.sendMail({
          from,
          to: mail.to,
          cc: mail.cc.length > 0 ? mail.cc : undefined,
          subject: mail.subject,
          text: mail.body,
          ...(attachments.length > 0 ? { attachments } : {}),
          headers: { 'X-Staffdesk-Outbox-Id': mail.id },
        });
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(outbox.id, mail.id));
        sent++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        // The outbox row keeps the server's answer for the admin; the log only the kind of failure
        // (an SMTP answer can quote the recipient's address).
        const code =
          (error as { code?: unknown; responseCode?: unknown }).responseCode ??
          (error as { code?: unknown }).code;
        log.warn({ outboxId: mail.id, attempts: mail.attempts, code }, 'mail not sent');
        await db
          .update(outbox)
          .set({
            status: giveUp ? 'failed' : 'queued',
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
          })
          .where(eq(outbox.id, mail.id));
      }
    }
    return { sent, failed };
  }

  function run() {
    running ??= runOnce()
      .catch((error: unknown) => {
        log.error({ err: loggableError(error) }, 'mail delivery run failed');
        return { sent: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  if (transport) {
    timer = setInterval(() => {
      if (!stopped) void run();
    }, options.intervalMs ?? 5_000);
    timer.unref();
  }

  return {
    runOnce: run,
    poke() {
      if (transport && !stopped) setTimeout(() => void run(), 50).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
