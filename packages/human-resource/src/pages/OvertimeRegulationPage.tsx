import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  capsText,
  NotFound,
  OVERTIME_METHOD_LABELS,
  OvertimeSchemeForm,
  QueryFailure,
  wordsOf,
} from '@staffdesk/kit';
import { Card, DescriptionList, LoadingState, PageHeader } from '@staffdesk/ui';
import { useNavigate, useParams } from 'react-router';
import { overtimePage } from '../components/OvertimeMessages';
import type { EffectiveOvertimeScheme, EmployeeDetail } from '../hooks/types';
import { useEmployee } from '../hooks/useEmployees';
import { useEmployeeOvertimeScheme } from '../hooks/useOvertime';

/** Where an employee's regulation comes from. */
const OVERTIME_SOURCE_LABELS: Readonly<Record<EffectiveOvertimeScheme['source'], string>> = wordsOf(
  {
    employee: msg({
      message: 'Their own regulation',
      comment: 'Overtime regulation set for this employee alone',
    }),
    client: msg({
      message: 'The client’s regulation',
      comment: 'Overtime regulation of the client the employee is placed at',
    }),
    default: msg({
      message: 'The default: government, 3 h a workday, 14 h a week',
      comment: 'Overtime regulation when neither the employee nor the client has one',
    }),
  },
);

/**
 * `/human-resource/employee/detail/:employeeId/overtime-regulation/:overtimeSchemeId?`: which
 * overtime regulation applies to an employee and where it comes from (their own, their client's,
 * or the default: the government method, 3 h a workday and 14 h a week); HR gives them their own,
 * changes it or removes it (they fall back to the client's or the default).
 */
function Page() {
  const { employeeId } = useParams();
  const me = useCurrentUser().data;
  if (!employeeId) return <NotFound />;
  if (me && !hasPermission(me, 'overtime.policy')) return <AccessDenied />;
  return <RegulationLoader employeeId={employeeId} />;
}

function RegulationLoader({ employeeId }: { employeeId: string }) {
  const { t } = useLingui();
  const employee = useEmployee(employeeId);
  const effective = useEmployeeOvertimeScheme(employeeId);
  if (employee.isPending || effective.isPending) {
    return <LoadingState label={t`Loading the overtime regulation…`} />;
  }
  if (employee.isError || effective.isError) {
    const failed = employee.isError ? employee : effective;
    return (
      <QueryFailure
        error={failed.error}
        onRetry={() => void failed.refetch()}
        action={{
          to: paths.humanResource.employee.detail(employeeId),
          label: t`Go to the employee`,
        }}
      />
    );
  }
  return <Regulation employee={employee.data} effective={effective.data} />;
}

function Regulation({
  employee,
  effective,
}: {
  employee: EmployeeDetail;
  effective: EffectiveOvertimeScheme;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = employee.fullName;
  const detailPath = paths.humanResource.employee.detail(employee.id);
  const own = effective.source === 'employee' ? effective.scheme : null;
  const clientName = effective.scheme?.ownerName ?? employee.clientName ?? '';
  const here = (schemeId?: string) =>
    navigate(paths.humanResource.employee.overtimeRegulation(employee.id, schemeId), {
      replace: true,
    });

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Overtime regulation of ${name}`}
        description={t`How ${name}’s overtime is paid and capped. Their own regulation wins over their client’s; without either, the government method applies.`}
        breadcrumbs={[
          { label: t`Employees`, href: paths.humanResource.employee.list() },
          { label: name, href: detailPath },
          { label: t`Overtime regulation` },
        ]}
        linkComponent={RouterLink}
      />
      <Card title={t`The regulation that applies now`}>
        <DescriptionList
          items={[
            {
              label: t`Comes from`,
              value:
                effective.source === 'client' && clientName
                  ? t`The regulation of ${clientName}`
                  : OVERTIME_SOURCE_LABELS[effective.source],
            },
            { label: t`Method`, value: OVERTIME_METHOD_LABELS[effective.method] },
            {
              label: t`Caps`,
              value: capsText(effective),
              numeric: true,
            },
          ]}
        />
      </Card>
      <Card title={own ? t`${name}’s own regulation` : t`Give ${name} their own regulation`}>
        <OvertimeSchemeForm
          scheme={own}
          owner={{ employeeId: employee.id }}
          onSaved={(saved) => here(saved.id)}
          onDeleted={() => here()}
        />
      </Card>
    </div>
  );
}

export const Component = overtimePage(Page);
