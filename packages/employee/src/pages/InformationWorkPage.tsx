import { CONTRACT_TYPE_LABELS, labelOf } from '@staffdesk/kit';
import { Badge, DescriptionList, EmptyState, PageHeader } from '@staffdesk/ui';
import { QueryView } from '../components/QueryView';
import { Section } from '../components/Section';
import { useMyEmployee } from '../hooks/useMyEmployee';
import { contractEndNote } from '../lib/dates';
import { formatDay, formatRupiah } from '../lib/format';
import type { EmployeeDetail } from '../lib/types';

/** `/employee/information-work`: my placement, read-only. */
export function Component() {
  const employee = useMyEmployee();
  return (
    <div className="sd-stack">
      <PageHeader
        title="My work"
        description="Your placement as HR recorded it. Ask HR if something is not right."
      />
      <QueryView query={employee} loadingLabel="Loading your placement…" rows={5}>
        {(data) => <Work employee={data} />}
      </QueryView>
    </div>
  );
}

/**
 * The approving PICs. `GET /me/employee` gives their ids only (`placement.approverPicIds`), and
 * an employee may not read the client's PICs, so the page counts them.
 */
function Approvers({ employee }: { employee: EmployeeDetail }) {
  const count = employee.placement.approverPicIds.length;
  if (count > 0) {
    return (
      <p style={{ margin: 0 }}>
        {count === 1 ? '1 PIC' : `${count} PICs`} of {employee.clientName ?? 'your client'}{' '}
        {count === 1 ? 'approves' : 'approve'} your timesheets, overtime and leave. Ask HR who they
        are.
      </p>
    );
  }
  return (
    <EmptyState
      title="No approvers recorded."
      description="Ask HR who approves your timesheets, overtime and leave."
    />
  );
}

function Work({ employee }: { employee: EmployeeDetail }) {
  const placement = employee.placement;
  const endNote = contractEndNote(placement.endDate);
  const total = placement.baseSalary + (placement.fixedAllowances ?? 0);
  return (
    <>
      <Section id="placement" title="Placement">
        <DescriptionList
          items={[
            {
              label: 'Client',
              value: placement.clientId ? (employee.clientName ?? '—') : 'Internal staff',
            },
            { label: 'Position', value: placement.position || '—' },
            {
              label: 'Contract type',
              value: labelOf(CONTRACT_TYPE_LABELS, placement.contractType),
            },
            { label: 'Start date', value: formatDay(placement.startDate), numeric: true },
            {
              label: 'End date',
              numeric: true,
              value: placement.endDate ? (
                <span className="sd-inline">
                  <span>{formatDay(placement.endDate)}</span>
                  {endNote ? (
                    <Badge tone={endNote === 'Ended' ? 'neutral' : 'warning'}>{endNote}</Badge>
                  ) : null}
                </span>
              ) : (
                'No end date'
              ),
            },
            {
              label: 'Work week',
              value:
                placement.workWeek === 6
                  ? '6 days (Monday to Saturday)'
                  : '5 days (Monday to Friday)',
            },
          ]}
        />
      </Section>
      <Section id="pay" title="Pay">
        <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
          <DescriptionList
            items={[
              { label: 'Base salary', value: formatRupiah(placement.baseSalary), numeric: true },
              {
                label: 'Fixed allowances',
                value: formatRupiah(placement.fixedAllowances ?? 0),
                numeric: true,
              },
              { label: 'Fixed pay a month', value: formatRupiah(total), numeric: true },
            ]}
          />
          <p className="sd-text-muted" style={{ margin: 0 }}>
            Before tax (PPh 21) and BPJS. Your e-payslip shows what is paid each month.
          </p>
        </div>
      </Section>
      <Section id="approvers" title="Who approves">
        <Approvers employee={employee} />
      </Section>
    </>
  );
}
