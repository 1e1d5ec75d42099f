import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useApi } from '@staffdesk/core';
import {
  Banner,
  Button,
  Dialog,
  FieldShell,
  formatDate,
  Stack,
  Text,
  useFieldIds,
} from '@staffdesk/ui';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import type { PublicTimesheetApproval, TimesheetAlternateBody } from '../lib/timesheet';

type Values = Pick<TimesheetAlternateBody, 'name' | 'alternateEmail' | 'from' | 'to'>;
type Field = keyof Values;

const EMPTY: Values = { name: '', alternateEmail: '', from: '', to: '' };
const FIELDS: readonly Field[] = ['name', 'alternateEmail', 'from', 'to'];
/** The longest range an alternate can be named for, first and last day included (the server's rule). */
const MAX_DAYS = 31;
const DAY_MS = 86_400_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** `1 Dec 2026 – 14 Dec 2026`. */
function rangeText(from: string, to: string) {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

function TextInput({
  label,
  type,
  value,
  error,
  autoComplete,
  inputRef,
  onChange,
}: {
  label: string;
  type: 'text' | 'email' | 'date';
  value: string;
  error: string | undefined;
  autoComplete?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  const field = useFieldIds({ error, required: true });
  return (
    <FieldShell field={field} label={label} required>
      <input
        {...field.aria}
        ref={inputRef}
        type={type}
        className="sd-input"
        autoComplete={autoComplete}
        maxLength={type === 'date' ? undefined : type === 'email' ? 320 : 120}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

export interface AlternateApproverProps {
  content: string;
  token: string;
  /** The address the link was sent to (the credential). */
  email: string;
  alternates: PublicTimesheetApproval['alternates'];
  /** The link's new view, which lists the new alternate. */
  onNamed: (view: PublicTimesheetApproval) => void;
}

/**
 * "Name someone to approve for me": a PIC going on leave names who approves this client's
 * timesheets for a date range (at most 31 days), from an open link only. The PIC is mailed a
 * confirmation; an address outside the client's company waits for HR. The current alternates are
 * listed with their state. Plain React state, like the rest of the page: no form library on a
 * phone's first paint.
 */
export function AlternateApprover({
  content,
  token,
  email,
  alternates,
  onNamed,
}: AlternateApproverProps) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    alternateEmail: useRef<HTMLInputElement>(null),
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
  } satisfies Record<Field, RefObject<HTMLInputElement | null>>;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function check(trimmed: Values): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!trimmed.name) found.name = t`Enter their name.`;
    if (!trimmed.alternateEmail) found.alternateEmail = t`Enter their email address.`;
    else if (!EMAIL.test(trimmed.alternateEmail)) {
      found.alternateEmail = t`Enter a valid email address.`;
    } else if (trimmed.alternateEmail.toLowerCase() === email.trim().toLowerCase()) {
      found.alternateEmail = t`Name someone other than yourself.`;
    }
    if (!trimmed.from) found.from = t`Choose the first day.`;
    if (!trimmed.to) found.to = t`Choose the last day.`;
    else if (trimmed.from && trimmed.to < trimmed.from) {
      found.to = t`The last day comes before the first.`;
    } else if (
      trimmed.from &&
      Date.parse(trimmed.to) - Date.parse(trimmed.from) >= MAX_DAYS * DAY_MS
    ) {
      found.to = t`Choose at most 31 days.`;
    }
    return found;
  }

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const trimmed: Values = {
      name: values.name.trim(),
      alternateEmail: values.alternateEmail.trim(),
      from: values.from,
      to: values.to,
    };
    const found = check(trimmed);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setSending(true);
    try {
      const { data, error } = await client.POST(
        '/public/timesheet-approvals/{content}/{token}/alternate',
        { params: { path: { content, token } }, body: { email, ...trimmed } },
      );
      if (data) {
        const { name } = trimmed;
        const first = formatDate(trimmed.from);
        const last = formatDate(trimmed.to);
        const named = data.alternates.find(
          (a) => a.email.toLowerCase() === trimmed.alternateEmail.toLowerCase(),
        );
        setDone(
          named?.status === 'awaiting-hr'
            ? t`HR will confirm ${name} first, because the address is outside your company; until then the timesheets keep coming to you. We emailed you a confirmation.`
            : t`${name} can approve for you from ${first} to ${last}. We emailed you a confirmation.`,
        );
        setValues(EMPTY);
        setErrors({});
        setOpen(false);
        onNamed(data);
        return;
      }
      const failure = describeFailure(error);
      const fields: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) if (failure.fields[field]) fields[field] = failure.fields[field];
      const placed = Object.keys(fields).length;
      if (placed > 0) showErrors(fields);
      // The message too when some field error has no field here (or there is none).
      if (placed === 0 || placed < Object.keys(failure.fields).length) {
        setServerError(failure.message);
      }
    } catch (error) {
      setServerError(describeFailure(error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <h2 id={headingId} className="sd-size-lg">
        <Trans>Away from work?</Trans>
      </h2>
      <p className="sd-text-muted">
        <Trans>
          Name someone to approve this client’s timesheets for you while you are away, for up to 31
          days. They get the approval emails in that time. An address outside your company waits for
          HR’s confirmation.
        </Trans>
      </p>
      {done ? <Banner tone="success">{done}</Banner> : null}
      {alternates.length > 0 ? (
        <div>
          <p>
            <Trans>Approving for you:</Trans>
          </p>
          <ul style={{ margin: 0, paddingLeft: 'var(--sd-space-5)', overflowWrap: 'anywhere' }}>
            {alternates.map((alternate) => (
              <li key={alternate.id}>
                {alternate.name} ({alternate.email})
                <Text num muted block>
                  {rangeText(alternate.from, alternate.to)}
                </Text>
                {alternate.status === 'awaiting-hr' ? (
                  <Text muted block>
                    <Trans>Waiting for HR’s confirmation</Trans>
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <Button
          block
          onClick={() => {
            setDone(null);
            setServerError(null);
            setOpen(true);
          }}
        >
          <Trans>Name someone to approve for me</Trans>
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!sending) setOpen(next);
        }}
        title={t`Name someone to approve for me`}
        description={t`From the first to the last day you choose, at most 31 days.`}
        hideClose={sending}
        footer={
          <>
            <Button disabled={sending} onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={formId} variant="primary" loading={sending}>
              <Trans>Name approver</Trans>
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          className="sd-form"
          aria-label={t`Name someone to approve for me`}
          onSubmit={(event) => void submit(event)}
        >
          {serverError ? <Banner tone="error">{serverError}</Banner> : null}
          <TextInput
            label={t`Name`}
            type="text"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            inputRef={refs.name}
            onChange={(value) => change('name', value)}
          />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="off"
            value={values.alternateEmail}
            error={errors.alternateEmail}
            inputRef={refs.alternateEmail}
            onChange={(value) => change('alternateEmail', value)}
          />
          <TextInput
            label={t`First day`}
            type="date"
            value={values.from}
            error={errors.from}
            inputRef={refs.from}
            onChange={(value) => change('from', value)}
          />
          <TextInput
            label={t`Last day`}
            type="date"
            value={values.to}
            error={errors.to}
            inputRef={refs.to}
            onChange={(value) => change('to', value)}
          />
        </form>
      </Dialog>
    </Stack>
  );
}
