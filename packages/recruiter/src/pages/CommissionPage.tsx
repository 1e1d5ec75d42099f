import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  PagedList,
  QueryFailure,
  RegisterEmptyState,
  useClientChoices,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  type ColumnDef,
  DescriptionList,
  FilterBar,
  FilterSelect,
  formatDate,
  formatMoney,
  formatNumber,
  LoadingState,
  PageHeader,
  type SimpleColumn,
  SimpleTable,
  Stack,
  StatusBadge,
  Text,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CommissionRuleDialog,
  type CommissionRuleTarget,
} from '../components/commissions/CommissionRuleDialog';
import { useRuleInWords } from '../components/commissions/useRuleInWords';
import { useCommissionList, useCommissionRules } from '../hooks/useCommissions';
import { useRecruiters } from '../hooks/useRequirements';
import {
  COMMISSION_STATUS_LABELS,
  COMMISSION_STATUS_TONES,
  type Commission,
  type CommissionRule,
} from '../lib/commissions';

export const COMMISSIONS_PAGE_SIZE = 20;

function useColumns(): ColumnDef<Commission>[] {
  const { t } = useLingui();
  const ruleInWords = useRuleInWords();
  return [
    {
      accessorKey: 'recruiterName',
      header: t`Recruiter`,
      enableSorting: false,
    },
    {
      accessorKey: 'candidateName',
      header: t`Candidate`,
      enableSorting: false,
    },
    {
      id: 'requirement',
      header: t`Requirement`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Stack as="span" gap={0}>
          <Link
            to={paths.recruiter.requirement.detail(original.requirementId)}
            className="sd-num sd-nowrap"
          >
            {original.requirementNumber}
          </Link>
          <span className="sd-text-muted">{original.position}</span>
        </Stack>
      ),
    },
    {
      accessorKey: 'clientName',
      header: t`Client`,
      enableSorting: false,
    },
    {
      id: 'rule',
      header: t`Rule`,
      enableSorting: false,
      cell: ({ row: { original } }) => {
        const salary = formatMoney(original.rule.salary);
        const recruiters = original.rule.recruiters;
        return (
          <Stack as="span" gap={0}>
            <span>{ruleInWords(original.rule)}</span>
            {original.rule.kind === 'share' ? (
              <span className="sd-text-muted">
                <Trans>Salary {salary}</Trans>
              </span>
            ) : null}
            {recruiters > 1 ? (
              <span className="sd-text-muted">
                <Trans>Split between {recruiters} recruiters</Trans>
              </span>
            ) : null}
          </Stack>
        );
      },
    },
    {
      accessorKey: 'amount',
      header: t`Commission`,
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row: { original } }) => (
        <Text num nowrap>
          {formatMoney(original.amount)}
        </Text>
      ),
    },
    {
      accessorKey: 'status',
      header: t`Status`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <StatusBadge
          status={COMMISSION_STATUS_TONES[original.status]}
          label={COMMISSION_STATUS_LABELS[original.status]}
        />
      ),
    },
    {
      accessorKey: 'hiredAt',
      header: t({ message: 'Hired on', context: 'column: the day of the placement' }),
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <Text num nowrap>
          {formatDate(original.hiredAt)}
        </Text>
      ),
    },
  ];
}

/** The rules, read-only to everyone; with `finance.manage` each can be edited. */
function CommissionRules({
  canEdit,
  canReadClients,
}: {
  canEdit: boolean;
  canReadClients: boolean;
}) {
  const { t } = useLingui();
  const ruleInWords = useRuleInWords();
  const rules = useCommissionRules();
  const clients = useClientChoices(canEdit && canReadClients);
  const [target, setTarget] = useState<CommissionRuleTarget | null>(null);
  const items = rules.data?.items ?? [];
  const withRule = new Set(items.map((rule) => rule.clientId));
  const clientOptions = (clients.data?.items ?? [])
    .filter((client) => !withRule.has(client.id))
    .map((client) => ({ value: client.id, label: client.legalName }));

  const columns: SimpleColumn<CommissionRule>[] = [
    {
      header: t`Applies to`,
      cell: (rule) =>
        rule.clientName ?? (
          <Stack as="span" gap={0}>
            <span>
              <Trans>Default</Trans>
            </span>
            <span className="sd-text-muted">
              <Trans>Every client without a rule of its own</Trans>
            </span>
          </Stack>
        ),
    },
    { header: t`Rule`, cell: (rule) => ruleInWords(rule) },
    {
      header: t`Last changed`,
      cell: (rule) => (
        <Stack as="span" gap={0}>
          <span className="sd-num">{formatDate(rule.updatedAt)}</span>
          <span className="sd-text-muted">{rule.updatedByLabel}</span>
        </Stack>
      ),
    },
    ...(canEdit
      ? [
          {
            header: <span className="sd-visually-hidden">{t`Actions`}</span>,
            align: 'right' as const,
            cell: (rule: CommissionRule) => {
              const client = rule.clientName ?? '';
              return (
                <Button
                  size="sm"
                  aria-label={
                    rule.clientId ? t`Edit the rule of ${client}` : t`Edit the default rule`
                  }
                  onClick={() => setTarget({ rule })}
                >
                  <Trans>Edit rule</Trans>
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t`Commission rules`}
      actions={
        canEdit && canReadClients ? (
          <Button size="sm" onClick={() => setTarget({ rule: null })}>
            <Trans>Set a client’s rule</Trans>
          </Button>
        ) : null
      }
    >
      <Stack>
        <p className="sd-text-muted">
          <Trans>
            A placement earns the rule of its client, or the default; a commission is split equally
            between the requirement’s recruiters.
          </Trans>
        </p>
        {rules.isPending ? (
          <LoadingState rows={2} label={t`Loading the commission rules`} />
        ) : rules.isError ? (
          <QueryFailure error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <SimpleTable
            label={t`Commission rules`}
            columns={columns}
            rows={items}
            getRowKey={(rule) => rule.id}
            empty={<Trans>No rule is set yet.</Trans>}
          />
        )}
      </Stack>
      {canEdit ? (
        <CommissionRuleDialog
          target={target}
          clients={clientOptions}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * `/recruiter/commission`: recruiters' commissions per placement, newest first, with the rule
 * applied, the amount and whether it was claimed, and their total; filtered by recruiter. The
 * rules (the default and clients' own) above them, editable with `finance.manage`.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const columns = useColumns();
  const canEditRules = hasPermission(me, 'finance.manage');
  const canReadClients = hasPermission(me, 'clients.read');
  const { values, page, update } = useListParams(['recruiterUserId'] as const);
  const filters = compact({ recruiterUserId: values.recruiterUserId });
  const commissions = useCommissionList({
    ...filters,
    page,
    pageSize: COMMISSIONS_PAGE_SIZE,
  });
  const recruiters = useRecruiters();

  if (failureStatus(commissions.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }

  const filtered = Object.keys(filters).length > 0;
  const data = commissions.data;

  return (
    <Stack>
      <PageHeader
        title={t`Commissions`}
        description={t`What each recruiter earns per placement, by the rule of the placement’s client.`}
      />
      <CommissionRules canEdit={canEditRules} canReadClients={canReadClients} />
      {data && data.total > 0 ? (
        <DescriptionList
          items={[
            { label: t`Placements`, value: formatNumber(data.total), numeric: true },
            { label: t`Total commission`, value: formatMoney(data.totalAmount), numeric: true },
          ]}
        />
      ) : null}
      <PagedList
        label={t`Commissions`}
        columns={columns}
        pageSize={COMMISSIONS_PAGE_SIZE}
        params={{ page, update }}
        query={commissions}
        getRowId={(commission) => commission.id}
        getRowLabel={(commission) => `${commission.recruiterName} ${commission.candidateName}`}
        emptyState={
          <RegisterEmptyState
            filtered={filtered}
            noun={t({
              message: 'commissions',
              comment: 'Plural noun in "No commissions yet" / "No commissions match"',
            })}
            filteredHint={t`Try another recruiter, or clear the filter.`}
            canManage={false}
            manageHint=""
            readHint={t`A commission appears here when a candidate is hired.`}
            actions={null}
          />
        }
        toolbar={
          <FilterBar>
            <FilterSelect
              label={t`Recruiter`}
              value={values.recruiterUserId}
              onChange={(recruiterUserId) => update({ recruiterUserId })}
              allLabel={t`All recruiters`}
              options={(recruiters.data?.items ?? []).map((recruiter) => ({
                value: recruiter.id,
                label: recruiter.name,
              }))}
            />
          </FilterBar>
        }
      />
    </Stack>
  );
}
