import { paths, RouterLink } from '@staffdesk/core';
import { Badge, DescriptionList, EmptyState, PageHeader } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMySupporting } from '../hooks/useMyEmployee';
import { currentMonthLabel, monthLabel, today } from '../lib/dates';
import { formatDay, formatRupiah } from '../lib/format';
import type { Supporting } from '../lib/types';
import { QueryView } from './QueryView';
import { listItem, plainList, Section } from './Section';

type Contributions = NonNullable<Supporting['bpjs']['contributions']>;
type Share = { employee?: number; employer: number };

/** The parts of my supporting information, each a page of its own and a card of the overview. */
export type SupportingPart = 'insurance' | 'asset' | 'bpjs-healthcare' | 'bpjs-social-security';

const PARTS: Record<SupportingPart, { title: string; href: () => string }> = {
  insurance: { title: 'Insurance', href: paths.employee.informationSupporting.insurance },
  asset: { title: 'Company assets', href: paths.employee.informationSupporting.asset },
  'bpjs-healthcare': {
    title: 'BPJS Kesehatan',
    href: paths.employee.informationSupporting.bpjsHealthcare,
  },
  'bpjs-social-security': {
    title: 'BPJS Ketenagakerjaan',
    href: paths.employee.informationSupporting.bpjsSocialSecurity,
  },
};

const ORDER: SupportingPart[] = ['insurance', 'asset', 'bpjs-healthcare', 'bpjs-social-security'];

/**
 * A supporting-information page: the overview (`part` left out) shows every part; a part's page
 * shows that part alone. Read-only: HR keeps these.
 */
export function SupportingPage({ part }: { part?: SupportingPart }) {
  const supporting = useMySupporting();
  const title = part ? PARTS[part].title : 'Supporting information';
  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        linkComponent={RouterLink}
        breadcrumbs={
          part
            ? [
                {
                  label: 'Supporting information',
                  href: paths.employee.informationSupporting.view(),
                },
                { label: title },
              ]
            : undefined
        }
        description={
          part
            ? undefined
            : 'Your insurance, the company assets you hold and your BPJS. HR keeps these; ask HR if something is not right.'
        }
      />
      <QueryView query={supporting} loadingLabel="Loading your supporting information…" rows={5}>
        {(data) =>
          (part ? [part] : ORDER).map((each) => (
            <Part key={each} part={each} supporting={data} linked={!part} />
          ))
        }
      </QueryView>
    </div>
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
  const { title, href } = PARTS[part];
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
          <Link to={href()} aria-label={`Open ${title}`}>
            Open
          </Link>
        ) : undefined
      }
    >
      {content}
    </Section>
  );
}

function InsuranceList({ policies }: { policies: Supporting['insurance'] }) {
  if (policies.length === 0) {
    return (
      <EmptyState title="No insurance policies." description="HR adds them when you are covered." />
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
          <div className="sd-inline" style={{ justifyContent: 'space-between' }}>
            <strong>{policy.provider}</strong>
            {policy.validUntil && policy.validUntil < now ? <Badge>Expired</Badge> : null}
          </div>
          <DescriptionList
            items={[
              { label: 'Policy number', value: policy.policyNumber, numeric: true },
              { label: 'Coverage', value: policy.coverage || '—' },
              { label: 'Valid until', value: formatDay(policy.validUntil) || '—', numeric: true },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

function AssetList({ assets }: { assets: Supporting['assets'] }) {
  if (assets.length === 0) {
    return <EmptyState title="No company assets assigned to you." />;
  }
  const held = assets.filter((asset) => !asset.returnedAt);
  const returned = assets.filter((asset) => asset.returnedAt);
  return (
    <ul style={plainList}>
      {[...held, ...returned].map((asset) => (
        <li key={`${asset.name}-${asset.serialNumber}`} style={{ ...listItem, display: 'block' }}>
          <div className="sd-inline" style={{ justifyContent: 'space-between' }}>
            <strong>{asset.name}</strong>
            {asset.returnedAt ? <Badge>Returned</Badge> : <Badge tone="info">With you</Badge>}
          </div>
          <DescriptionList
            items={[
              { label: 'Serial number', value: asset.serialNumber || '—', numeric: true },
              { label: 'Assigned', value: formatDay(asset.assignedAt) || '—', numeric: true },
              ...(asset.returnedAt
                ? [{ label: 'Returned', value: formatDay(asset.returnedAt), numeric: true }]
                : []),
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

function ContributionTable({ caption, rows }: { caption: string; rows: [string, Share][] }) {
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
            <th scope="col">Programme</th>
            <th scope="col" style={cell}>
              You pay
            </th>
            <th scope="col" style={cell}>
              Employer pays
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
              <th scope="row">Total</th>
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
  return (
    <p className="sd-text-muted" style={{ margin: 0 }}>
      No contributions for {currentMonthLabel()} yet.
    </p>
  );
}

function BpjsKesehatan({ bpjs }: { bpjs: Supporting['bpjs'] }) {
  const contributions: Contributions | null = bpjs.contributions;
  return (
    <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
      <DescriptionList
        items={[
          {
            label: 'BPJS Kesehatan number',
            value: bpjs.kesehatanNumber || 'Not registered yet',
            numeric: true,
          },
          { label: 'Class', value: bpjs.kesehatanClass ? `Class ${bpjs.kesehatanClass}` : '—' },
        ]}
      />
      {contributions ? (
        <ContributionTable
          caption={`Contributions for ${monthLabel(contributions.period) || currentMonthLabel()}, on a wage of ${formatRupiah(contributions.wage)}`}
          rows={[['Kesehatan (health)', contributions.kesehatan]]}
        />
      ) : (
        <NoContributions />
      )}
    </div>
  );
}

function BpjsKetenagakerjaan({ bpjs }: { bpjs: Supporting['bpjs'] }) {
  const contributions: Contributions | null = bpjs.contributions;
  return (
    <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
      <DescriptionList
        items={[
          {
            label: 'BPJS Ketenagakerjaan number',
            value: bpjs.ketenagakerjaanNumber || 'Not registered yet',
            numeric: true,
          },
        ]}
      />
      {contributions ? (
        <ContributionTable
          caption={`Contributions for ${monthLabel(contributions.period) || currentMonthLabel()}, on a wage of ${formatRupiah(contributions.wage)}`}
          rows={[
            ['JHT (old-age savings)', contributions.jht],
            ['JP (pension)', contributions.jp],
            ['JKK (work accident)', contributions.jkk],
            ['JKM (death)', contributions.jkm],
          ]}
        />
      ) : (
        <NoContributions />
      )}
    </div>
  );
}
