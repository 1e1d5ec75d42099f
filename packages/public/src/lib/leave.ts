import type { MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { useQuery } from '@tanstack/react-query';

/** What a leave-approval link shows (`GET /public/leave-approvals/{token}?email=`). */
export type PublicLeaveApproval = MainSchema<'PublicLeaveApproval'>;

/** The link's state; an unknown link (or another email) answers 404, shown as `not-found`. */
export type LinkView = PublicLeaveApproval | { state: 'not-found' };

export type Decision = 'approve' | 'reject';

/** The names of the seeded leave types. */
export const LEAVE_TYPE_NAMES: Readonly<Record<string, string>> = {
  annual: 'Annual leave',
  sick: 'Sick leave',
  maternity: 'Maternity leave',
  marriage: 'Marriage leave',
  'child-marriage': 'Child’s marriage',
  'child-circumcision-baptism': 'Child’s circumcision or baptism',
  'wife-giving-birth': 'Wife giving birth',
  'bereavement-close': 'Bereavement (close family)',
  'bereavement-household': 'Bereavement (household member)',
  unpaid: 'Unpaid leave',
};

export function leaveTypeName(type: string, name?: string): string {
  return name ?? LEAVE_TYPE_NAMES[type] ?? type;
}

/** `2 working days`, `0,5 working day`. */
export function workingDaysText(days: number): string {
  const text = String(days).replace('.', ',');
  return `${text} working ${days === 1 || days === 0.5 ? 'day' : 'days'}`;
}

/** `3 days`, `1 day`, `2,5 days`. */
export function daysText(days: number): string {
  const text = String(days).replace('.', ',');
  return `${text} ${days === 1 ? 'day' : 'days'}`;
}

/** The main family's typed client. */
export function useLeaveClient() {
  return useApi().main.fetchClient;
}

export const approvalKey = (token: string, email: string) => [
  'get',
  '/public/leave-approvals/{token}',
  token,
  email,
];

/** The link's facts and state; a 404/410 answer becomes the matching state. */
export function useLeaveApprovalLink(token: string, email: string) {
  const client = useLeaveClient();
  return useQuery({
    queryKey: approvalKey(token, email),
    retry: false,
    queryFn: async (): Promise<LinkView> => {
      const { data, error, response } = await client.GET('/public/leave-approvals/{token}', {
        params: { path: { token }, query: { email } },
      });
      if (response.status === 404) return { state: 'not-found' };
      if (error !== undefined || !data) throw error;
      return data;
    },
  });
}
