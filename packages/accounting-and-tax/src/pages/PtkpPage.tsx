import { useLingui } from '@lingui/react/macro';
import { FormRow, FormSection, formatMoney, MoneyField, SimpleTable } from '@staffdesk/ui';
import { MasterVersions } from '../components/MasterVersions';
import { TaxMasterPage } from '../components/TaxMasterPage';
import { PtkpMeaning, ptkpParts } from '../components/words';
import { PTKP_STATUSES, type PtkpData, type PtkpStatus } from '../lib/masters';

const BLANK: PtkpData = {
  amounts: Object.fromEntries(PTKP_STATUSES.map((status) => [status, 0])) as Record<
    PtkpStatus,
    number
  >,
};

function PtkpAmounts({ data }: { data: PtkpData }) {
  const { t } = useLingui();
  return (
    <SimpleTable
      label={t`Annual PTKP per status`}
      rows={PTKP_STATUSES}
      getRowKey={(status) => status}
      columns={[
        { header: t`Status`, cell: (status) => <strong>{status}</strong> },
        { header: t`Meaning`, cell: (status) => <PtkpMeaning {...ptkpParts(status)} /> },
        {
          header: t`Annual PTKP`,
          align: 'right',
          cell: (status) => <span className="sd-num">{formatMoney(data.amounts[status])}</span>,
        },
      ]}
    />
  );
}

function PtkpFields() {
  const { t } = useLingui();
  return (
    <FormSection title={t`Annual PTKP per status`}>
      {[PTKP_STATUSES.slice(0, 4), PTKP_STATUSES.slice(4)].map((group) => (
        <FormRow key={group[0]}>
          {group.map((status) => (
            <MoneyField
              key={status}
              name={`data.amounts.${status}`}
              label={status}
              description={<PtkpMeaning {...ptkpParts(status)} />}
              required
              requiredMessage={t`Enter the annual PTKP of ${status}.`}
            />
          ))}
        </FormRow>
      ))}
    </FormSection>
  );
}

/**
 * `/accounting-and-tax/ptkp`: the versions of the annual PTKP amounts per status (payroll takes
 * the version in force on 1 January of the tax year); a version's amounts, and for `tax.manage`
 * its change or a new version.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <TaxMasterPage
      title={t`PTKP amounts`}
      description={t`The annual non-taxable income per PTKP status, by version. Payroll uses the version in force on 1 January of the tax year.`}
    >
      <MasterVersions<PtkpData>
        kind="ptkp"
        title={t`PTKP amounts`}
        summary={(data) => {
          const single = formatMoney(data.amounts['TK/0']);
          return t`TK/0: ${single}`;
        }}
        view={(data) => <PtkpAmounts data={data} />}
        fields={<PtkpFields />}
        blank={BLANK}
      />
    </TaxMasterPage>
  );
}
