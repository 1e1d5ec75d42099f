import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, RouterLink } from '@staffdesk/core';
import { QueryView } from '@staffdesk/kit';
import { Badge, DescriptionList, EmptyState, Inline, PageHeader, Stack } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMySupporting } from '../hooks/useMyEmployee';
import { currentMonthLabel, monthLabel, today } from '../lib/dates';
import { formatDay, formatRupiah } from '../lib/format';
import type { Supporting } from '../lib/types';
import { listItem, plainList, Section } from './Section';
import { QueryFailure } from './StatusPages';

type Contributions = NonNullable<Supporting['bpjs']['contributions']>;
type Share = { employee?: number; employer: number };

/** The parts of my supporting information, each a page of its own and a card of the overview. */
export type SupportingPart = 'insurance' | 'asset' | 'bpjs-healthcare' | 'bpjs-social-security';

const PARTS: Record<SupportingPart, { title: MessageDescriptor; href: () => string }> = {
  insurance: { title: msg`Insurance`, href: paths.employee.informationSupporting.insurance },
  asset: { title: msg`Company assets`, href: paths.employee.informationSupporting.asset },
  'bpjs-healthcare': {
    title: msg`BPJS Kesehatan`,
    href: paths.employee.informationSupporting.bpjsHealthcare,
  },
  'bpjs-social-security': {
    title: msg`BPJS Ketenagakerjaan`,
    href: paths.employee.informationSupporting.bpjsSocialSecurity,
  },
};

const ORDER: SupportingPart[] = ['insurance', 'asset', 'bpjs-healthcare', 'bpjs-social-security'];

/**
 * A supporting-information page: the overview (`part` left out) shows every part; a part's page
 * shows that part alone. Read-only: HR keeps these.
 */
export function SupportingPage({ part }: { part?: SupportingPart }) {
  const { t, i18n } = useLingui();
  const supporting = useMySupporting();
  const overview = t`Supporting information`;
  const title = part ? i18n._(PARTS[part].title) : overview;
  return (
    <Stack>
      <PageHeader
        title={title}
        linkComponent={RouterLink}
        breadcrumbs={
          part
            ? [
                {
                  label: overview,
                  href: paths.employee.informationSupporting.view(),
                },
                { label: title },
              ]
            : undefined
        }
        description={
          part
            ? undefined
            : t`Your insurance, the company assets you hold and your BPJS. HR keeps these; ask HR if something is not right.`
        }
      />
      <QueryView
        failure={QueryFailure}
        query={supporting}
        loadingLabel={t`Loading your supporting information…`}
        rows={5}
      >
        {(data) =>
          (part ? [part] : ORDER).map((each) => (
            <Part key={each} part={each} supporting={data} linked={!part} />
          ))
        }
      </QueryView>
    </Stack>
  );
}

function Part({
  part,
  supporting,
  linked,
}: {
  part: SupportingPart;
  supporting: Supporting;
  linked: boolean;
}) {
  const { t, i18n } = useLingui();
  const { href } = PARTS[part];
  const title = i18n._(PARTS[part].title);
  let content: ReactNode;
  if (part === 'insurance') content = <InsuranceList policies={supporting.insurance} />;
  else if (part === 'asset') content = <AssetList assets={supporting.assets} />;
  else if (part === 'bpjs-healthcare') content = <BpjsKesehatan bpjs={supporting.bpjs} />;
  else content = <BpjsKetenagakerjaan bpjs={supporting.bpjs} />;
  return (
    <Section
      id={part}
      title={title}
      actions={
        linked ? (
          <Link to={href()} aria-label={t`Open ${title}`}>
            <Trans>Open</Trans>
          </Link>
        ) : undefined
      }
    >
      {content}
    </Section>
  );
}

function InsuranceList({ policies }: { policies: Supporting['insurance'] }) {
  const { t } = useLingui();
  if (policies.length === 0) {
    return (
      <EmptyState
        title={t`No insurance policies.`}
        description={t`HR adds them when you are covered.`}
      />
    );
  }
  const now = today();
  return (
    <ul style={plainList}>
      {policies.map((policy) => (
        <li
          key={`${policy.provider}-${policy.policyNumber}`}
          style={{ ...listItem, display: 'block' }}
        >
          <Inline justify="between">
            <strong>{policy.provider}</strong>
            {policy.validUntil && policy.validUntil < now ? (
              <Badge>
                <Trans>Expired</Trans>
              </Badge>
            ) : null}
          </Inline>
          <DescriptionList
            items={[
              { label: t`Policy number`, value: policy.policyNumber, numeric: true },
              { label: t`Coverage`, value: policy.coverage || '—' },
              { label: t`Valid until`, value: formatDay(policy.validUntil) || '—', numeric: true },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

function AssetList({ assets }: { assets: Supporting['assets'] }) {
  const { t } = useLingui();
  if (assets.length === 0) {
    return <EmptyState title={t`No company assets assigned to you.`} />;
  }
  const held = assets.filter((asset) => !asset.returnedAt);
  const returned = assets.filter((asset) => asset.returnedAt);
  return (
    <ul style={plainList}>
      {[...held, ...returned].map((asset) => (
        <li key={`${asset.name}-${asset.serialNumber}`} style={{ ...listItem, display: 'block' }}>
          <Inline justify="between">
            <strong>{asset.name}</strong>
            {asset.returnedAt ? (
              <Badge>
                <Trans context="asset status">Returned</Trans>
              </Badge>
            ) : (
              <Badge tone="info">
                <Trans>With you</Trans>
              </Badge>
            )}
          </Inline>
          <DescriptionList
            items={[
              { label: t`Serial number`, value: asset.serialNumber || '—', numeric: true },
              {
                label: t({ message: 'Assigned', context: 'asset handed over on' }),
                value: formatDay(asset.assignedAt) || '—',
                numeric: true,
              },
              ...(asset.returnedAt
                ? [
                    {
                      label: t({ message: 'Returned', context: 'asset returned on (a date)' }),
                      value: formatDay(asset.returnedAt),
                      numeric: true,
                    },
                  ]
                : []),
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

function ContributionTable({
  contributions,
  rows,
}: {
  contributions: Contributions;
  rows: [string, Share][];
}) {
  const caption = useCaption(contributions);
  const employeeTotal = rows.reduce((sum, [, share]) => sum + (share.employee ?? 0), 0);
  const employerTotal = rows.reduce((sum, [, share]) => sum + share.employer, 0);
  const cell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="sd-table" style={{ minWidth: '18rem' }}>
        <caption
          className="sd-text-muted"
          style={{ textAlign: 'left', paddingBottom: 'var(--sd-space-2)' }}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Programme</Trans>
            </th>
            <th scope="col" style={cell}>
              <Trans>You pay</Trans>
            </th>
            <th scope="col" style={cell}>
              <Trans>Employer pays</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, share]) => (
            <tr key={label}>
              <th scope="row" style={{ fontWeight: 'inherit' }}>
                {label}
              </th>
              <td style={cell}>
                {share.employee === undefined ? '—' : formatRupiah(share.employee)}
              </td>
              <td style={cell}>{formatRupiah(share.employer)}</td>
            </tr>
          ))}
          {rows.length > 1 ? (
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td style={{ ...cell, fontWeight: 'var(--sd-font-weight-semibold)' }}>
                {formatRupiah(employeeTotal)}
              </td>
              <td style={{ ...cell, fontWeight: 'var(--sd-font-weight-semibold)' }}>
                {formatRupiah(employerTotal)}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function NoContributions() {
  const month = currentMonthLabel();
  return (
    <p className="sd-text-muted">
      <Trans>No contributions for {month} yet.</Trans>
    </p>
  );
}

/** "Contributions for November 2026, on a wage of Rp 5.000.000". */
function useCaption(contributions: Contributions): string {
  const { t } = useLingui();
  const month = monthLabel(contributions.period) || currentMonthLabel();
  const wage = formatRupiah(contributions.wage);
  return t`Contributions for ${month}, on a wage of ${wage}`;
}

function BpjsKesehatan({ bpjs }: { bpjs: Supporting['bpjs'] }) {
  const { t } = useLingui();
  const contributions: Contributions | null = bpjs.contributions;
  const { kesehatanClass } = bpjs;
  return (
    <Stack gap={3}>
      <DescriptionList
        items={[
          {
            label: t`BPJS Kesehatan number`,
            value: bpjs.kesehatanNumber || t`Not registered yet`,
            numeric: true,
          },
          {
            label: t({ message: 'Class', context: 'BPJS Kesehatan class' }),
            value: kesehatanClass
              ? t({ message: `Class ${kesehatanClass}`, context: 'BPJS Kesehatan class' })
              : '—',
          },
        ]}
      />
      {contributions ? (
        <ContributionTable
          contributions={contributions}
          rows={[[t`Kesehatan (health)`, contributions.kesehatan]]}
        />
      ) : (
        <NoContributions />
      )}
    </Stack>
  );
}

function BpjsKetenagakerjaan({ bpjs }: { bpjs: Supporting['bpjs'] }) {
  const { t } = useLingui();
  const contributions: Contributions | null = bpjs.contributions;
  return (
    <Stack gap={3}>
      <DescriptionList
        items={[
          {
            label: t`BPJS Ketenagakerjaan number`,
            value: bpjs.ketenagakerjaanNumber || t`Not registered yet`,
            numeric: true,
          },
        ]}
      />
      {contributions ? (
        <ContributionTable
          contributions={contributions}
          rows={[
            [t`JHT (old-age savings)`, contributions.jht],
            [t`JP (pension)`, contributions.jp],
            [t`JKK (work accident)`, contributions.jkk],
            [t`JKM (death)`, contributions.jkm],
          ]}
        />
      ) : (
        <NoContributions />
      )}
    </Stack>
  );
}
