import { useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCatalogs,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, PagedList, TAX_METHOD_LABELS } from '@staffdesk/kit';
import {
  Badge,
  ClickableRows,
  type ColumnDef,
  formatDate,
  formatMoney,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { type PayrollPolicy, usePayrollPolicies } from '../hooks/usePayrollPolicies';
import {
  PAYSLIP_DELIVERY_LABELS,
  PRORATION_BASIS_LABELS,
  thrMonthText,
} from '../lib/payroll-policy';
import { payrollPolicyCatalog } from '../locales/pages/payroll-policy/catalog';

export const PAYROLL_POLICIES_PAGE_SIZE = 20;

const formPath = (clientId: string) => paths.finance.pph21Policy.form('edit', clientId);

function useColumns(): ColumnDef<PayrollPolicy>[] {
  const { t } = useLingui();
  return [
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row: { original } }) => (
        <Stack as="span" gap={0}>
          <Link to={formPath(original.clientId)} data-row-primary="">
            {original.clientName}
          </Link>
          <span className="sd-text-muted sd-num">{original.clientCode}</span>
        </Stack>
      ),
    },
    {
      id: 'taxMethod',
      header: t`Tax method`,
      cell: ({ row: { original } }) => TAX_METHOD_LABELS[original.taxMethod],
    },
    {
      id: 'prorationBasis',
      header: t`Proration`,
      cell: ({ row: { original } }) => PRORATION_BASIS_LABELS[original.prorationBasis],
    },
    {
      id: 'thrMonth',
      header: t`THR month`,
      cell: ({ row: { original } }) => thrMonthText(original.thrMonth),
    },
    {
      id: 'kesehatanFloor',
      header: t`BPJS Kesehatan floor`,
      cell: ({ row: { original } }) => (
        <Text num nowrap>
          {original.kesehatanFloor > 0 ? formatMoney(original.kesehatanFloor) : '—'}
        </Text>
      ),
      meta: { align: 'right' },
    },
    {
      id: 'payslipDelivery',
      header: t`E-payslip delivery`,
      cell: ({ row: { original } }) => PAYSLIP_DELIVERY_LABELS[original.payslipDelivery],
    },
    {
      id: 'policy',
      header: t`Policy`,
      cell: ({ row: { original } }) => {
        if (original.isDefault) {
          return (
            <Badge tone="neutral">
              {t({ message: 'Default', context: 'a client without a payroll policy of its own' })}
            </Badge>
          );
        }
        if (!original.updatedAt) return null;
        const day = formatDate(original.updatedAt);
        const who = original.updatedByLabel ?? '—';
        return (
          <Stack as="span" gap={0}>
            <span className="sd-num">{t`Changed ${day}`}</span>
            <span className="sd-text-muted">{who}</span>
          </Stack>
        );
      },
    },
  ];
}

/**
 * `/finance/pph21-policy`: every client's payroll policy (`GET /client-policies`, `payroll.read`):
 * the PPh 21 tax method, how a part month is prorated, the month THR is paid, the BPJS Kesehatan
 * wage floor and how e-payslips are mailed; "Default" for a client without a policy of its own.
 * Searched by client name or code and paged by the server (`?search=&page=`); a row opens the
 * client's policy.
 */
export function Component() {
  const ready = useCatalogs(payrollPolicyCatalog);
  return ready ? <PayrollPolicyList /> : <LoadingState rows={5} />;
}

function PayrollPolicyList() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const columns = useColumns();
  const { values, page, update } = useListParams(['search'] as const);
  const policies = usePayrollPolicies({
    ...compact({ search: values.search }),
    page,
    pageSize: PAYROLL_POLICIES_PAGE_SIZE,
  });

  if (failureStatus(policies.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`PPh 21 policy`}
        description={t`How each client’s payroll is calculated: who bears the PPh 21, how a part month is prorated, when THR is paid, the BPJS Kesehatan wage floor and how e-payslips are mailed. A client without its own policy follows the defaults.`}
      />
      <ClickableRows>
        <PagedList
          label={t`Clients’ payroll policies`}
          columns={columns}
          query={policies}
          pageSize={PAYROLL_POLICIES_PAGE_SIZE}
          params={{ page, update, values }}
          getRowId={(policy) => policy.clientId}
          getRowLabel={(policy) => policy.clientName}
          rowActions={(policy) => [
            { label: t`Open policy`, onSelect: () => navigate(formPath(policy.clientId)) },
          ]}
          empty={{
            filtered: Boolean(values.search),
            match: { title: t`No clients match`, description: t`Try another client name or code.` },
            none: {
              title: t`No clients yet`,
              description: t`Each client business development adds appears here with the default policy.`,
            },
          }}
          search={{
            label: t`Search clients`,
            placeholder: t`Search by client name or code`,
          }}
        />
      </ClickableRows>
    </div>
  );
}
