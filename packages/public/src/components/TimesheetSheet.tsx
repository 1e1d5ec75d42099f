import { Trans, useLingui } from '@lingui/react/macro';
import {
  hoursMinutes,
  TIMESHEET_DAY_KIND_LABELS,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_STATUS_TONES,
} from '@staffdesk/kit';
import {
  Badge,
  Button,
  FieldError,
  FieldShell,
  monthName,
  useFieldIds,
  weekdayName,
} from '@staffdesk/ui';
import { type CSSProperties, memo, type ReactNode } from 'react';
import {
  dayKey,
  isWaiting,
  type PublicTimesheetDay,
  type PublicTimesheetSheet,
  type SheetDispute,
} from '../lib/timesheet';

/** Registers a comment box under its key (`dayKey` or the sheet id), so the page can focus it. */
export type RegisterField = (key: string) => (element: HTMLTextAreaElement | null) => void;

/** A day's comment: '' opens its box, a text is the comment, null undoes the day's dispute. */
export type DayCommentHandler = (sheetId: string, date: string, comment: string | null) => void;

const styles = {
  sheet: {
    padding: 'var(--sd-space-3)',
    border: '1px solid var(--sd-color-border)',
    borderRadius: 'var(--sd-radius-lg)',
    background: 'var(--sd-color-surface)',
  },
  disputed: {
    border: '1px solid var(--sd-color-danger-border)',
    boxShadow: 'inset 4px 0 0 var(--sd-color-danger)',
  },
  toggle: {
    display: 'flex',
    alignItems: 'center',
    gap: 'var(--sd-space-2)',
    width: '100%',
    minHeight: '2.75rem',
    padding: 0,
    border: 'none',
    background: 'none',
    textAlign: 'left',
    cursor: 'pointer',
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 'var(--sd-space-1) var(--sd-space-3)',
    margin: 'var(--sd-space-1) 0 0',
    padding: 0,
    listStyle: 'none',
    fontSize: 'var(--sd-font-size-sm)',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--sd-space-3)',
    marginTop: 'var(--sd-space-3)',
  },
  days: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: 'var(--sd-font-size-md)',
    borderTop: '1px solid var(--sd-color-border)',
  },
  day: {
    padding: 'var(--sd-space-2) 0 var(--sd-space-2) var(--sd-space-2)',
    borderBottom: '1px solid var(--sd-color-border)',
  },
  dayDisputed: { boxShadow: 'inset 3px 0 0 var(--sd-color-danger)' },
  dayLine: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: 'var(--sd-space-1) var(--sd-space-2)',
  },
  right: { textAlign: 'right' },
  box: { marginTop: 'var(--sd-space-2)' },
  chevron: { flex: 'none' },
  chevronOpen: { flex: 'none', transform: 'rotate(180deg)' },
} satisfies Record<string, CSSProperties>;

/**
 * `Mon 21 Oct`: a day of the period with its weekday, as a timesheet row starts (the title
 * gives the period's years, and the short form fits a phone's row).
 */
export function dayText(date: string): string {
  // A `YYYY-MM-DD` string is read as that day at midnight UTC.
  const day = new Date(date);
  return `${weekdayName(day.getUTCDay())} ${day.getUTCDate()} ${monthName(day.getUTCMonth() + 1)}`;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      style={open ? styles.chevronOpen : styles.chevron}
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** One comment box of a dispute: its label, the text, the error, and the undo button. */
function CommentBox({
  fieldKey,
  label,
  description,
  value,
  error,
  maxLength,
  register,
  onChange,
  undo,
}: {
  fieldKey: string;
  label: string;
  description?: string;
  value: string;
  error: string | undefined;
  maxLength: number;
  register: RegisterField;
  onChange: (value: string) => void;
  /** An undo button under the box, when the box has its own. */
  undo?: { label: string; onClick: () => void };
}) {
  const field = useFieldIds({ description, error, required: true });
  return (
    <div style={styles.box}>
      <FieldShell field={field} label={label} description={description}>
        <textarea
          {...field.aria}
          ref={register(fieldKey)}
          className="sd-textarea"
          rows={2}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldShell>
      {undo ? (
        <Button size="sm" variant="ghost" onClick={undo.onClick}>
          {undo.label}
        </Button>
      ) : null}
    </div>
  );
}

const DayRow = memo(function DayRow({
  sheetId,
  day,
  comment,
  error,
  canDispute,
  register,
  onDayComment,
}: {
  sheetId: string;
  day: PublicTimesheetDay;
  /** The PIC's comment while this day is disputed, else undefined. */
  comment: string | undefined;
  error: string | undefined;
  canDispute: boolean;
  register: RegisterField;
  onDayComment: DayCommentHandler;
}) {
  const { t } = useLingui();
  const when = dayText(day.date);
  const worked = hoursMinutes(day.workedMinutes);
  const overtime = hoursMinutes(day.overtimeMinutes);
  const disputing = comment !== undefined;
  const earlier = day.disputeComment;
  return (
    <li style={disputing ? { ...styles.day, ...styles.dayDisputed } : styles.day}>
      <div style={styles.dayLine}>
        <strong className="sd-wrap-anywhere">{when}</strong>
        <div className="sd-num" style={styles.right}>
          <span className="sd-visually-hidden">{t`Worked`} </span>
          {worked}
          {day.overtimeMinutes > 0 ? (
            <>
              <span className="sd-visually-hidden"> {t`Overtime`}</span> +{overtime}
            </>
          ) : null}
        </div>
        <div className="sd-text-muted sd-size-sm sd-wrap-anywhere">
          {TIMESHEET_DAY_KIND_LABELS[day.kind]}
          {day.note ? ` · ${day.note}` : null}
        </div>
        {canDispute && !disputing ? (
          <div style={styles.right}>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t`Dispute this day: ${when}`}
              onClick={() => onDayComment(sheetId, day.date, '')}
            >
              <Trans>Dispute this day</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      {earlier ? (
        <p className="sd-text-muted sd-size-sm sd-wrap-anywhere">
          <Trans>Earlier dispute: “{earlier}”</Trans>
        </p>
      ) : null}
      {disputing ? (
        <CommentBox
          fieldKey={dayKey(sheetId, day.date)}
          label={t`What is wrong on ${when}?`}
          value={comment}
          error={error}
          maxLength={300}
          register={register}
          onChange={(text) => onDayComment(sheetId, day.date, text)}
          undo={{
            label: t`Undo the dispute of this day`,
            onClick: () => onDayComment(sheetId, day.date, null),
          }}
        />
      ) : null}
    </li>
  );
});

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li>
      <span className="sd-text-muted">{label}</span> <strong className="sd-num">{value}</strong>
    </li>
  );
}

export interface TimesheetSheetProps {
  sheet: PublicTimesheetSheet;
  /** The PIC's dispute of this sheet, if any. */
  dispute: SheetDispute | undefined;
  /** Messages by key (`dayKey` or the sheet id); only this sheet's are read. */
  errors: Readonly<Record<string, string>>;
  expanded: boolean;
  onToggle: (sheetId: string) => void;
  /** The new dispute of a sheet; null approves it again. */
  onDispute: (sheetId: string, dispute: SheetDispute | null) => void;
  onDayComment: DayCommentHandler;
  register: RegisterField;
  /** The sheet's PDF through the link. */
  pdfHref: string;
}

/**
 * An employee's sheet of the link: name, totals and state always; the days, the dispute buttons
 * and the PDF link once opened. The days render only while the sheet is open, and a sheet
 * renders again only when its own props change, so a link of 500 sheets stays light.
 */
export const TimesheetSheet = memo(function TimesheetSheet({
  sheet,
  dispute,
  errors,
  expanded,
  onToggle,
  onDispute,
  onDayComment,
  register,
  pdfHref,
}: TimesheetSheetProps) {
  const { t } = useLingui();
  const { fullName, employeeNumber, position } = sheet.employee;
  const { totals, reopenReason, disputeComment: earlier } = sheet;
  const waiting = isWaiting(sheet);
  const disputed = waiting && dispute !== undefined;
  const panelId = `sheet-${sheet.id}`;
  const sheetError = errors[sheet.id];
  const hasError = Object.keys(errors).some(
    (key) => key === sheet.id || key.startsWith(`${sheet.id}/`),
  );

  return (
    <li
      style={disputed ? { ...styles.sheet, ...styles.disputed } : styles.sheet}
      aria-label={fullName}
    >
      <button
        type="button"
        style={styles.toggle}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => onToggle(sheet.id)}
      >
        <span className="sd-wrap-anywhere" style={{ flex: 1, minWidth: 0 }}>
          <strong>{fullName}</strong>
          <span className="sd-text-muted sd-size-sm sd-block">
            {position ? `${employeeNumber} · ${position}` : employeeNumber}
          </span>
        </span>
        <Chevron open={expanded} />
      </button>
      <div className="sd-inline" style={{ marginTop: 'var(--sd-space-1)' }}>
        {disputed ? (
          <Badge tone="danger">
            <Trans>Disputed by you</Trans>
          </Badge>
        ) : (
          <Badge tone={TIMESHEET_STATUS_TONES[sheet.status]}>
            {TIMESHEET_STATUS_LABELS[sheet.status]}
          </Badge>
        )}
        {hasError && !expanded ? (
          <Badge tone="warning">
            <Trans>Needs a comment</Trans>
          </Badge>
        ) : null}
      </div>
      <ul style={styles.facts} aria-label={t`Totals`}>
        <Fact label={t`Worked`} value={hoursMinutes(totals.workedMinutes)} />
        <Fact label={t`Overtime`} value={hoursMinutes(totals.overtimeMinutes)} />
        <Fact label={TIMESHEET_DAY_KIND_LABELS.present} value={totals.presentDays} />
        {totals.leaveDays > 0 ? (
          <Fact label={TIMESHEET_DAY_KIND_LABELS.leave} value={totals.leaveDays} />
        ) : null}
        {totals.sickDays > 0 ? (
          <Fact label={TIMESHEET_DAY_KIND_LABELS.sick} value={totals.sickDays} />
        ) : null}
        {totals.absentDays > 0 ? (
          <Fact label={TIMESHEET_DAY_KIND_LABELS.absent} value={totals.absentDays} />
        ) : null}
      </ul>
      {reopenReason ? (
        <p className="sd-size-sm sd-wrap-anywhere" style={{ marginTop: 'var(--sd-space-1)' }}>
          <Trans>Reopened: “{reopenReason}”</Trans>
        </p>
      ) : null}
      {expanded ? (
        <div id={panelId} style={styles.panel}>
          {earlier ? (
            <p className="sd-text-muted sd-size-sm sd-wrap-anywhere">
              <Trans>Earlier dispute: “{earlier}”</Trans>
            </p>
          ) : null}
          {waiting && dispute && dispute.comment !== null ? (
            <CommentBox
              fieldKey={sheet.id}
              label={t`What is wrong with this timesheet?`}
              description={t`Required, unless you commented on single days.`}
              value={dispute.comment}
              error={sheetError}
              maxLength={500}
              register={register}
              onChange={(comment) => onDispute(sheet.id, { ...dispute, comment })}
            />
          ) : (
            <FieldError id={`${panelId}-error`} message={sheetError} />
          )}
          <div className="sd-inline">
            {waiting && dispute?.comment == null ? (
              <Button
                onClick={() => onDispute(sheet.id, { comment: '', days: dispute?.days ?? {} })}
              >
                <Trans>Dispute this timesheet</Trans>
              </Button>
            ) : null}
            {disputed ? (
              <Button variant="ghost" onClick={() => onDispute(sheet.id, null)}>
                <Trans>Undo dispute</Trans>
              </Button>
            ) : null}
            <a href={pdfHref} target="_blank" rel="noopener noreferrer">
              <Trans>Open as PDF</Trans>
            </a>
          </div>
          <p className="sd-text-muted sd-size-sm">
            <Trans>Hours as h:mm; overtime after the “+”.</Trans>
          </p>
          <ul style={styles.days} aria-label={t`Days of ${fullName}`}>
            {sheet.days.map((day) => (
              <DayRow
                key={day.date}
                sheetId={sheet.id}
                day={day}
                comment={waiting ? dispute?.days[day.date] : undefined}
                error={errors[dayKey(sheet.id, day.date)]}
                canDispute={waiting}
                register={register}
                onDayComment={onDayComment}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
});
