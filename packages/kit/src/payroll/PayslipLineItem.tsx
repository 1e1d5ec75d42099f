import { useLingui } from '@lingui/react/macro';
import { DescriptionList, formatMoney, Inline, Stack, Text } from '@staffdesk/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { PayslipLine } from './payroll';
import {
  payslipFormulaText,
  payslipInputLabel,
  payslipInputValue,
  payslipLineLabel,
  payslipLineName,
} from './payslipLines';

/**
 * One line of a payslip: its name and amount, as a button that shows (and hides) how it was
 * reached: the formula in a sentence, the figures that went in and the rule version used.
 */
export function PayslipLineItem({ line }: { line: PayslipLine }) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const name = payslipLineName(line);
  const kind = payslipLineLabel(line);
  const inputs = Object.entries(line.inputs);
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li style={{ borderBottom: '1px solid var(--sd-color-border)' }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        style={{
          display: 'flex',
          width: '100%',
          gap: 'var(--sd-space-2)',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          padding: 'var(--sd-space-2) 0',
          border: 0,
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
        }}
      >
        <Inline as="span" gap={1} nowrap align="baseline">
          <Chevron aria-hidden="true" size={14} style={{ flex: 'none', alignSelf: 'center' }} />
          <Text wrap="anywhere">{name}</Text>
        </Inline>
        <Text num nowrap>
          {formatMoney(line.amount)}
        </Text>
      </button>
      <div
        id={panelId}
        hidden={!open}
        style={{ padding: '0 0 var(--sd-space-3) var(--sd-space-5)', overflowWrap: 'anywhere' }}
      >
        {open ? (
          <Stack gap={2}>
            <p>{payslipFormulaText(line)}</p>
            <DescriptionList
              items={[
                ...(line.name ? [{ label: t`Kind`, value: kind }] : []),
                ...inputs.map(([input, value]) => ({
                  label: payslipInputLabel(input),
                  value: payslipInputValue(input, value),
                  numeric: typeof value === 'number',
                })),
                {
                  label: t`Part of taxable income`,
                  value: line.taxable
                    ? t({ message: 'Yes', context: 'a payslip line is taxable' })
                    : t({ message: 'No', context: 'a payslip line is taxable' }),
                },
                ...(line.rule ? [{ label: t`Rule version`, value: line.rule }] : []),
              ]}
            />
          </Stack>
        ) : null}
      </div>
    </li>
  );
}
