import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, formatMoney, type SimpleColumn, SimpleTable, Tabs } from '@staffdesk/ui';
import { useEffect, useState } from 'react';
import { get, useFormState } from 'react-hook-form';
import { RowsEditor } from '../components/fields';
import { MasterVersions } from '../components/MasterVersions';
import { TaxMasterPage } from '../components/TaxMasterPage';
import { usePtkpStatuses } from '../hooks/useTaxMasters';
import {
  PTKP_STATUSES,
  percentText,
  TER_CATEGORIES,
  type TerCategory,
  type TerData,
  type TerRow,
} from '../lib/masters';

const BLANK: TerData = {
  tables: {
    A: [{ lower: 0, upper: null, rateBp: 0 }],
    B: [{ lower: 0, upper: null, rateBp: 0 }],
    C: [{ lower: 0, upper: null, rateBp: 0 }],
  },
};

/** The statuses of each category ("TK/0, TK/1, K/0"), from the PTKP statuses when they load. */
function useCategoryStatuses(): Partial<Record<TerCategory, string>> {
  const statuses = usePtkpStatuses();
  const of: Partial<Record<TerCategory, string>> = {};
  for (const category of TER_CATEGORIES) {
    const names = PTKP_STATUSES.filter((status) =>
      statuses.data?.items.some((row) => row.status === status && row.terCategory === category),
    );
    if (names.length > 0) of[category] = names.join(', ');
  }
  return of;
}

function CategoryNote({ statuses }: { statuses: string | undefined }) {
  if (!statuses) return null;
  return (
    <p className="sd-text-muted" style={{ margin: '0 0 var(--sd-space-2)' }}>
      <Trans>For PTKP status {statuses}.</Trans>
    </p>
  );
}

function TerTables({ data }: { data: TerData }) {
  const { t } = useLingui();
  const statuses = useCategoryStatuses();
  const columns: SimpleColumn<TerRow>[] = [
    {
      header: t`Monthly gross from`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatMoney(row.lower)}</span>,
    },
    {
      header: t`Monthly gross to`,
      align: 'right',
      cell: (row) => (
        <span className="sd-num">{row.upper === null ? t`and above` : formatMoney(row.upper)}</span>
      ),
    },
    {
      header: t`Rate`,
      align: 'right',
      cell: (row) => <span className="sd-num">{percentText(row.rateBp)}</span>,
    },
  ];
  return (
    <Tabs
      label={t`TER categories`}
      items={TER_CATEGORIES.map((category) => ({
        value: category,
        label: t`Category ${category}`,
        content: (
          <>
            <CategoryNote statuses={statuses[category]} />
            <SimpleTable
              label={t`TER category ${category}`}
              columns={columns}
              rows={data.tables[category] ?? []}
              getRowKey={(_row, index) => String(index)}
            />
          </>
        ),
      }))}
    />
  );
}

function TerFields() {
  const { t } = useLingui();
  const statuses = useCategoryStatuses();
  const { errors, submitCount } = useFormState({ name: 'data.tables' });
  const [tab, setTab] = useState<TerCategory>('A');
  const failing = TER_CATEGORIES.filter((category) => get(errors, `data.tables.${category}`));
  const firstFailing = failing[0];

  // After a refused save, show a table the server found wrong (unless the one shown is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a save comes back
  useEffect(() => {
    if (firstFailing && !failing.includes(tab)) setTab(firstFailing);
  }, [submitCount, firstFailing]);

  return (
    <Tabs
      label={t`TER categories`}
      value={tab}
      onValueChange={(value) => setTab(value as TerCategory)}
      items={TER_CATEGORIES.map((category) => ({
        value: category,
        label: (
          <span className="sd-inline">
            {t`Category ${category}`}
            {failing.includes(category) ? <Badge tone="danger">{t`Check`}</Badge> : null}
          </span>
        ),
        content: (
          <>
            <CategoryNote statuses={statuses[category]} />
            <RowsEditor
              name={`data.tables.${category}`}
              label={t`TER category ${category}`}
              startKey="lower"
              endKey="upper"
              startLabel={t`Monthly gross from`}
              endLabel={t`Monthly gross to`}
              rateLabel={t`Rate (%)`}
              openEnd={t`and above`}
              step={1}
            />
          </>
        ),
      }))}
    />
  );
}

/**
 * `/accounting-and-tax/master-pph21/ter`: the TER tables of PP 58/2023 by version; categories A, B and
 * C, each a table of monthly gross bands (from, to, in rupiah) and their rate in percent. With
 * `tax.manage`, a version no approved run used can change, rows added and removed, and a new
 * version can start from the one shown; the server's errors show at their row.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <TaxMasterPage
      title={t`TER`}
      description={t`The average effective rates (TER) of PP 58/2023 that withhold PPh 21 each month, by version and category.`}
    >
      <MasterVersions<TerData>
        kind="ter"
        title={t`TER tables`}
        description={t`A band runs from its monthly gross to the next band’s; the last band has no upper limit. Each band starts one rupiah after the one before ends.`}
        view={(data) => <TerTables data={data} />}
        fields={<TerFields />}
        blank={BLANK}
      />
    </TaxMasterPage>
  );
}
