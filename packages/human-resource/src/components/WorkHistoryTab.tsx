import { useLingui } from '@lingui/react/macro';
import { QueryFailure, useClientChoices } from '@staffdesk/kit';
import { Badge, EmptyState, formatDate, LoadingState, SimpleTable } from '@staffdesk/ui';
import type { HistoryEntry } from '../hooks/types';
import { useEmployeeHistory } from '../hooks/useEmployees';
import { changeLines } from '../lib/changes';
import { HISTORY_KIND } from '../lib/labels';
import { ChangeList } from './ChangeList';

/** The field a kind's plain before/after value stands for. */
const PLAIN_KEY: Readonly<Record<string, string>> = { status: 'status', salary: 'baseSalary' };

/** Every hiring, placement, salary and status change, newest first, with before → after. */
export function WorkHistoryTab({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useLingui();
  const history = useEmployeeHistory(employeeId);
  const historyKind = (kind: string) => {
    const word = HISTORY_KIND[kind];
    return word ? i18n._(word) : kind;
  };
  const clients = useClientChoices();
  const clientName = (id: string) =>
    clients.data?.items.find((client) => client.id === id)?.legalName;

  if (history.isPending) return <LoadingState label={t`Loading the work history…`} />;
  if (history.isError) {
    return (
      <QueryFailure
        error={history.error}
        title={t`The work history could not be loaded`}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <SimpleTable<HistoryEntry>
      label={t`Work history`}
      columns={[
        {
          header: t`Effective date`,
          cell: (entry) => <span className="sd-num">{formatDate(entry.effectiveDate)}</span>,
        },
        {
          header: t({ message: 'Kind', context: 'kind of work-history entry' }),
          cell: (entry) => <Badge tone="info">{historyKind(entry.kind)}</Badge>,
        },
        {
          header: t`Change`,
          cell: (entry) => (
            <ChangeList
              lines={changeLines(entry.before, entry.after, { clientName }, PLAIN_KEY[entry.kind])}
            />
          ),
        },
        {
          header: t`Note`,
          cell: (entry) => entry.note || <span className="sd-text-muted">—</span>,
        },
        { header: t`Recorded by`, cell: (entry) => entry.recordedBy },
      ]}
      rows={history.data.items}
      getRowKey={(entry) => entry.id}
      empty={
        <EmptyState
          title={t`No history yet`}
          description={t`Changes of placement, salary and status appear here.`}
        />
      }
    />
  );
}
