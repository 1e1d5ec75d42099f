import { links } from '@staffdesk/api/links';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { clients, employees, payslips, users } from '../db/schema.js';
import { formatRupiah } from '../format.js';
import { localized } from '../i18n/locale.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import { monthName, payslipFilename, payslipPasswordOf, payslipPdf } from './payslip-pdf.js';
import { payrollPolicyOf } from './policies.js';
import { findRunOrThrow } from './runs.js';

export const PAYSLIP_MAIL_JOB = 'payroll.payslips';

/** The blob an e-payslip is kept under (the mailed copy, encrypted). */
export const payslipBlobKey = (runId: string, payslipId: string) =>
  `payslips/${runId}/${payslipId}.pdf`;

function passwordHint(password: string | null, rule: 'birth-date' | 'employee-number' | 'none') {
  if (password === null) return localized({ en: 'no password', id: 'tanpa kata sandi' });
  if (rule === 'birth-date' && /^\d{8}$/.test(password)) {
    return localized({
      en: 'your birth date as ddmmyyyy (15 July 1990 is 15071990)',
      id: 'tanggal lahir Anda dengan format ddmmyyyy (15 Juli 1990 menjadi 15071990)',
    });
  }
  return localized({ en: 'your employee number', id: 'nomor induk karyawan Anda' });
}

/**
 * Mails each employee of a paid run their e-payslip: renders the PDF, encrypts it with the
 * password of the client's policy, keeps it in the blob store and queues the mail with it
 * attached. A payslip already mailed is skipped, so a retried job never mails twice.
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
      birthDate: employees.birthDate,
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
  let withoutAddress = 0;
  for (const [i, row] of rows.entries()) {
    const { payslip } = row;
    const email = row.accountEmail ?? row.personalEmail;
    const locale = email ? await recipientLocale(db, { email }) : 'id';
    const password = payslipPasswordOf(policy.payslipPassword, {
      birthDate: row.birthDate,
      employeeNumber: payslip.employee.number,
    });
    const pdf = await payslipPdf(payslip, client?.name ?? null, locale, password, ctx.now());
    const blobKey = payslipBlobKey(runId, payslip.id);
    await ctx.blobs.put(blobKey, pdf);
    await db.transaction(async (tx) => {
      if (email) {
        await queueTemplatedMail(
          tx,
          'payroll.payslip',
          {
            recipient: { name: payslip.employee.name, email },
            month: localized({ en: monthName(run.period, 'en'), id: monthName(run.period, 'id') }),
            net: formatRupiah(payslip.net),
            passwordHint: passwordHint(password, policy.payslipPassword),
            link: `${ctx.config.publicUrl}${links.employeePayslips(run.period)}`,
          },
          {
            locale,
            attachments: [
              { filename: payslipFilename(payslip), blobKey, contentType: 'application/pdf' },
            ],
          },
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
    pdfs: rows.length,
    mailed,
    withoutAddress,
    seconds: Math.round(seconds * 100) / 100,
    pdfsPerSecond: rows.length > 0 ? Math.round((rows.length / seconds) * 10) / 10 : 0,
  };
}
