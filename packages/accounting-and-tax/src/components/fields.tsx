import { useLingui } from '@lingui/react/macro';
import {
  Button,
  FieldError,
  IconButton,
  MoneyField,
  type SimpleColumn,
  SimpleTable,
  Stack,
  TextField,
} from '@staffdesk/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { bpFromPercent, rootOf } from '../lib/masters';
import { usePhone } from './usePhone';

/** A label only screen readers hear (a cell's field, whose column header says it to the eye). */
function Hidden({ children }: { children: ReactNode }) {
  return <span className="sd-visually-hidden">{children}</span>;
}

/**
 * A field in a table cell: its label for screen readers only where the column header shows it,
 * and shown above it on a phone, where the table is a list of cards and the header is hidden.
 */
function Cell({ children }: { children: ReactNode }) {
  return (
    <div style={{ flex: '1 1 auto', minWidth: 0, textAlign: 'left', overflowWrap: 'normal' }}>
      {children}
    </div>
  );
}

export type PercentFieldProps = {
  /** The field's path, ending in `…Percent` (the form's side of a `…Bp` rate). */
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** What an empty field says (default "Enter a percentage."). */
  requiredMessage?: string;
  /** Mark the label as required (default true; off in a table, whose hidden labels show no mark). */
  marked?: boolean;
};

/** A rate in percent as typed (`1,25`): 0 to 100, at most two decimals; saved as basis points. */
export function PercentField({
  name,
  label,
  description,
  requiredMessage,
  marked = true,
}: PercentFieldProps) {
  const { t } = useLingui();
  const empty = requiredMessage ?? t`Enter a percentage.`;
  return (
    <TextField
      name={name}
      label={label}
      description={description}
      required={marked}
      requiredMessage={empty}
      inputMode="decimal"
      maxLength={7}
      rules={{
        ...(marked ? {} : { required: empty }),
        validate: (value: unknown) =>
          bpFromPercent(String(value ?? '')) !== null ||
          t`Enter a percentage from 0 to 100, at most two decimals (e.g. 1,25).`,
      }}
    />
  );
}

export type RowsEditorProps = {
  /** The list's path, e.g. `data.tables.A`. */
  name: string;
  /** The table's accessible name. */
  label: string;
  /** The keys of a row's start and end (`lower`/`upper`, `over`/`upTo`); the rate is `ratePercent`. */
  startKey: string;
  endKey: string;
  startLabel: string;
  endLabel: string;
  rateLabel: string;
  /** What an empty end means ("and above"). */
  openEnd: string;
  /** A new row starts this many rupiah after the previous one ends (TER 1, Article 17 0). */
  step: number;
};

type RowValues = Record<string, number | string | null>;

/**
 * The rows of a table of rates by band (TER, Article 17): start, end (empty for the open-ended
 * last row) and rate per row; rows added at the end (starting after the last one ends) and
 * removed; the server's errors of a row beside its fields, and of the whole list above it.
 */
export function RowsEditor({
  name,
  label,
  startKey,
  endKey,
  startLabel,
  endLabel,
  rateLabel,
  openEnd,
  step,
}: RowsEditorProps) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = (get(errors, rootOf(name)) ?? get(errors, name)) as
    | { message?: unknown }
    | undefined;
  const rows = fields.map((field, index) => ({ key: field.id, index, number: index + 1 }));
  const phone = usePhone();
  const cellLabel = (text: string) => (phone ? text : <Hidden>{text}</Hidden>);

  function addRow() {
    const current = (getValues(name) ?? []) as RowValues[];
    const end = current.at(-1)?.[endKey];
    append(
      { [startKey]: typeof end === 'number' ? end + step : null, [endKey]: null, ratePercent: '' },
      { shouldFocus: true, focusName: `${name}.${current.length}.${startKey}` },
    );
  }

  const columns: SimpleColumn<(typeof rows)[number]>[] = [
    // Headers as elements, not strings: a phone's cards then show each field's own label instead.
    {
      header: <span>{startLabel}</span>,
      cell: ({ index, number }) => (
        <Cell>
          <MoneyField
            name={`${name}.${index}.${startKey}`}
            label={cellLabel(t`${startLabel}, row ${number}`)}
            rules={{ required: t`Enter where the row starts.` }}
          />
        </Cell>
      ),
    },
    {
      header: <span>{endLabel}</span>,
      cell: ({ index, number }) => (
        <Cell>
          <MoneyField
            name={`${name}.${index}.${endKey}`}
            label={cellLabel(t`${endLabel}, row ${number}`)}
            placeholder={openEnd}
          />
        </Cell>
      ),
    },
    {
      header: <span>{rateLabel}</span>,
      width: '8.5rem',
      cell: ({ index, number }) => (
        <Cell>
          <PercentField
            name={`${name}.${index}.ratePercent`}
            label={cellLabel(t`${rateLabel}, row ${number}`)}
            requiredMessage={t`Enter the rate.`}
            marked={false}
          />
        </Cell>
      ),
    },
    {
      header: <Hidden>{t`Remove`}</Hidden>,
      width: '3.5rem',
      cell: ({ index, number }) => (
        <IconButton
          label={t`Remove row ${number}`}
          disabled={fields.length === 1}
          onClick={() => remove(index)}
        >
          <Trash2 />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack gap={2}>
      {typeof listError?.message === 'string' ? (
        <FieldError id={`${name}-error`} message={listError.message} />
      ) : null}
      <SimpleTable label={label} columns={columns} rows={rows} getRowKey={(row) => row.key} />
      <div>
        <Button icon={<Plus />} onClick={addRow}>
          {t`Add row`}
        </Button>
      </div>
    </Stack>
  );
}
