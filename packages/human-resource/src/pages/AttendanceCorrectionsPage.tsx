import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, dayLabel, PagedList } from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  FilterSelect,
  formatDateTime,
  Inline,
  PageHeader,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { ChangeList } from '../components/ChangeList';
import { CorrectionRejectDialog } from '../components/CorrectionRejectDialog';
import { EmployeeCell } from '../components/EmployeeCell';
import { DecisionBadge } from '../components/StatusBadges';
import type { AttendanceCorrection, AttendanceCorrectionQuery } from '../hooks/types';
import {
  useAttendanceCorrections,
  useDecideAttendanceCorrection,
} from '../hooks/useAttendanceCorrections';
import { correctionLines } from '../lib/attendance';

export const ATTENDANCE_CORRECTIONS_PAGE_SIZE = 20;

type Decision = NonNullable<AttendanceCorrectionQuery['status']>;
const DECISIONS: { value: Decision; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg({ message: 'Pending', context: 'status of a request' }) },
  { value: 'approved', label: msg({ message: 'Approved', context: 'status of a request' }) },
  { value: 'rejected', label: msg({ message: 'Rejected', context: 'status of a request' }) },
];

type Row = { row: { original: AttendanceCorrection } };

/**
 * `/human-resource/attendances/approval`: employees' corrections of their clock-in and clock-out
 * times. Approving makes the day's record take the asked times; rejecting needs a reason.
 */
export function Component() {
  const me = useCurrentUser().data;
  const canDecide = hasPermission(me, 'attendance.manage');
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const { values, page, update } = useListParams(['status', 'search'] as const);
  const status: Decision =
    DECISIONS.find(({ value }) => value === values.status)?.value ?? 'pending';
  const corrections = useAttendanceCorrections({
    status,
    ...compact({ search: values.search }),
    page,
    pageSize: ATTENDANCE_CORRECTIONS_PAGE_SIZE,
  });
  const decide = useDecideAttendanceCorrection();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AttendanceCorrection | null>(null);

  if (failureStatus(corrections.error) === 403) return <AccessDenied />;

  async function approve(correction: AttendanceCorrection) {
    setApproving(correction.id);
    const name = correction.employeeName;
    const day = dayLabel(correction.workDate, 'short');
    try {
      await decide.mutateAsync({ id: correction.id, decision: 'approve' });
      toast({
        tone: 'success',
        title: t`Correction approved`,
        description: t`${name}’s attendance on ${day} takes the corrected times.`,
      });
    } catch (error) {
      const failure = describeFailure(error);
      toast({
        tone: 'error',
        title: failure.status === 409 ? t`Already decided` : t`The correction was not approved`,
        description: failure.message,
      });
    } finally {
      setApproving(null);
    }
  }

  const columns: ColumnDef<AttendanceCorrection>[] = [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <EmployeeCell
          id={row.original.employeeId}
          name={row.original.employeeName}
          number={row.original.employeeNumber}
        />
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row }) => row.original.clientName ?? t`Internal staff`,
    },
    {
      id: 'workDate',
      header: t({ message: 'Day', context: 'the work day a correction is for' }),
      cell: ({ row }) => (
        <time className="sd-num" dateTime={row.original.workDate}>
          {dayLabel(row.original.workDate, 'short')}
        </time>
      ),
    },
    {
      id: 'times',
      header: t`Before → after`,
      cell: ({ row }) => <ChangeList lines={correctionLines(row.original)} />,
    },
    {
      id: 'reason',
      header: t`Reason`,
      cell: ({ row }) => row.original.reason,
    },
    {
      id: 'createdAt',
      header: t`Requested at`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    ...(status === 'pending'
      ? canDecide
        ? [
            {
              id: 'decide',
              header: () => <span className="sd-visually-hidden">{t`Decision`}</span>,
              cell: ({ row }: Row) => (
                <Inline as="span" justify="end">
                  <Button
                    size="sm"
                    variant="primary"
                    loading={approving === row.original.id}
                    disabled={approving !== null}
                    onClick={() => void approve(row.original)}
                  >
                    {t`Approve`}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={approving !== null}
                    onClick={() => setRejecting(row.original)}
                  >
                    {t`Reject`}
                  </Button>
                </Inline>
              ),
            } satisfies ColumnDef<AttendanceCorrection>,
          ]
        : []
      : [
          {
            id: 'decision',
            header: t`Decision`,
            cell: ({ row }: Row) => (
              <Stack as="span" gap={0}>
                <span>
                  <DecisionBadge status={row.original.status} />
                </span>
                {row.original.decidedBy ? (
                  <span className="sd-text-muted">
                    {row.original.decidedBy}
                    {row.original.decidedAt ? `, ${formatDateTime(row.original.decidedAt)}` : ''}
                  </span>
                ) : null}
                {row.original.decisionComment ? <span>{row.original.decisionComment}</span> : null}
              </Stack>
            ),
          } satisfies ColumnDef<AttendanceCorrection>,
        ]),
  ];

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Attendance corrections`}
        description={t`Employees’ corrections of their clock-in and clock-out times wait here for HR. Approving changes the day’s attendance.`}
      />
      <PagedList
        label={t`Attendance corrections`}
        columns={columns}
        query={corrections}
        pageSize={ATTENDANCE_CORRECTIONS_PAGE_SIZE}
        params={{ page, update, values }}
        getRowId={(correction) => correction.id}
        getRowLabel={(correction) => correction.employeeName}
        empty={{
          filtered: Boolean(values.search),
          match: {
            title: t`No corrections match your search`,
            description: t`Try another name or employee number.`,
          },
          none: {
            title:
              status === 'pending'
                ? t`No corrections wait for you.`
                : status === 'approved'
                  ? t`No approved corrections`
                  : t`No rejected corrections`,
            description:
              status === 'pending'
                ? t`When an employee corrects a clock-in or clock-out in self-service, the request appears here.`
                : undefined,
          },
        }}
        search={{
          label: t`Search corrections`,
          placeholder: t`Search by employee name or number`,
        }}
        filters={
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={(next) => update({ status: next === 'pending' ? null : next })}
            options={DECISIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          />
        }
      />
      {rejecting ? (
        <CorrectionRejectDialog correction={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </div>
  );
}
