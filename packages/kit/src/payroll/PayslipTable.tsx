import { Trans, useLingui } from '@lingui/react/macro';
import { compact } from '@staffdesk/core';
import {
  Badge,
  Button,
  ClickableRows,
  type ColumnDef,
  EmptyState,
  FilterBar,
  formatMoney,
  Inline,
  SearchInput,
  Stack,
  Text,
} from '@staffdesk/ui';
import { useId } from 'react';
import { labelOf } from '../labels/labels';
import { PagedList } from '../lists/PagedList';
import { PayslipEmployeeCell } from './PayslipEmployeeCell';
import {
  PAYSLIP_WARNING_LABELS,
  type PayrollRun,
  type PayslipFinding,
  type PayslipSummary,
} from './payroll';
import { usePayslips } from './usePayroll';

export const PAYSLIPS_PAGE_SIZE = 50;

export type PayslipTableProps = {
  run: PayrollRun;
  /** The search, the warnings filter and the page, from the URL. */
  search: string;
  onlyWarnings: boolean;
  page: number;
  onChange: (patch: { search?: string; warnings?: string | null; page?: number }) => void;
  /** Opens a payslip's breakdown. */
  onOpen: (payslip: PayslipSummary) => void;
  /** Accepts a warning with a reason (absent: the user may not, or the run is past it). */
  onAccept?: ((payslip: PayslipSummary, finding: PayslipFinding) => void) | undefined;
};

const RIGHT = { align: 'right' } as const;

function usePayslipColumns(
  onOpen: PayslipTableProps['onOpen'],
  onAccept: PayslipTableProps['onAccept'],
): ColumnDef<PayslipSummary>[] {
  const { t } = useLingui();
  const money = (value: number) => (
    <Text num nowrap>
      {formatMoney(value)}
    </Text>
  );
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original: payslip } }) => (
        <PayslipEmployeeCell employee={payslip.employee} onOpen={() => onOpen(payslip)} />
      ),
    },
    {
      id: 'ptkp',
      header: t`PTKP`,
      cell: ({ row: { original: payslip } }) => (
        <span className="sd-num">{payslip.employee.ptkpStatus}</span>
      ),
    },
    {
      id: 'gross',
      header: t({ message: 'Gross pay', context: 'a payslip’s gross' }),
      cell: ({ row: { original: payslip } }) => money(payslip.gross),
      meta: RIGHT,
    },
    {
      id: 'bpjs',
      header: t`BPJS (employee)`,
      cell: ({ row: { original: payslip } }) => money(payslip.bpjsEmployee),
      meta: RIGHT,
    },
    {
      id: 'tax',
      header: t`PPh 21`,
      cell: ({ row: { original: payslip } }) =>
        payslip.tax < 0 ? (
          <Stack as="span" gap={0} align="end">
            {money(payslip.tax)}
            <span className="sd-text-muted">
              {t({ message: 'refund', context: 'PPh 21 paid back to the employee' })}
            </span>
          </Stack>
        ) : (
          money(payslip.tax)
        ),
      meta: RIGHT,
    },
    {
      id: 'net',
      header: t({ message: 'Net pay', context: 'a payslip’s take-home pay' }),
      cell: ({ row: { original: payslip } }) => <strong>{money(payslip.net)}</strong>,
      meta: RIGHT,
    },
    {
      id: 'warnings',
      header: t({ message: 'Checks', context: 'a payslip’s errors and warnings' }),
      cell: ({ row: { original: payslip } }) =>
        payslip.findings.length > 0 ? (
          <Stack as="ul" gap={1}>
            {payslip.findings.map((finding) => (
              <FindingItem
                key={finding.code}
                finding={finding}
                onAccept={onAccept ? () => onAccept(payslip, finding) : undefined}
              />
            ))}
          </Stack>
        ) : (
          <span className="sd-text-muted">—</span>
        ),
    },
  ];
}

/**
 * One check of a payslip: its severity and word (the server's sentence on hover), "accepted"
 * with the reason once a warning is accepted, else an "Accept…" button for those who may.
 */
function FindingItem({
  finding,
  onAccept,
}: {
  finding: PayslipFinding;
  onAccept: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const label = labelOf(PAYSLIP_WARNING_LABELS, finding.code);
  const error = finding.severity === 'error';
  const acceptedReason = finding.accepted?.reason;
  return (
    <Inline as="li" gap={1}>
      <Badge tone={error ? 'danger' : finding.accepted ? 'neutral' : 'warning'}>
        <span title={finding.message}>
          {error
            ? t({ message: `Error: ${label}`, comment: 'A payslip finding that blocks approval' })
            : t({ message: `Warning: ${label}`, comment: 'A payslip finding to accept' })}
        </span>
      </Badge>
      {finding.accepted ? (
        <span className="sd-text-muted" title={acceptedReason}>
          {t({
            message: `Accepted: ${acceptedReason}`,
            comment: 'A payslip warning accepted with a reason',
          })}
        </span>
      ) : !error && onAccept ? (
        <Button size="sm" variant="ghost" onClick={onAccept}>
          {t`Accept with reason`}
        </Button>
      ) : null}
    </Inline>
  );
}

/**
 * A run's payslips (`GET /runs/{id}/payslips`), searched by employee name or number and paged by
 * the server, optionally only those with a warning; an employee's name opens their breakdown.
 */
export function PayslipTable({
  run,
  search,
  onlyWarnings,
  page,
  onChange,
  onOpen,
  onAccept,
}: PayslipTableProps) {
  const { t } = useLingui();
  const toggleId = useId();
  const columns = usePayslipColumns(onOpen, onAccept);
  const payslips = usePayslips(run.id, {
    ...compact({ search }),
    ...(onlyWarnings ? { warnings: 'true' as const } : {}),
    page,
    pageSize: PAYSLIPS_PAGE_SIZE,
  });
  const filtered = Boolean(search) || onlyWarnings;
  const never = run.totals === null && run.calculatedAt === null;

  return (
    <ClickableRows>
      <PagedList
        label={t`Payslips`}
        columns={columns}
        query={payslips}
        pageSize={PAYSLIPS_PAGE_SIZE}
        params={{ page, update: onChange }}
        getRowId={(payslip) => payslip.id}
        getRowLabel={(payslip) => payslip.employee.name}
        emptyState={
          filtered ? (
            <EmptyState
              title={t`No payslips match`}
              description={
                onlyWarnings && !search
                  ? t`No payslip of this run has a warning.`
                  : t`Try another name or employee number.`
              }
            />
          ) : never ? (
            <EmptyState
              title={t`No payslips yet`}
              description={t`Calculate the run to make a payslip for every employee of the month.`}
            />
          ) : (
            <EmptyState
              title={t`No payslips`}
              description={t`Nobody was employed in this month.`}
            />
          )
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={t`Search payslips`}
                placeholder={t`Search by employee name or number`}
                value={search}
                onSearch={(next) => onChange({ search: next })}
              />
            }
          >
            <div className="sd-check" style={{ alignSelf: 'center' }}>
              <input
                id={toggleId}
                type="checkbox"
                className="sd-checkbox-input"
                checked={onlyWarnings}
                onChange={(event) => onChange({ warnings: event.target.checked ? 'true' : null })}
              />
              <label htmlFor={toggleId} className="sd-check__label">
                <Trans>Only with warnings</Trans>
              </label>
            </div>
          </FilterBar>
        }
      />
    </ClickableRows>
  );
}
