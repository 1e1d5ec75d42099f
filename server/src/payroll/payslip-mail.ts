import { links } from '@staffdesk/api/links';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import {
  clients,
  employees,
  type OutboxAttachment,
  type PayslipDelivery,
  payslipPasswords,
  payslips,
  users,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { type Locale, localized, toLocale } from '../i18n/locale.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { PAYSLIP_LINK_DAYS, payslipLinkToken } from './payslip-link.js';
import { openPayslipPassword } from './payslip-password.js';
import { monthName, payslipFilename, payslipPdf } from './payslip-pdf.js';
import { payrollPolicyOf } from './policies.js';
import { findRunOrThrow } from './runs.js';

export const PAYSLIP_MAIL_JOB = 'payroll.payslips';

/** The blob a mailed e-payslip attachment is kept under (encrypted with the employee's password). */
export const payslipBlobKey = (runId: string, payslipId: string) =>
  `payslips/${runId}/${payslipId}.pdf`;

/** What the mail says of the PDF, by the client's delivery and whether the employee set a password. */
function attachmentNote(delivery: PayslipDelivery, attached: boolean) {
  if (delivery === 'link') return '';
  if (attached) {
    return localized({
      en: 'Your e-payslip PDF is attached. It opens with the e-payslip password you set in Staffdesk.',
      id: 'PDF slip gaji elektronik Anda terlampir. Buka dengan kata sandi slip gaji yang Anda buat di Staffdesk.',
    });
  }
  return localized({
    en: 'To receive your payslip as an attached PDF, set an e-payslip password on your payslips page in Staffdesk.',
    id: 'Untuk menerima slip gaji sebagai lampiran PDF, buat kata sandi slip gaji di halaman slip gaji Anda di Staffdesk.',
  });
}

/** Payslips mailed per transaction: their mails are queued and they are marked mailed together. */
const BATCH = 200;

/**
 * Mails each employee of a paid run that their e-payslip is ready: no figures, a signed link
 * (valid PAYSLIP_LINK_DAYS) to it behind their sign-in. Under the client's
 * `attachment-with-employee-password` delivery, an employee who set an e-payslip password also
 * gets the PDF attached, encrypted with it (kept in the blob store for the outbox). A payslip
 * already mailed is skipped, so a retried job never mails twice.
 *
 * Everything a mail needs (address, language, sealed password) is read with the payslips in one
 * query; the mails of a batch are queued, and its payslips marked mailed, in one transaction.
 */
export async function mailPayslips(
  ctx: Pick<AppContext, 'db' | 'blobs' | 'config' | 'now'>,
  runId: string,
  progress: (done: number, total: number) => Promise<void> = async () => {},
) {
  const { db } = ctx;
  const run = await findRunOrThrow(db, runId);
  const [client] = run.clientId
    ? await db.select({ name: clients.legalName }).from(clients).where(eq(clients.id, run.clientId))
    : [];
  const policy = await payrollPolicyOf(db, run.clientId);
  const attach = policy.payslipDelivery === 'attachment-with-employee-password';
  const rows = await db
    .select({
      payslip: payslips,
      personalEmail: employees.personalEmail,
      accountEmail: users.email,
      language: employees.preferredLanguage,
      sealedPassword: payslipPasswords.sealed,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .leftJoin(users, eq(users.id, employees.userId))
    .leftJoin(payslipPasswords, eq(payslipPasswords.employeeId, payslips.employeeId))
    .where(and(eq(payslips.runId, runId), isNull(payslips.mailedAt)))
    .orderBy(asc(payslips.id));
  const month = localized({ en: monthName(run.period, 'en'), id: monthName(run.period, 'id') });
  const started = performance.now();
  let mailed = 0;
  let pdfs = 0;
  let withoutAddress = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const mails: {
      values: Record<string, unknown>;
      locale: Locale;
      attachments: OutboxAttachment[];
    }[] = [];
    for (const row of batch) {
      const { payslip } = row;
      const email = row.accountEmail ?? row.personalEmail;
      if (!email) {
        withoutAddress++;
        continue;
      }
      // The employee's own language (what recipientLocale answers for an employee).
      const locale = toLocale(row.language);
      const password =
        attach && row.sealedPassword
          ? openPayslipPassword(ctx.config.secret, payslip.employeeId, row.sealedPassword)
          : null;
      const attachments: OutboxAttachment[] = [];
      if (password) {
        const pdf = await payslipPdf(payslip, client?.name ?? null, locale, password, ctx.now());
        const blobKey = payslipBlobKey(runId, payslip.id);
        await ctx.blobs.put(blobKey, pdf);
        attachments.push({
          filename: payslipFilename(payslip),
          blobKey,
          contentType: 'application/pdf',
        });
        pdfs++;
      }
      const expiresAt = new Date(ctx.now().getTime() + PAYSLIP_LINK_DAYS * 86_400_000);
      const token = payslipLinkToken(ctx.config.secret, {
        payslipId: payslip.id,
        employeeId: payslip.employeeId,
        expiresAt,
      });
      mails.push({
        values: {
          recipient: { name: payslip.employee.name, email },
          month,
          link: `${ctx.config.publicUrl}${links.employeePayslips(run.period, token)}`,
          expiresAt,
          attachmentNote: attachmentNote(policy.payslipDelivery, password !== null),
        },
        locale,
        attachments,
      });
      mailed++;
    }
    await inTransaction(db, async (tx) => {
      for (const { values, locale, attachments } of mails) {
        await queueTemplatedMail(tx, 'payroll.payslip', values, { locale, attachments });
      }
      await tx
        .update(payslips)
        .set({ mailedAt: ctx.now() })
        .where(
          inArray(
            payslips.id,
            batch.map((row) => row.payslip.id),
          ),
        );
    });
    await progress(start + batch.length, rows.length);
  }
  if (rows.length === 0) await progress(0, 0);
  const seconds = (performance.now() - started) / 1000;
  return {
    payslips: rows.length,
    pdfs,
    mailed,
    withoutAddress,
    seconds: Math.round(seconds * 100) / 100,
    payslipsPerSecond: rows.length > 0 ? Math.round((rows.length / seconds) * 10) / 10 : 0,
  };
}
