import { Trans, useLingui } from '@lingui/react/macro';
import { paths, RouterLink, textOf } from '@staffdesk/core';
import { labelOf, PTKP_STATUS_LABELS, QueryView } from '@staffdesk/kit';
import { Button, Card, DescriptionList, PageHeader } from '@staffdesk/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { ChangeRequestForm } from '../components/ChangeRequestForm';
import { ChangeRequestStatus } from '../components/ChangeRequestStatus';
import { NotFound, QueryFailure } from '../components/StatusPages';
import { useChangeRequests } from '../hooks/useChangeRequests';
import { useMyEmployee } from '../hooks/useMyEmployee';
import { CHANGE_REQUESTS, requestsOfKind } from '../lib/change-requests';
import { toFormValues } from '../lib/fields';
import { profileSection } from '../lib/profile-paths';
import type { EmployeeDetail } from '../lib/types';

const config = CHANGE_REQUESTS['ptkp-status'];

/**
 * `/employee/profile/ptkp-status/:type`: my PTKP status and, for `add` or `edit`, the form that
 * asks HR to change it (`view` only shows it). A focused page, like the other sub-forms.
 */
export function Component() {
  const { t } = useLingui();
  const { type, id } = useParams();
  const employee = useMyEmployee();
  const title = textOf(config.title);
  if (type !== 'add' && type !== 'edit' && type !== 'view') return <NotFound />;
  if (id && type === 'add') return <NotFound />;
  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        linkComponent={RouterLink}
        breadcrumbs={[
          { label: t`My profile`, href: paths.employee.profile.view() },
          { label: title },
        ]}
        description={t`PTKP (penghasilan tidak kena pajak) is the part of your income free of PPh 21; it follows your marital status and dependants.`}
      />
      <QueryView
        failure={QueryFailure}
        query={employee}
        loadingLabel={t`Loading your PTKP status…`}
        rows={3}
      >
        {(data) => <Ptkp employee={data} asking={type !== 'view'} />}
      </QueryView>
    </div>
  );
}

function Ptkp({ employee, asking }: { employee: EmployeeDetail; asking: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const changeRequests = useChangeRequests();
  const requests = requestsOfKind(changeRequests.data?.items, 'ptkp-status');
  const latest = requests[0];
  const pending = latest?.status === 'pending';
  const back = profileSection('ptkp-status');
  return (
    <Card>
      <div className="sd-stack">
        <DescriptionList
          items={[
            {
              label: t`PTKP status now`,
              value: labelOf(PTKP_STATUS_LABELS, employee.ptkpStatus) || t`Not on record`,
            },
          ]}
        />
        {latest ? <ChangeRequestStatus request={latest} /> : null}
        {asking && !pending && !changeRequests.isPending ? (
          <ChangeRequestForm
            kind="ptkp-status"
            title={i18n._(config.formTitle)}
            headingLevel={2}
            autoFocus={false}
            fields={config.fields}
            defaultValues={toFormValues(config.fields, config.current(employee))}
            onSent={() => navigate(back)}
            onCancel={() => navigate(back)}
          />
        ) : (
          <div className="sd-inline">
            <Button asChild>
              <Link to={back}>
                <Trans>Back to my profile</Trans>
              </Link>
            </Button>
            {pending || asking ? null : (
              <Button asChild variant="primary">
                <Link to={paths.employee.profile.ptkpStatus('edit')}>
                  {i18n._(config.askLabel)}
                </Link>
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
