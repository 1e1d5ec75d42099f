import { useLingui } from '@lingui/react/macro';
import { hasPermission, RouterLink, useCurrentUser } from '@staffdesk/core';
import { Card, LoadingState, PageHeader } from '@staffdesk/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AccessDenied, NotFound, QueryFailure } from '../components/StatusPages';
import { OvertimeMessages } from './OvertimeMessages';
import { OvertimeSchemeForm } from './OvertimeSchemeForm';
import type { OvertimeScheme, OvertimeSchemeOwner } from './overtime';
import { useOvertimeEmployee, useOvertimeScheme } from './useOvertimeSchemes';

export type OvertimePolicyFormPageProps = {
  /** The list of regulations: the way back, and where the form goes after a save or a delete. */
  listPath: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The form of one overtime regulation at `…/form/:type/:overtimeSchemeId?`: `add` (a client's,
 * chosen on the form or given as `?clientId=`; or an employee's own with `?employeeId=`) or
 * `edit` (with "Delete regulation"). Saves, then goes back to `listPath`. Needs the permission
 * `overtime.policy`; loads its own words.
 */
export function OvertimePolicyFormPage(props: OvertimePolicyFormPageProps) {
  return (
    <OvertimeMessages>
      <PolicyForm {...props} />
    </OvertimeMessages>
  );
}

function PolicyForm({ listPath }: OvertimePolicyFormPageProps) {
  const { type, overtimeSchemeId } = useParams();
  const [search] = useSearchParams();
  const me = useCurrentUser().data;
  const { t } = useLingui();
  const back = { to: listPath, label: t`Back to overtime policy` };

  if (me && !hasPermission(me, 'overtime.policy')) return <AccessDenied action={back} />;
  if (type === 'add' && !overtimeSchemeId) {
    const employeeId = search.get('employeeId');
    const owner: OvertimeSchemeOwner = employeeId
      ? { employeeId }
      : { clientId: search.get('clientId') ?? '' };
    return <SchemeFormPage listPath={listPath} scheme={null} owner={owner} />;
  }
  if (type === 'edit' && overtimeSchemeId && UUID.test(overtimeSchemeId)) {
    return <EditScheme listPath={listPath} id={overtimeSchemeId} />;
  }
  return <NotFound message={t`There is no such overtime regulation.`} action={back} />;
}

function EditScheme({ listPath, id }: { listPath: string; id: string }) {
  const { t } = useLingui();
  const scheme = useOvertimeScheme(id);
  if (scheme.isPending) return <LoadingState label={t`Loading the overtime regulation…`} />;
  if (scheme.isError) {
    return (
      <QueryFailure
        error={scheme.error}
        onRetry={() => void scheme.refetch()}
        action={{ to: listPath, label: t`Back to overtime policy` }}
      />
    );
  }
  const owner: OvertimeSchemeOwner = scheme.data.employeeId
    ? { employeeId: scheme.data.employeeId }
    : { clientId: scheme.data.clientId ?? '' };
  return <SchemeFormPage listPath={listPath} scheme={scheme.data} owner={owner} />;
}

function SchemeFormPage({
  listPath,
  scheme,
  owner,
}: {
  listPath: string;
  scheme: OvertimeScheme | null;
  owner: OvertimeSchemeOwner;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const employee = useOvertimeEmployee(
    scheme === null && 'employeeId' in owner ? owner.employeeId : undefined,
  );
  const ownerName = scheme?.ownerName ?? employee.data?.fullName ?? '';
  const title = scheme ? t`Overtime regulation of ${ownerName}` : t`Add overtime regulation`;
  const description =
    scheme === null && 'employeeId' in owner
      ? ownerName
        ? t`${ownerName}’s own regulation: it wins over their client’s.`
        : t`This employee’s own regulation: it wins over their client’s.`
      : t`How the client’s employees are paid for overtime, the most they may work, and what the client is billed.`;
  const goBack = () => navigate(listPath);

  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={[
          { label: t`Overtime policy`, href: listPath },
          { label: scheme ? ownerName : t`Add regulation` },
        ]}
        linkComponent={RouterLink}
      />
      <Card>
        <OvertimeSchemeForm
          scheme={scheme}
          owner={owner}
          onSaved={goBack}
          onDeleted={goBack}
          onCancel={goBack}
        />
      </Card>
    </div>
  );
}
