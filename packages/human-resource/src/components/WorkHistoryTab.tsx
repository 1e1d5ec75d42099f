import { describeFailure } from '@staffdesk/core';
import {
  Badge,
  EmptyState,
  ErrorState,
  formatDate,
  LoadingState,
  SimpleTable,
} from '@staffdesk/ui';
import type { HistoryEntry } from '../hooks/types';
import { useClientChoices } from '../hooks/useClients';
import { useEmployeeHistory } from '../hooks/useEmployees';
import { changeLines } from '../lib/changes';
import { HISTORY_KIND } from '../lib/labels';
import { ChangeList } from './ChangeList';

/** The field a kind's plain before/after value stands for. */
const PLAIN_KEY: Readonly<Record<string, string>> = { status: 'status', salary: 'baseSalary' };

/** Every hiring, placement, salary and status change, newest first, with before → after. */
export function WorkHistoryTab({ employeeId }: { employeeId: string }) {
  const history = useEmployeeHistory(employeeId);
  const clients = useClientChoices();
  const clientName = (id: string) =>
    clients.data?.items.find((client) => client.id === id)?.legalName;

  if (history.isPending) return <LoadingState label="Loading the work history…" />;
  if (history.isError) {
    return (
      <ErrorState
        title="The work history could not be loaded"
        message={describeFailure(history.error).message}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <SimpleTable<HistoryEntry>
      label="Work history"
      columns={[
        {
          header: 'Effective date',
          cell: (entry) => <span className="sd-num">{formatDate(entry.effectiveDate)}</span>,
        },
        {
          header: 'Kind',
          cell: (entry) => <Badge tone="info">{HISTORY_KIND[entry.kind] ?? entry.kind}</Badge>,
        },
        {
          header: 'Change',
          cell: (entry) => (
            <ChangeList
              lines={changeLines(entry.before, entry.after, { clientName }, PLAIN_KEY[entry.kind])}
            />
          ),
        },
        { header: 'Note', cell: (entry) => entry.note || <span className="sd-text-muted">—</span> },
        { header: 'Recorded by', cell: (entry) => entry.recordedBy },
      ]}
      rows={history.data.items}
      getRowKey={(entry) => entry.id}
      empty={
        <EmptyState
          title="No history yet"
          description="Changes of placement, salary and status appear here."
        />
      }
    />
  );
}
