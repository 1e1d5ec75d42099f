import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  DescriptionList,
  formatDate,
  formatMoney,
  Inline,
  LoadingState,
  SimpleTable,
} from '@staffdesk/ui';
import { useNavigate } from 'react-router';
import type { EmployeeDetail, Supporting } from '../hooks/types';
import { useSupporting } from '../hooks/useProfile';
import { SupportingDialog } from './SupportingDialog';

type Insurance = Supporting['insurance'][number];
type Asset = Supporting['assets'][number];

/** The BPJS programmes in the order of the payslip. */
const PROGRAMMES: Readonly<Record<string, MessageDescriptor>> = {
  kesehatan: msg`BPJS Kesehatan`,
  jht: msg`JHT (old-age savings)`,
  jp: msg`JP (pension)`,
  jkk: msg`JKK (work accident)`,
  jkm: msg`JKM (death)`,
};

/** The totals under the contributions. */
const TOTAL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  wage: msg`Wage it is based on (base salary and fixed allowances)`,
  employeeDeductions: msg`Deducted from the salary`,
  taxableEmployerPremiums: msg`Employer premiums taxed as income`,
};

type Share = { employer?: number; employee?: number };

function isShare(value: unknown): value is Share {
  return (
    typeof value === 'object' && value !== null && ('employer' in value || 'employee' in value)
  );
}

function muted(text: string) {
  return <span className="sd-text-muted">{text}</span>;
}

function money(value: number | undefined) {
  return value === undefined ? muted('—') : formatMoney(value);
}

/** This month's contributions per programme, employer and employee parts. */
function Contributions({ contributions }: { contributions: unknown }) {
  const { t, i18n } = useLingui();
  if (typeof contributions !== 'object' || contributions === null) {
    return (
      <p className="sd-text-muted">
        <Trans>No contributions this month.</Trans>
      </p>
    );
  }
  const entries = Object.entries(contributions as Record<string, unknown>);
  const rows = entries
    .filter(([, value]) => isShare(value))
    .map(([key, value]) => {
      const programme = PROGRAMMES[key];
      return { key, label: programme ? i18n._(programme) : key, share: value as Share };
    });
  const totals = entries.filter(([, value]) => typeof value === 'number') as [string, number][];
  return (
    <div className="sd-stack">
      <SimpleTable
        label={t`BPJS contributions this month`}
        columns={[
          { header: t`Programme`, cell: (row) => row.label },
          {
            header: t({ message: 'Employer', context: 'BPJS share' }),
            cell: (row) => money(row.share.employer),
            align: 'right',
          },
          {
            header: t({ message: 'Employee', context: 'BPJS share' }),
            cell: (row) => money(row.share.employee),
            align: 'right',
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.key}
      />
      {totals.length > 0 ? (
        <DescriptionList
          items={totals.map(([key, value]) => ({
            label: TOTAL_LABELS[key] ? i18n._(TOTAL_LABELS[key]) : key,
            value: formatMoney(value),
            numeric: true,
          }))}
        />
      ) : null}
    </div>
  );
}

/** Insurance policies, assets on loan, BPJS numbers and this month's contributions; HR edits them. */
export function SupportingTab({
  employee,
  canManage,
  editing: editingByAddress = false,
}: {
  employee: EmployeeDetail;
  canManage: boolean;
  /** The address is a supporting sub-form (`…/supporting/:form/:type`): the editor is open. */
  editing?: boolean;
}) {
  const { t } = useLingui();
  const supporting = useSupporting(employee.id);
  const navigate = useNavigate();
  const editing = canManage && editingByAddress;
  // The editor has its own address, so it can be linked to and reloaded.
  const setEditing = (open: boolean) =>
    navigate(
      open
        ? paths.humanResource.employee.supportingForm(employee.id, 'insurance', 'edit')
        : `${paths.humanResource.employee.detail(employee.id)}?tab=supporting`,
    );
  if (supporting.isPending) return <LoadingState label={t`Loading the supporting information…`} />;
  if (supporting.isError) {
    return (
      <QueryFailure
        error={supporting.error}
        title={t`The supporting information could not be loaded`}
        onRetry={() => void supporting.refetch()}
      />
    );
  }
  const { insurance, assets, bpjs } = supporting.data;
  const { kesehatanClass } = bpjs;
  return (
    <div className="sd-stack">
      {canManage ? (
        <Inline justify="end">
          <Button onClick={() => setEditing(true)}>
            <Trans>Edit supporting information</Trans>
          </Button>
        </Inline>
      ) : null}
      {editing ? (
        <SupportingDialog
          employeeId={employee.id}
          employeeName={employee.fullName}
          supporting={supporting.data}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <Card title={t`BPJS`}>
        <DescriptionList
          items={[
            {
              label: t`BPJS Kesehatan number`,
              value: bpjs.kesehatanNumber || muted(t`Not registered`),
              numeric: true,
            },
            { label: t`Kesehatan class`, value: t`Class ${kesehatanClass}` },
            {
              label: t`BPJS Ketenagakerjaan number`,
              value: bpjs.ketenagakerjaanNumber || muted(t`Not registered`),
              numeric: true,
            },
          ]}
        />
      </Card>
      {/* Absent for those who may not see pay (the contributions show the wage): no card then. */}
      {bpjs.contributions === undefined ? null : (
        <Card title={t`Contributions this month`}>
          <Contributions contributions={bpjs.contributions} />
        </Card>
      )}
      <Card title={t`Insurance`} flush>
        <SimpleTable<Insurance>
          label={t`Insurance`}
          columns={[
            { header: t`Provider`, cell: (policy) => policy.provider },
            {
              header: t`Policy number`,
              cell: (policy) => <span className="sd-num">{policy.policyNumber}</span>,
            },
            { header: t`Coverage`, cell: (policy) => policy.coverage },
            {
              header: t`Valid until`,
              cell: (policy) => (policy.validUntil ? formatDate(policy.validUntil) : muted('—')),
            },
          ]}
          rows={insurance}
          getRowKey={(policy, index) => `${policy.policyNumber}:${index}`}
          empty={muted(t`No insurance policies.`)}
        />
      </Card>
      <Card title={t`Assets`} flush>
        <SimpleTable<Asset>
          label={t`Assets`}
          columns={[
            { header: t`Asset`, cell: (asset) => asset.name },
            { header: t`Serial number`, cell: (asset) => asset.serialNumber || muted('—') },
            { header: t`Given on`, cell: (asset) => formatDate(asset.assignedAt) },
            {
              header: t`Returned on`,
              cell: (asset) =>
                asset.returnedAt ? formatDate(asset.returnedAt) : muted(t`Still with them`),
            },
          ]}
          rows={assets}
          getRowKey={(asset, index) => `${asset.name}:${index}`}
          empty={muted(t`No assets on loan.`)}
        />
      </Card>
    </div>
  );
}
