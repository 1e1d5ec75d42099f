import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@staffdesk/ui';
import type { ChangeRequest } from '../lib/types';
import { ChangeRequestStatus } from './ChangeRequestStatus';
import { listItem, plainList, Section } from './Section';

/** Every change I asked HR for, newest first, with HR's decision and reason. */
export function ChangeRequestHistory({ requests }: { requests: ChangeRequest[] }) {
  const { t } = useLingui();
  const sorted = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Section id="change-requests" title={t`My change requests`}>
      {sorted.length === 0 ? (
        <EmptyState
          title={t`No change requests yet.`}
          description={t`Changes to your bank account, NIK, NPWP, PTKP status or family go to HR first and are listed here.`}
        />
      ) : (
        <ul style={plainList}>
          {sorted.map((request) => (
            <li key={request.id} style={{ ...listItem, display: 'block' }}>
              <ChangeRequestStatus request={request} showKind />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
