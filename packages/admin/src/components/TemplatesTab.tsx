import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, PagedList } from '@staffdesk/kit';
import {
  ClickableRows,
  type ColumnDef,
  EmptyState,
  formatDateTime,
  LanguageSwitch,
} from '@staffdesk/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type EmailTemplate, type TemplateLanguage, useEmailTemplates } from '../hooks/useEmail';
import { templateLanguageOf, templatePath } from '../lib/template-language';
import { TemplateStatusBadge } from './StatusBadges';

/** The templates' columns, in the language shown (called while rendering). */
function templateColumns(language: TemplateLanguage): ColumnDef<EmailTemplate>[] {
  return [
    {
      id: 'name',
      header: t`Name`,
      cell: ({ row }) => (
        <div>
          <Link to={templatePath('view', row.original.key, language)} data-row-primary="">
            {row.original.name}
          </Link>
          <div className="sd-text-muted">{row.original.description}</div>
        </div>
      ),
    },
    {
      id: 'key',
      header: t`Event`,
      cell: ({ row }) => (
        <code style={{ fontFamily: 'var(--sd-font-mono)' }}>{row.original.key}</code>
      ),
    },
    {
      id: 'enabled',
      header: t`Status`,
      cell: ({ row }) => <TemplateStatusBadge enabled={row.original.enabled} />,
    },
    {
      id: 'updatedAt',
      header: t`Updated`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.updatedAt)}</span>,
    },
  ];
}

/**
 * One template per event that sends mail, in each language: the mail goes out in the recipient's
 * language, so each is written twice. The language shown is `?language=` in the URL.
 */
export function TemplatesTab() {
  const navigate = useNavigate();
  const { t: translate } = useLingui();
  const me = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const language = templateLanguageOf(params);
  const canEdit = !me || hasPermission(me, 'email-templates.manage');
  const templates = useEmailTemplates(language);
  if (failureStatus(templates.error) === 403) return <AccessDenied />;
  const items = templates.data?.items ?? [];
  function chooseLanguage(next: TemplateLanguage) {
    const query = new URLSearchParams(params);
    if (next === 'en') query.delete('language');
    else query.set('language', next);
    setParams(query, { replace: true });
  }
  return (
    <ClickableRows className="sd-admin-clickable-rows">
      <div className="sd-inline">
        <span className="sd-text-muted">
          <Trans>Templates in</Trans>
        </span>
        <LanguageSwitch
          locale={language}
          onChange={chooseLanguage}
          label={translate`Language of the templates`}
        />
      </div>
      <PagedList
        label={translate`Email templates`}
        columns={templateColumns(language)}
        pageSize={Math.max(items.length, 20)}
        query={templates}
        getRowId={(template) => template.key}
        getRowLabel={(template) => template.name}
        rowActions={(template) => [
          {
            label: translate`View template`,
            onSelect: () => navigate(templatePath('view', template.key, language)),
          },
          ...(canEdit
            ? [
                {
                  label: translate`Edit template`,
                  onSelect: () => navigate(templatePath('edit', template.key, language)),
                },
              ]
            : []),
        ]}
        emptyState={<EmptyState title={translate`No email templates`} />}
      />
    </ClickableRows>
  );
}
