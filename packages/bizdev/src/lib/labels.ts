import type { Status } from '@staffdesk/ui';

export type ClientStatus = 'lead' | 'prospect' | 'active' | 'inactive';
export type BillingMethod = 'management-fee' | 'cost-plus' | 'fixed-rate';
export type PicRole =
  | 'timesheet-approver'
  | 'overtime-approver'
  | 'leave-approver'
  | 'hiring-manager'
  | 'billing-contact';

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

/**
 * An NPWP the way Indonesians read it: 15 digits as `01.234.567.8-901.000`, 16 digits (the NIK
 * form since 2024) as they are. Anything else is shown unchanged.
 */
export function formatNpwp(npwp: string | null | undefined): string {
  if (!npwp) return '';
  const digits = npwp.replace(/\D/g, '');
  if (digits.length === 15) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  return npwp;
}

/** The NPWP as the server wants it: digits only, or null when empty. */
export function normalizeNpwp(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return digits === '' ? null : digits;
}

/** Whether a typed NPWP is acceptable: empty, or 15 or 16 digits with dots and dashes allowed. */
export function isValidNpwp(text: string): boolean {
  const normalized = normalizeNpwp(text);
  return normalized === null || /^\d{15,16}$/.test(normalized);
}
