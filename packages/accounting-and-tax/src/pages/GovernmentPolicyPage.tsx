import { useLingui } from '@lingui/react/macro';
import { FormRow, formatMoney, MoneyField, type SimpleColumn, SimpleTable } from '@staffdesk/ui';
import { PercentField, RowsEditor } from '../components/fields';
import { MasterVersions } from '../components/MasterVersions';
import { TaxMasterPage } from '../components/TaxMasterPage';
import {
  type Article17Bracket,
  type Article17Data,
  type JobExpenseData,
  type NoNpwpData,
  percentText,
} from '../lib/masters';

function Article17Brackets({ data }: { data: Article17Data }) {
  const { t } = useLingui();
  const columns: SimpleColumn<Article17Bracket>[] = [
    {
      header: t`Annual PKP over`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatMoney(row.over)}</span>,
    },
    {
      header: t`Up to`,
      align: 'right',
      cell: (row) => (
        <span className="sd-num">{row.upTo === null ? t`no limit` : formatMoney(row.upTo)}</span>
      ),
    },
    {
      header: t`Rate`,
      align: 'right',
      cell: (row) => <span className="sd-num">{percentText(row.rateBp)}</span>,
    },
  ];
  return (
    <SimpleTable
      label={t`Article 17 brackets`}
      columns={columns}
      rows={data.brackets}
      getRowKey={(_row, index) => String(index)}
    />
  );
}

function Article17Fields() {
  const { t } = useLingui();
  return (
    <>
      <MoneyField
        name="data.pkpRoundDownTo"
        label={t`PKP rounded down to`}
        description={t`The annual PKP is rounded down to a multiple of this before the brackets apply.`}
        required
        requiredMessage={t`Enter what the PKP is rounded down to.`}
      />
      <RowsEditor
        name="data.brackets"
        label={t`Article 17 brackets`}
        startKey="over"
        endKey="upTo"
        startLabel={t`Annual PKP over`}
        endLabel={t`Up to`}
        rateLabel={t`Rate (%)`}
        openEnd={t`no limit`}
        step={0}
      />
    </>
  );
}

function JobExpenseFields() {
  const { t } = useLingui();
  return (
    <FormRow>
      <PercentField name="data.ratePercent" label={t`Rate of gross (%)`} />
      <MoneyField
        name="data.maxPerMonth"
        label={t`At most per month`}
        required
        requiredMessage={t`Enter the most per month.`}
      />
      <MoneyField
        name="data.maxPerYear"
        label={t`At most per year`}
        required
        requiredMessage={t`Enter the most per year.`}
      />
    </FormRow>
  );
}

/**
 * `/accounting-and-tax/master-pph21/government-policy`: the statutory PPh 21 figures, each by version
 * with the same list, view and form: the Article 17 brackets (and the rounding of the PKP), the
 * job expense (rate and caps) and the surcharge without an NPWP.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <TaxMasterPage
      title={t`Government policy`}
      description={t`The statutory PPh 21 figures: the Article 17 brackets of the annual settlement, the job expense and the surcharge for employees without an NPWP.`}
    >
      <MasterVersions<Article17Data>
        kind="article17"
        title={t`Article 17 brackets`}
        description={t`The rates of the annual PPh 21 settlement on the PKP, bracket by bracket.`}
        summary={(data) => {
          const rates = data.brackets.map((bracket) => bracket.rateBp);
          if (rates.length === 0) return null;
          const lowest = percentText(Math.min(...rates));
          const highest = percentText(Math.max(...rates));
          return t`${lowest} to ${highest}`;
        }}
        facts={(data) => [
          {
            label: t`PKP rounded down to`,
            value: formatMoney(data.pkpRoundDownTo),
            numeric: true,
          },
        ]}
        view={(data) => <Article17Brackets data={data} />}
        fields={<Article17Fields />}
        blank={{ pkpRoundDownTo: 1000, brackets: [{ over: 0, upTo: null, rateBp: 0 }] }}
      />
      <MasterVersions<JobExpenseData>
        kind="job-expense"
        title={t`Job expense`}
        description={t`The deduction for the cost of the job: a share of the gross, up to a cap per month and per year.`}
        summary={(data) => percentText(data.rateBp)}
        facts={(data) => [
          { label: t`Rate of gross`, value: percentText(data.rateBp), numeric: true },
          { label: t`At most per month`, value: formatMoney(data.maxPerMonth), numeric: true },
          { label: t`At most per year`, value: formatMoney(data.maxPerYear), numeric: true },
        ]}
        fields={<JobExpenseFields />}
        blank={{ rateBp: 0, maxPerMonth: 0, maxPerYear: 0 }}
      />
      <MasterVersions<NoNpwpData>
        kind="no-npwp"
        title={t`Surcharge without an NPWP`}
        description={t`How much more PPh 21 is withheld from an employee who has no NPWP.`}
        summary={(data) => percentText(data.surchargeBp)}
        facts={(data) => [
          { label: t`Surcharge`, value: percentText(data.surchargeBp), numeric: true },
        ]}
        fields={<PercentField name="data.surchargePercent" label={t`Surcharge (%)`} />}
        blank={{ surchargeBp: 0 }}
      />
    </TaxMasterPage>
  );
}
