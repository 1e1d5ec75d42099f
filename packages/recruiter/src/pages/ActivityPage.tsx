import { useLingui } from '@lingui/react/macro';
import { useListParams } from '@staffdesk/core';
import { PageHeader } from '@staffdesk/ui';
import { ActivityLog } from '../components/candidates/ActivityLog';

/** `/recruiter/activity`: everyone's recruiting activity, newest first, filtered by kind. */
export function Component() {
  const { t } = useLingui();
  const { values, page, update } = useListParams(['kind'] as const);
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Activity`}
        description={t`Who added, changed, imported, merged or moved which candidate, and when.`}
      />
      <ActivityLog
        label={t`Activity log`}
        page={page}
        onPageChange={(next) => update({ page: next })}
        kind={values.kind}
        onKindChange={(kind) => update({ kind })}
      />
    </div>
  );
}
