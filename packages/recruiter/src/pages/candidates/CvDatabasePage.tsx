import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { Button, PageHeader } from '@staffdesk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CandidateResults } from '../../components/candidates/CandidateResults';
import { ImportCvsDialog } from '../../components/candidates/ImportCvsDialog';

/**
 * `/recruiter/cv-database`: full-text search over the candidates' CVs, names, skills and cities,
 * with filters; each hit shows the CV's words around the match and the pipelines the candidate
 * stands in. Recruiting managers import batches of CVs here.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'recruiting.manage');
  const [importing, setImporting] = useState(false);
  const actions = canManage ? (
    <>
      <Button onClick={() => setImporting(true)}>
        <Trans>Import CVs</Trans>
      </Button>
      <Button variant="primary" onClick={() => navigate(paths.recruiter.candidate.form('add'))}>
        <Trans>New candidate</Trans>
      </Button>
    </>
  ) : null;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`CV database`}
        description={t`Search every candidate’s CV, skills and city; the matched words are highlighted.`}
      />
      <CandidateResults variant="cv-database" canManage={canManage} actions={actions} />
      {canManage ? <ImportCvsDialog open={importing} onOpenChange={setImporting} /> : null}
    </div>
  );
}
