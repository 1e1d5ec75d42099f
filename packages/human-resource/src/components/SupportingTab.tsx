import { describeFailure, paths } from '@staffdesk/core';
import {
  Button,
  Card,
  DescriptionList,
  ErrorState,
  formatDate,
  formatMoney,
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
const PROGRAMMES: Readonly<Record<string, string>> = {
  kesehatan: 'BPJS Kesehatan',
  jht: 'JHT (old-age savings)',
  jp: 'JP (pension)',
  jkk: 'JKK (work accident)',
  jkm: 'JKM (death)',
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
  if (typeof contributions !== 'object' || contributions === null) {
    return <p className="sd-text-muted">No contributions this month.</p>;
  }
  const entries = Object.entries(contributions as Record<string, unknown>);
  const rows = entries
    .filter(([, value]) => isShare(value))
    .map(([key, value]) => ({ key, label: PROGRAMMES[key] ?? key, share: value as Share }));
  const totals = entries.filter(([, value]) => typeof value === 'number') as [string, number][];
  const TOTAL_LABELS: Record<string, string> = {
    wage: 'Wage it is based on (base salary and fixed allowances)',
    employeeDeductions: 'Deducted from the salary',
    taxableEmployerPremiums: 'Employer premiums taxed as income',
  };
  return (
    <div className="sd-stack">
      <SimpleTable
        label="BPJS contributions this month"
        columns={[
          { header: 'Programme', cell: (row) => row.label },
          { header: 'Employer', cell: (row) => money(row.share.employer), align: 'right' },
          { header: 'Employee', cell: (row) => money(row.share.employee), align: 'right' },
        ]}
        rows={rows}
        getRowKey={(row) => row.key}
      />
      {totals.length > 0 ? (
        <DescriptionList
          items={totals.map(([key, value]) => ({
            label: TOTAL_LABELS[key] ?? key,
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
  if (supporting.isPending) return <LoadingState label="Loading the supporting information…" />;
  if (supporting.isError) {
    return (
      <ErrorState
        title="The supporting information could not be loaded"
        message={describeFailure(supporting.error).message}
        onRetry={() => void supporting.refetch()}
      />
    );
  }
  const { insurance, assets, bpjs } = supporting.data;
  return (
    <div className="sd-stack">
      {canManage ? (
        <div className="sd-inline" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setEditing(true)}>Edit supporting information</Button>
        </div>
      ) : null}
      {editing ? (
        <SupportingDialog
          employeeId={employee.id}
          employeeName={employee.fullName}
          supporting={supporting.data}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <Card title="BPJS">
        <DescriptionList
          items={[
            {
              label: 'BPJS Kesehatan number',
              value: bpjs.kesehatanNumber || muted('Not registered'),
              numeric: true,
            },
            { label: 'Kesehatan class', value: `Class ${bpjs.kesehatanClass}` },
            {
              label: 'BPJS Ketenagakerjaan number',
              value: bpjs.ketenagakerjaanNumber || muted('Not registered'),
              numeric: true,
            },
          ]}
        />
      </Card>
      <Card title="Contributions this month">
        <Contributions contributions={bpjs.contributions} />
      </Card>
      <Card title="Insurance" flush>
        <SimpleTable<Insurance>
          label="Insurance"
          columns={[
            { header: 'Provider', cell: (policy) => policy.provider },
            {
              header: 'Policy number',
              cell: (policy) => <span className="sd-num">{policy.policyNumber}</span>,
            },
            { header: 'Coverage', cell: (policy) => policy.coverage },
            {
              header: 'Valid until',
              cell: (policy) => (policy.validUntil ? formatDate(policy.validUntil) : muted('—')),
            },
          ]}
          rows={insurance}
          getRowKey={(policy, index) => `${policy.policyNumber}:${index}`}
          empty={muted('No insurance policies.')}
        />
      </Card>
      <Card title="Assets" flush>
        <SimpleTable<Asset>
          label="Assets"
          columns={[
            { header: 'Asset', cell: (asset) => asset.name },
            { header: 'Serial number', cell: (asset) => asset.serialNumber || muted('—') },
            { header: 'Given on', cell: (asset) => formatDate(asset.assignedAt) },
            {
              header: 'Returned on',
              cell: (asset) =>
                asset.returnedAt ? formatDate(asset.returnedAt) : muted('Still with them'),
            },
          ]}
          rows={assets}
          getRowKey={(asset, index) => `${asset.name}:${index}`}
          empty={muted('No assets on loan.')}
        />
      </Card>
    </div>
  );
}
