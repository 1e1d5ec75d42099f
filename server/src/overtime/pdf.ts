import { createElement } from 'react';
import type { AppContext } from '../context.js';
import { formatDateTimeWib, formatDay, formatRupiah } from '../format.js';
import type { Locale } from '../i18n/locale.js';
import { OVERTIME_FORM_LABELS, OvertimeForm } from '../pdf/documents/OvertimeForm.js';
import { renderPdf } from '../pdf/render.js';
import type { overtimeView } from './views.js';

type View = ReturnType<typeof overtimeView>;

const DAY_TYPES: Record<Locale, Record<View['dayType'], string>> = {
  en: { workday: 'Workday', restday: 'Rest day', holiday: 'Public holiday' },
  id: { workday: 'Hari kerja', restday: 'Hari istirahat', holiday: 'Hari libur resmi' },
};

const STATUSES: Record<Locale, Record<View['status'], string>> = {
  en: {
    pending: 'Waiting for approval',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  id: {
    pending: 'Menunggu persetujuan',
    approved: 'Disetujui',
    rejected: 'Ditolak',
    cancelled: 'Dibatalkan',
  },
};

/** `1,5` in Indonesian, `1.5` in English. */
function decimal(value: number, locale: Locale) {
  const text = String(Math.round(value * 100) / 100);
  return locale === 'id' ? text.replace('.', ',') : text;
}

/**
 * The overtime form of a request as a PDF: with the pay line by line for the employee and HR
 * (`withPay`), without it for the client's approver.
 */
export async function overtimePdf(
  ctx: Pick<AppContext, 'now'>,
  view: View,
  locale: Locale,
  withPay: boolean,
): Promise<{ pdf: Buffer; filename: string }> {
  const l = OVERTIME_FORM_LABELS[locale];
  const dayType = view.holidayName
    ? `${DAY_TYPES[locale][view.dayType]} (${view.holidayName})`
    : DAY_TYPES[locale][view.dayType];
  const pdf = await renderPdf(
    createElement(OvertimeForm, {
      labels: l,
      company: 'Staffdesk',
      employee: {
        name: view.employee.fullName,
        number: view.employee.employeeNumber,
        position: view.employee.position ?? '',
        client: view.clientName,
      },
      overtime: {
        date: formatDay(view.date, locale),
        time: `${view.startTime}–${view.endTime}`,
        hours: decimal(view.minutes / 60, locale),
        dayType,
        reason: view.reason,
        status: STATUSES[locale][view.status],
        requestedAt: formatDateTimeWib(new Date(view.requestedAt), locale),
      },
      pay: withPay
        ? {
            monthlyWage: formatRupiah(view.monthlyWage),
            hourlyWage: formatRupiah(view.hourlyWage),
            lines: view.lines.map((line) => ({
              hours:
                line.fromHour === line.toHour
                  ? `${line.fromHour} (${decimal(line.hours, locale)})`
                  : `${line.fromHour}–${line.toHour} (${decimal(line.hours, locale)})`,
              multiplier: `${decimal(line.multiplierPct / 100, locale)} ×`,
              amount: formatRupiah(line.amount),
            })),
            total: formatRupiah(view.payAmount),
          }
        : null,
      decision:
        view.decidedAt && view.decidedByLabel && view.status !== 'cancelled'
          ? {
              text: STATUSES[locale][view.status],
              by: `${view.decidedByLabel} (${formatDateTimeWib(new Date(view.decidedAt), locale)})`,
              comment: view.decisionComment,
            }
          : null,
      approverName:
        view.status === 'approved' ? (view.decidedByLabel ?? '') : (view.approverName ?? ''),
      generatedAt: formatDateTimeWib(ctx.now(), locale),
    }),
  );
  return { pdf, filename: `overtime-${view.employee.employeeNumber}-${view.date}.pdf` };
}
