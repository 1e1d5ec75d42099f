import { useLingui } from '@lingui/react/macro';
import { type DescriptionItem, FormRow, formatMoney, MoneyField } from '@staffdesk/ui';
import { PercentField } from '../components/fields';
import { MasterVersions } from '../components/MasterVersions';
import { TaxMasterPage } from '../components/TaxMasterPage';
import { type BpjsData, percentText, type TaxMasterKind } from '../lib/masters';

const BLANK: BpjsData = { employerBp: 0, employeeBp: 0, wageCap: null };

function useCapText() {
  const { t } = useLingui();
  return (data: BpjsData) => {
    if (data.wageCap === null) return t`No wage cap`;
    const cap = formatMoney(data.wageCap);
    return t`Wage cap ${cap}`;
  };
}

function useBpjsFacts() {
  const { t } = useLingui();
  return (data: BpjsData): DescriptionItem[] => [
    { label: t`Employer’s share`, value: percentText(data.employerBp), numeric: true },
    { label: t`Employee’s share`, value: percentText(data.employeeBp), numeric: true },
    {
      label: t`Wage cap`,
      value: data.wageCap === null ? t`No cap` : formatMoney(data.wageCap),
      numeric: true,
    },
  ];
}

function BpjsFields() {
  const { t } = useLingui();
  return (
    <FormRow>
      <PercentField name="data.employerPercent" label={t`Employer’s share (%)`} />
      <PercentField name="data.employeePercent" label={t`Employee’s share (%)`} />
      <MoneyField
        name="data.wageCap"
        label={t`Wage cap`}
        description={t`The monthly wage the shares are worked out on at most. Leave empty for no cap.`}
      />
    </FormRow>
  );
}

type Programme = { kind: TaxMasterKind; title: string; description: string };

/**
 * `/accounting-and-tax/master-pph21/constant-of-estimation`: the BPJS programmes payroll deducts and
 * pays (Kesehatan, JHT, JP, JKM), each by version with the employer's and the employee's share in
 * percent and the wage cap; JP's list reads as the history of its yearly cap.
 */
export function Component() {
  const { t } = useLingui();
  const capText = useCapText();
  const bpjsFacts = useBpjsFacts();
  const programmes: Programme[] = [
    {
      kind: 'bpjs-kesehatan',
      title: t`BPJS Kesehatan`,
      description: t`Health insurance: shares of the monthly wage up to the cap.`,
    },
    {
      kind: 'bpjs-jht',
      title: t`BPJS Ketenagakerjaan JHT`,
      description: t`Old-age savings (Jaminan Hari Tua): shares of the whole monthly wage.`,
    },
    {
      kind: 'bpjs-jp',
      title: t`BPJS Ketenagakerjaan JP`,
      description: t`Pension (Jaminan Pensiun): its wage cap is raised every year, so each year’s cap is a version of its own.`,
    },
    {
      kind: 'bpjs-jkm',
      title: t`BPJS Ketenagakerjaan JKM`,
      description: t`Death benefit (Jaminan Kematian), paid by the employer alone.`,
    },
  ];
  return (
    <TaxMasterPage
      title={t`Constant of estimation`}
      description={t`The BPJS shares and wage caps payroll works with, per programme and version.`}
    >
      {programmes.map((programme) => (
        <MasterVersions<BpjsData>
          key={programme.kind}
          kind={programme.kind}
          title={programme.title}
          description={programme.description}
          summary={capText}
          facts={bpjsFacts}
          fields={<BpjsFields />}
          blank={BLANK}
        />
      ))}
    </TaxMasterPage>
  );
}
