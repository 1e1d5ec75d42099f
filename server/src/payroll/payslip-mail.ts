import { links } from '@staffdesk/api/links';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import {
  clients,
  employees,
  type OutboxAttachment,
  type PayslipDelivery,
  payslips,
  users,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { localized } from '../i18n/locale.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import { PAYSLIP_LINK_DAYS, payslipLinkToken } from './payslip-link.js';
import { payslipPasswordOf } from './payslip-password.js';
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

/**
 * Mails each employee of a paid run that their e-payslip is ready: no figures, a signed link
 * (valid PAYSLIP_LINK_DAYS) to it behind their sign-in. Under the client's
 * `attachment-with-employee-password` delivery, an employee who set an e-payslip password also
 * gets the PDF attached, encrypted with it (kept in the blob store for the outbox). A payslip
 * already mailed is skipped, so a retried job never mails twice.
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
  const rows = await db
    .select({
      payslip: payslips,
      personalEmail: employees.personalEmail,
      accountEmail: users.email,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(and(eq(payslips.runId, runId), isNull(payslips.mailedAt)))
    .orderBy(asc(payslips.id));
  const started = performance.now();
  let mailed = 0;
  let pdfs = 0;
  let withoutAddress = 0;
  for (const [i, row] of rows.entries()) {
    const { payslip } = row;
    const email = row.accountEmail ?? row.personalEmail;
    const locale = await recipientLocale(db, { employeeId: payslip.employeeId });
    const password =
      email && policy.payslipDelivery === 'attachment-with-employee-password'
        ? await payslipPasswordOf(db, ctx.config.secret, payslip.employeeId)
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
    await inTransaction(db, async (tx) => {
      if (email) {
        await queueTemplatedMail(
          tx,
          'payroll.payslip',
          {
            recipient: { name: payslip.employee.name, email },
            month: localized({ en: monthName(run.period, 'en'), id: monthName(run.period, 'id') }),
            link: `${ctx.config.publicUrl}${links.employeePayslips(run.period, token)}`,
            expiresAt,
            attachmentNote: attachmentNote(policy.payslipDelivery, password !== null),
          },
          { locale, attachments },
        );
      }
      await tx.update(payslips).set({ mailedAt: ctx.now() }).where(eq(payslips.id, payslip.id));
    });
    if (email) mailed++;
    else withoutAddress++;
    if ((i + 1) % 25 === 0) await progress(i + 1, rows.length);
  }
  await progress(rows.length, rows.length);
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
