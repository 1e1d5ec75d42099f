import type { MainSchema } from '@staffdesk/api';
import type { Status } from '@staffdesk/ui';

export type ClientStatus = MainSchema<'Client'>['status'];
export type BillingMethod = MainSchema<'Client'>['billingMethod'];
export type PicRole = MainSchema<'Pic'>['roles'][number];

/** Each client status with its word and the badge colour it wears (never colour alone). */
export const CLIENT_STATUS: Readonly<Record<ClientStatus, { label: string; badge: Status }>> = {
  lead: { label: 'Lead', badge: 'draft' },
  prospect: { label: 'Prospect', badge: 'pending' },
  active: { label: 'Active', badge: 'approved' },
  inactive: { label: 'Inactive', badge: 'cancelled' },
};

export const CLIENT_STATUS_OPTIONS = (Object.keys(CLIENT_STATUS) as ClientStatus[]).map(
  (value) => ({ value, label: CLIENT_STATUS[value].label }),
);

export const BILLING_METHOD: Readonly<Record<BillingMethod, string>> = {
  'management-fee': 'Management fee',
  'cost-plus': 'Cost plus',
  'fixed-rate': 'Fixed rate',
};

export const BILLING_METHOD_OPTIONS = (Object.keys(BILLING_METHOD) as BillingMethod[]).map(
  (value) => ({ value, label: BILLING_METHOD[value] }),
);

/** The PIC roles in the order the form lists them; the labels are the checkboxes' names. */
export const PIC_ROLE: Readonly<Record<PicRole, string>> = {
  'timesheet-approver': 'Timesheet approver',
  'overtime-approver': 'Overtime approver',
  'leave-approver': 'Leave approver',
  'hiring-manager': 'Hiring manager',
  'billing-contact': 'Billing contact',
};

export const PIC_ROLE_OPTIONS = (Object.keys(PIC_ROLE) as PicRole[]).map((value) => ({
  value,
  label: PIC_ROLE[value],
}));

/** The industries the form offers; the server takes any text up to 80 characters. */
export const INDUSTRIES = [
  'Banking',
  'Manufacturing',
  'Retail',
  'Logistics',
  'Telecommunication',
  'Mining',
  'Oil and gas',
  'Healthcare',
  'Hospitality',
  'Government',
  'Technology',
  'Other',
] as const;

/** The industry choices, with a value the list does not know kept as its own choice. */
export function industryOptions(current?: string | null) {
  const known: string[] = [...INDUSTRIES];
  if (current && !known.includes(current)) known.push(current);
  return known.map((value) => ({ value, label: value }));
}
