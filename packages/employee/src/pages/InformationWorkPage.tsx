import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTRACT_TYPE_LABELS, labelOf, QueryView } from '@staffdesk/kit';
import { Badge, DescriptionList, EmptyState, Inline, PageHeader, Stack } from '@staffdesk/ui';
import { Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { useMyEmployee } from '../hooks/useMyEmployee';
import { contractEndNote } from '../lib/dates';
import { formatDay, formatRupiah } from '../lib/format';
import type { EmployeeDetail } from '../lib/types';

/** `/employee/information-work`: my placement, read-only. */
export function Component() {
  const { t } = useLingui();
  const employee = useMyEmployee();
  return (
    <Stack>
      <PageHeader
        title={t`My work`}
        description={t`Your placement as HR recorded it. Ask HR if something is not right.`}
      />
      <QueryView
        failure={QueryFailure}
        query={employee}
        loadingLabel={t`Loading your placement…`}
        rows={5}
      >
        {(data) => <Work employee={data} />}
      </QueryView>
    </Stack>
  );
}

/**
 * The approving PICs. `GET /me/employee` gives their ids only (`placement.approverPicIds`), and
 * an employee may not read the client's PICs, so the page counts them.
 */
function Approvers({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const count = employee.placement.approverPicIds.length;
  const client = employee.clientName;
  if (count > 0) {
    return (
      <p>
        {client
          ? t`${plural(count, {
              one: `# PIC of ${client} approves your timesheets, overtime and leave.`,
              other: `# PICs of ${client} approve your timesheets, overtime and leave.`,
            })} Ask HR who they are.`
          : t`${plural(count, {
              one: '# PIC of your client approves your timesheets, overtime and leave.',
              other: '# PICs of your client approve your timesheets, overtime and leave.',
            })} Ask HR who they are.`}
      </p>
    );
  }
  return (
    <EmptyState
      title={t`No approvers recorded.`}
      description={t`Ask HR who approves your timesheets, overtime and leave.`}
    />
  );
}

function Work({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const placement = employee.placement;
  const endNote = contractEndNote(placement.endDate);
  const total = placement.baseSalary + (placement.fixedAllowances ?? 0);
  return (
    <>
      <Section id="placement" title={t`Placement`}>
        <DescriptionList
          items={[
            {
              label: t`Client`,
              value: placement.clientId ? (employee.clientName ?? '—') : t`Internal staff`,
            },
            {
              label: t({ message: 'Position', context: 'job title' }),
              value: placement.position || '—',
            },
            {
              label: t`Contract type`,
              value: labelOf(CONTRACT_TYPE_LABELS, placement.contractType),
            },
            { label: t`Start date`, value: formatDay(placement.startDate), numeric: true },
            {
              label: t`End date`,
              numeric: true,
              value: placement.endDate ? (
                <Inline as="span">
                  <span>{formatDay(placement.endDate)}</span>
                  {endNote ? (
                    <Badge tone={endNote.ended ? 'neutral' : 'warning'}>{endNote.text}</Badge>
                  ) : null}
                </Inline>
              ) : (
                t`No end date`
              ),
            },
            {
              label: t`Work week`,
              value:
                placement.workWeek === 6
                  ? t`6 days (Monday to Saturday)`
                  : t`5 days (Monday to Friday)`,
            },
          ]}
        />
      </Section>
      <Section id="pay" title={t({ message: 'Pay', context: 'noun: salary' })}>
        <Stack gap={3}>
          <DescriptionList
            items={[
              { label: t`Base salary`, value: formatRupiah(placement.baseSalary), numeric: true },
              {
                label: t`Fixed allowances`,
                value: formatRupiah(placement.fixedAllowances ?? 0),
                numeric: true,
              },
              { label: t`Fixed pay a month`, value: formatRupiah(total), numeric: true },
            ]}
          />
          <p className="sd-text-muted">
            <Trans>
              Before tax (PPh 21) and BPJS. Your e-payslip shows what is paid each month.
            </Trans>
          </p>
        </Stack>
      </Section>
      <Section id="approvers" title={t`Who approves`}>
        <Approvers employee={employee} />
      </Section>
    </>
  );
}
