// How PPh 21 is borne, as every payroll page names it (salary data, a client's payroll policy).
// These few words load with the shell (kit's catalog): the departments' payroll pages all use them.

import { msg, t } from '@lingui/core/macro';
import type { PayrollSchema } from '@staffdesk/api';
import { wordsOf } from '../labels/labels';

/** How PPh 21 is borne: by the employee (gross), by a tax allowance (gross-up), by the company (net). */
export type TaxMethod = PayrollSchema<'PayrollPolicy'>['taxMethod'];

/** The tax methods, in the order the forms offer them. */
export const TAX_METHODS: readonly TaxMethod[] = ['gross', 'gross-up', 'net'];

/** The tax methods' names: "Gross", "Gross-up", "Net". */
export const TAX_METHOD_LABELS: Readonly<Record<TaxMethod, string>> = wordsOf({
  gross: msg({ message: 'Gross', context: 'PPh 21 method' }),
  'gross-up': msg({ message: 'Gross-up', context: 'PPh 21 method' }),
  net: msg({ message: 'Net', context: 'PPh 21 method' }),
});

/**
 * An employee's tax method in words: its name, or (null, following the client) "Client default
 * (gross)" when the client's is known, else "Client default".
 */
export function taxMethodText(method: TaxMethod | null, clientDefault?: TaxMethod | null): string {
  if (method) return TAX_METHOD_LABELS[method];
  if (!clientDefault) {
    return t({ message: 'Client default', context: 'PPh 21 tax method of an employee' });
  }
  const name = TAX_METHOD_LABELS[clientDefault].toLowerCase();
  return t({
    message: `Client default (${name})`,
    context: 'PPh 21 tax method of an employee',
    comment: 'The employee follows the tax method of their client, named in brackets: gross, net…',
  });
}
