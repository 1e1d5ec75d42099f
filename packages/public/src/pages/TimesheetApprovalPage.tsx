import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  problemMessage,
  publicPaths,
  useApi,
  useCatalogs,
  useRuntimeConfig,
} from '@staffdesk/core';
import { kitTimesheetCatalog, periodText } from '@staffdesk/kit';
import {
  Banner,
  Button,
  ConfirmDialog,
  DescriptionList,
  FieldShell,
  formatDateTime,
  LoadingState,
  Stack,
  useFieldIds,
} from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AlternateApprover } from '../components/AlternateApprover';
import { DecidedLink, DecisionLinkPage, decisionOutcome } from '../components/DecisionLinkPage';
import { PublicPage } from '../components/PublicPage';
import { type RegisterField, TimesheetSheet } from '../components/TimesheetSheet';
import {
  checkDisputes,
  type Disputes,
  disputeErrorsOf,
  disputesBody,
  isWaiting,
  type PublicTimesheetApproval,
  type SheetDispute,
  type TimesheetLinkView,
  useTimesheetApprovalLink,
} from '../lib/timesheet';
import { timesheetLinkCatalog } from '../locales/pages/timesheet/catalog';

/** How many sheets the list shows at first, and how many more each "Show more" adds. */
const PAGE_SIZE = 50;
/** From this many sheets on, the list has a search box. */
const SEARCH_FROM = 8;

const styles = {
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--sd-space-2)',
    padding: 'var(--sd-space-3) 0 calc(var(--sd-space-3) + env(safe-area-inset-bottom))',
    borderTop: '1px solid var(--sd-color-border)',
    background: 'var(--sd-color-surface)',
  },
} satisfies Record<string, CSSProperties>;

/** An instant in the business time zone, named: `21 Nov 2026, 14:05 WIB`. */
function wib(instant: string) {
  return `${formatDateTime(instant)} WIB`;
}

/** The key's sheet: a key is the sheet id, or `id/date` for a day. */
const sheetOf = (key: string) => key.split('/')[0] ?? key;

type LinkAccess = { content: string; token: string; email: string };

/**
 * Finds a sheet by name or employee number as the PIC types (the list is on the page already).
 * A plain input rather than `SearchInput`, which asks for 22rem and so is wider than a 360 px
 * phone's card.
 */
function SheetSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const field = useFieldIds({});
  return (
    <FieldShell field={field} label={t`Search by name or employee number`}>
      <input
        {...field.aria}
        type="search"
        className="sd-input"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

/** Timesheets decided already: by whom, when, and how many approved and disputed. */
function DecidedSheets({ decision }: { decision: PublicTimesheetApproval['decision'] }) {
  const { t } = useLingui();
  const decidedBy = decision?.decidedBy ?? '';
  const when = decision ? wib(decision.decidedAt) : '';
  const approved = decision?.approved ?? 0;
  const disputed = decision?.disputed ?? 0;
  return (
    <DecidedLink
      title={t`These timesheets were already decided`}
      banner={
        decision
          ? t`These timesheets were already decided by ${decidedBy} on ${when}.`
          : t`These timesheets were already decided.`
      }
    >
      {decision ? (
        <p>
          <Trans>
            Approved: {approved}. Disputed: {disputed}.
          </Trans>
        </p>
      ) : null}
    </DecidedLink>
  );
}

/** An open link whose month's payroll is approved meanwhile: it can no longer decide. */
function PayrollApprovedLink() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`The payroll of this period is already approved`}>
      <Banner tone="info">
        <Trans>
          These timesheets can no longer be approved or disputed: the payroll of their month is
          already approved. If something is wrong, please contact HR.
        </Trans>
      </Banner>
    </PublicPage>
  );
}

/** The open link: every sheet, the disputes, the decision bar and the alternate approver. */
function OpenLink({
  view,
  access,
  onView,
  onStale,
}: {
  view: PublicTimesheetApproval;
  access: LinkAccess;
  onView: (view: PublicTimesheetApproval) => void;
  /** Reloads the link after the server said it can no longer decide (409, 410, 404). */
  onStale: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const navigate = useNavigate();
  const { apiBaseUrls } = useRuntimeConfig();
  const { content, token, email } = access;
  const { sheets } = view;
  const [disputes, setDisputes] = useState<Disputes>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What went wrong with the last attempt to send; `check` ones go once their fields are fixed.
  const [problem, setProblem] = useState<{ message: string; check?: boolean } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(sheets.length === 1 && sheets[0] ? [sheets[0].id] : []),
  );
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [confirming, setConfirming] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  const disputesRef = useRef(disputes);
  disputesRef.current = disputes;

  const sheetsById = useMemo(() => new Map(sheets.map((sheet) => [sheet.id, sheet])), [sheets]);
  const needle = query.trim().toLowerCase();
  const matching = useMemo(
    () =>
      needle
        ? sheets.filter(
            ({ employee }) =>
              employee.fullName.toLowerCase().includes(needle) ||
              employee.employeeNumber.toLowerCase().includes(needle),
          )
        : sheets,
    [sheets, needle],
  );
  const shown = matching.slice(0, limit);
  const waiting = sheets.filter(isWaiting);
  const disputeCount = waiting.filter((sheet) => disputes[sheet.id]).length;
  const approveCount = waiting.length - disputeCount;

  // A comment box that just opened, or the first one to fix, gets the focus once it is shown,
  // in the middle of the screen: at its bottom the sticky decision bar would cover it.
  useEffect(() => {
    if (!focusKey) return;
    const field = fields.current.get(focusKey);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
    setFocusKey(null);
  }, [focusKey]);

  const register = useCallback<RegisterField>(
    (key) => (element) => {
      if (element) fields.current.set(key, element);
      else fields.current.delete(key);
    },
    [],
  );

  const onToggle = useCallback((sheetId: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(sheetId)) next.delete(sheetId);
      else next.add(sheetId);
      return next;
    });
  }, []);

  const onDispute = useCallback(
    (sheetId: string, next: SheetDispute | null) => {
      const before = disputesRef.current[sheetId];
      setDisputes((current) => {
        const copy = { ...current };
        if (next) copy[sheetId] = next;
        else delete copy[sheetId];
        return copy;
      });
      // An error of this sheet goes once what it asked for is done.
      const sheet = sheetsById.get(sheetId);
      setErrors((current) => {
        const keys = Object.keys(current).filter((key) => sheetOf(key) === sheetId);
        if (keys.length === 0 || !sheet) return current;
        const still = checkDisputes([sheet], next ? { [sheetId]: next } : {});
        const copy = { ...current };
        for (const key of keys) if (!still[key]) delete copy[key];
        return copy;
      });
      if (!next) return;
      if ((before?.comment ?? null) === null && next.comment !== null) setFocusKey(sheetId);
      const opened = Object.keys(next.days).find((date) => !before || !(date in before.days));
      if (opened) setFocusKey(`${sheetId}/${opened}`);
    },
    [sheetsById],
  );

  const onDayComment = useCallback(
    (sheetId: string, date: string, comment: string | null) => {
      const before = disputesRef.current[sheetId];
      const days = { ...(before?.days ?? {}) };
      if (comment === null) delete days[date];
      else days[date] = comment;
      const sheetComment = before?.comment ?? null;
      const empty = sheetComment === null && Object.keys(days).length === 0;
      onDispute(sheetId, empty ? null : { comment: sheetComment, days });
    },
    [onDispute],
  );

  /** Shows the sheet of a key (clearing a search that hides it), opens it and focuses the box. */
  function reveal(key: string) {
    const sheetId = sheetOf(key);
    let list = matching;
    if (!matching.some((sheet) => sheet.id === sheetId)) {
      setQuery('');
      list = sheets;
    }
    const index = list.findIndex((sheet) => sheet.id === sheetId);
    if (index >= limit) setLimit(index + 1);
    setExpanded((current) => new Set(current).add(sheetId));
    setFocusKey(key);
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) reveal(first);
  }

  function review() {
    setProblem(null);
    const found = checkDisputes(sheets, disputes);
    if (Object.keys(found).length > 0) {
      setProblem({ message: t`Some disputes need a comment.`, check: true });
      showErrors(found);
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  async function send() {
    const body = disputesBody(sheets, disputes);
    try {
      const outcome = await decisionOutcome(
        client.POST('/public/timesheet-approvals/{content}/{token}/decision', {
          params: { path: { content, token } },
          body: { email, disputes: body },
        }),
      );
      if (outcome.state === 'done') {
        const { data } = outcome;
        const approved = data.decision?.approved ?? approveCount;
        const disputed = data.decision?.disputed ?? body.length;
        await navigate(publicPaths.approverThanks('timesheet'), { state: { approved, disputed } });
        // Once the page has gone (not before: it would show the decided state meanwhile), the
        // link's view is the decided one, for the browser's Back button.
        onView(data);
        return;
      }
      if (outcome.state === 'stale') {
        await onStale();
        return;
      }
      const failure = describeFailure(outcome.problem);
      const { '': unplaced, ...placed } = disputeErrorsOf(body, failure.fields);
      setProblem({ message: unplaced ?? failure.message });
      showErrors(placed);
    } catch (error) {
      setProblem({ message: problemMessage(error) });
    }
  }

  const fullName = sheets.length === 1 ? (sheets[0]?.employee.fullName ?? '') : '';
  const clientName = view.client.name;
  const period = periodText(view);
  const approverName = view.approver.name;
  const until = wib(view.expiresAt);
  const count = waiting.length;
  const pdfHref = (id: string) =>
    `${apiBaseUrls.pdfPublic}/timesheet-approvals/${encodeURIComponent(content)}/${encodeURIComponent(token)}/sheets/${encodeURIComponent(id)}?email=${encodeURIComponent(email)}`;
  const shownCount = shown.length;
  const matchingCount = matching.length;

  return (
    <PublicPage
      title={
        content !== 'all' && fullName
          ? t`Timesheet of ${fullName}, ${period}`
          : t`Timesheets of ${clientName}, ${period}`
      }
    >
      <p>
        <Trans>
          {approverName}, please check these timesheets. When you send your decision, every
          timesheet you do not dispute is approved.
        </Trans>
      </p>
      <DescriptionList
        items={[
          { label: t`Client`, value: clientName },
          { label: t`Sent to`, value: `${view.approver.name} (${view.approver.email})` },
          {
            label: t`Waiting for you`,
            value: t`${plural(count, { one: '# timesheet', other: '# timesheets' })}`,
            numeric: true,
          },
        ]}
      />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      <Stack as="section" gap={3} aria-label={t`Timesheets`}>
        {sheets.length >= SEARCH_FROM ? (
          <SheetSearch
            value={query}
            onChange={(next) => {
              setQuery(next);
              setLimit(PAGE_SIZE);
            }}
          />
        ) : null}
        {shown.length > 0 ? (
          <Stack as="ul" gap={2}>
            {shown.map((sheet) => (
              <TimesheetSheet
                key={sheet.id}
                sheet={sheet}
                dispute={disputes[sheet.id]}
                errors={errors}
                expanded={expanded.has(sheet.id)}
                onToggle={onToggle}
                onDispute={onDispute}
                onDayComment={onDayComment}
                register={register}
                pdfHref={pdfHref(sheet.id)}
              />
            ))}
          </Stack>
        ) : (
          <p className="sd-text-muted">
            <Trans>No timesheet matches “{query}”.</Trans>
          </p>
        )}
        {matchingCount > shownCount ? (
          <Stack gap={2}>
            <p className="sd-text-muted">
              <Trans>
                Showing {shownCount} of {matchingCount}.
              </Trans>
            </p>
            <Button onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              <Trans>Show more</Trans>
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {count > 0 ? (
        <section aria-label={t`Your decision`} style={styles.bar}>
          {problem && !(problem.check && Object.keys(errors).length === 0) ? (
            <Banner tone="error">{problem.message}</Banner>
          ) : null}
          <p aria-live="polite">
            <strong>{t`Approve ${approveCount}, dispute ${disputeCount}`}</strong>
          </p>
          <Button variant="primary" size="lg" block onClick={review}>
            <Trans>Send decision</Trans>
          </Button>
        </section>
      ) : (
        <Banner tone="info">
          <Trans>No timesheet of this link is waiting for your decision.</Trans>
        </Banner>
      )}
      <AlternateApprover
        content={content}
        token={token}
        email={email}
        alternates={view.alternates}
        onNamed={onView}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Send your decision?`}
        description={
          disputeCount > 0
            ? t`You approve ${approveCount} and dispute ${disputeCount} of the timesheets. Disputed timesheets go back to their employees with your comments. You cannot change the decision afterwards.`
            : t`You approve all ${approveCount} timesheets. You cannot change the decision afterwards.`
        }
        confirmLabel={t`Send decision`}
        onConfirm={send}
      />
    </PublicPage>
  );
}

/**
 * `/pic/request_timesheet/:content/:token?email=`: a client PIC approves the timesheets of a
 * period (`all`) or one resubmitted sheet from the link in their email, without signing in.
 * Every sheet is approved unless the PIC disputes it, as a whole or day by day, with a comment;
 * one button sends the decision and leads to the thank-you page. Built for a 360 px phone and for
 * links of hundreds of sheets: sheets start folded, the list is searchable and shown 50 at a time.
 * Like the leave page it speaks the link's language, which the server puts in the page's runtime
 * config, and holds its few fields in plain React state, no form library. Its words are a catalog
 * of their own (`locales/pages/timesheet`), loaded with the page.
 */
export function Component() {
  const ready = useCatalogs(timesheetLinkCatalog, kitTimesheetCatalog);
  return ready ? <TimesheetApproval /> : <LoadingState rows={5} />;
}

function TimesheetApproval() {
  const { t } = useLingui();
  const { content = '', token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const link = useTimesheetApprovalLink(content, token, email);
  const queryClient = useQueryClient();
  const access = { content, token, email };
  const onView = (view: PublicTimesheetApproval) => {
    queryClient.setQueryData<TimesheetLinkView>(link.queryKey, view);
  };

  return (
    <DecisionLinkPage
      link={link}
      loadingTitle={t`Opening the timesheets`}
      notFound={
        <Trans>
          We could not find timesheets for this link. It works only for the address it was sent to:
          check that you opened the whole link from the email, or ask HR to send it again.
        </Trans>
      }
    >
      {(data) =>
        data.state !== 'open' ? (
          <DecidedSheets decision={data.decision} />
        ) : data.payrollApproved ? (
          <PayrollApprovedLink />
        ) : (
          <OpenLink view={data} access={access} onView={onView} onStale={() => link.refetch()} />
        )
      }
    </DecisionLinkPage>
  );
}
