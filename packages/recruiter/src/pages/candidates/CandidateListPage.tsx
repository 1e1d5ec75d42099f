import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { Button, PageHeader } from '@staffdesk/ui';
import { useNavigate } from 'react-router';
import { CandidateResults } from '../../components/candidates/CandidateResults';

/** `/recruiter/candidate`: every candidate, the most recently changed first. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'recruiting.manage');
  const actions = canManage ? (
    <Button variant="primary" onClick={() => navigate(paths.recruiter.candidate.form('add'))}>
      <Trans>New candidate</Trans>
    </Button>
  ) : null;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Candidates`}
        description={t`Everyone in the CV database, the most recently changed first.`}
      />
      <CandidateResults variant="list" canManage={canManage} actions={actions} />
    </div>
  );
}
