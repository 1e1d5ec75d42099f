import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { labelOf } from '@staffdesk/kit';
import type { Status } from '@staffdesk/ui';

export type ClientStatus = MainSchema<'Client'>['status'];
export type BillingMethod = MainSchema<'Client'>['billingMethod'];
export type PicRole = MainSchema<'Pic'>['roles'][number];

/** Each client status with its word and the badge colour it wears (never colour alone). */
export const CLIENT_STATUS: Readonly<
  Record<ClientStatus, { label: MessageDescriptor; badge: Status }>
> = {
  lead: { label: msg({ message: 'Lead', context: 'client status' }), badge: 'draft' },
  prospect: { label: msg({ message: 'Prospect', context: 'client status' }), badge: 'pending' },
  active: { label: msg({ message: 'Active', context: 'client status' }), badge: 'approved' },
  inactive: { label: msg({ message: 'Inactive', context: 'client status' }), badge: 'cancelled' },
};

/** The status choices of the filter and the form, in the language shown. */
export function clientStatusOptions(i18n: I18n) {
  return (Object.keys(CLIENT_STATUS) as ClientStatus[]).map((value) => ({
    value,
    label: i18n._(CLIENT_STATUS[value].label),
  }));
}

export const BILLING_METHOD: Readonly<Record<BillingMethod, MessageDescriptor>> = {
  'management-fee': msg`Management fee`,
  'cost-plus': msg`Cost plus`,
  'fixed-rate': msg`Fixed rate`,
};

/** The PIC roles in the order the form lists them; the labels are the checkboxes' names. */
export const PIC_ROLE: Readonly<Record<PicRole, MessageDescriptor>> = {
  'timesheet-approver': msg`Timesheet approver`,
  'overtime-approver': msg`Overtime approver`,
  'leave-approver': msg`Leave approver`,
  'hiring-manager': msg`Hiring manager`,
  'billing-contact': msg`Billing contact`,
};

/**
 * The industries the form offers, each with its word; the server takes any text up to 80
 * characters and stores the English value (the key), whatever the language shown.
 */
export const INDUSTRY_LABEL = {
  Banking: msg({ message: 'Banking', context: 'industry' }),
  Manufacturing: msg({ message: 'Manufacturing', context: 'industry' }),
  Retail: msg({ message: 'Retail', context: 'industry' }),
  Logistics: msg({ message: 'Logistics', context: 'industry' }),
  Telecommunication: msg({ message: 'Telecommunication', context: 'industry' }),
  Mining: msg({ message: 'Mining', context: 'industry' }),
  'Oil and gas': msg({ message: 'Oil and gas', context: 'industry' }),
  Healthcare: msg({ message: 'Healthcare', context: 'industry' }),
  Hospitality: msg({ message: 'Hospitality', context: 'industry' }),
  Government: msg({ message: 'Government', context: 'industry' }),
  Technology: msg({ message: 'Technology', context: 'industry' }),
  Other: msg({ message: 'Other', context: 'industry' }),
} as const satisfies Record<string, MessageDescriptor>;

export type Industry = keyof typeof INDUSTRY_LABEL;

export const INDUSTRIES = Object.keys(INDUSTRY_LABEL) as Industry[];

/** An industry as shown: a known one in the language shown, any other text as stored. */
export function industryLabel(value: string): string {
  return labelOf(INDUSTRY_LABEL, value);
}

/** The industry choices, with a value the list does not know kept as its own choice. */
export function industryOptions(current?: string | null) {
  const known: string[] = [...INDUSTRIES];
  if (current && !known.includes(current)) known.push(current);
  return known.map((value) => ({ value, label: industryLabel(value) }));
}
