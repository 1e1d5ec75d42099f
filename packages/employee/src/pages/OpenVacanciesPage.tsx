import { Trans, useLingui } from '@lingui/react/macro';
import { compact, paths, useListParams } from '@staffdesk/core';
import { CONTRACT_TYPE_LABELS, ListToolbar, labelOf, QueryView } from '@staffdesk/kit';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatNumber,
  Inline,
  PageHeader,
  Pager,
  Stack,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReferDialog } from '../components/ReferDialog';
import { QueryFailure } from '../components/StatusPages';
import { type OpenVacancy, useOpenVacancies } from '../hooks/useReferrals';
import { formatDay, formatRupiah } from '../lib/format';

const PAGE_SIZE = 20;

function salaryOf(vacancy: OpenVacancy): string {
  const from = formatRupiah(vacancy.salaryMin);
  const to = formatRupiah(vacancy.salaryMax);
  return from && to ? `${from} – ${to}` : from || to;
}

function VacancyCard({ vacancy, onRefer }: { vacancy: OpenVacancy; onRefer: () => void }) {
  const { t } = useLingui();
  const salary = salaryOf(vacancy);
  const closes = formatDay(vacancy.closesOn);
  const facts = [
    vacancy.location,
    labelOf(CONTRACT_TYPE_LABELS, vacancy.contractType),
    [vacancy.category, vacancy.role].filter(Boolean).join(' · '),
  ].filter(Boolean);
  const position = vacancy.title;
  return (
    <li>
      <Card
        title={vacancy.title}
        aria-label={vacancy.title}
        footer={
          <Button variant="primary" onClick={onRefer} aria-label={t`Refer someone for ${position}`}>
            <Trans>Refer someone</Trans>
          </Button>
        }
      >
        <Stack gap={2}>
          <p className="sd-text-muted">{facts.join(' · ')}</p>
          {salary ? <p>{salary}</p> : null}
          {vacancy.skills.length > 0 ? (
            <Inline aria-label={t`Skills`} as="ul">
              {vacancy.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="neutral">{skill}</Badge>
                </li>
              ))}
            </Inline>
          ) : null}
          {vacancy.description ? <p className="sd-wrap-pre-line">{vacancy.description}</p> : null}
          {vacancy.qualifications ? (
            <p className="sd-text-muted sd-wrap-pre-line">{vacancy.qualifications}</p>
          ) : null}
          {closes ? (
            <p className="sd-text-muted">
              <Trans>Applications close on {closes}.</Trans>
            </p>
          ) : null}
        </Stack>
      </Card>
    </li>
  );
}

/**
 * `/employee/requirements`: the company's open vacancies, as the website lists them (searched by
 * the server), each with "Refer someone" to put a person I know forward for it.
 */
export function Component() {
  const { t } = useLingui();
  const { values, page, update } = useListParams(['search'] as const);
  const vacancies = useOpenVacancies({
    ...compact({ search: values.search }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [referring, setReferring] = useState<OpenVacancy | null>(null);

  return (
    <Stack>
      <PageHeader
        title={t`Open vacancies`}
        description={t`Know someone who fits? Refer them; the recruiter takes it from there.`}
        actions={
          <Button asChild>
            <Link to={paths.employee.requirementCandidates()}>
              <Trans>My referrals</Trans>
            </Link>
          </Button>
        }
      />
      <ListToolbar
        params={{ page, update, values }}
        search={{
          label: t`Search vacancies`,
          placeholder: t`Search by title, skill or location`,
        }}
      />
      <QueryView
        failure={QueryFailure}
        query={vacancies}
        loadingLabel={t`Loading the open vacancies…`}
      >
        {(data) => {
          const total = formatNumber(data.total);
          const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
          if (data.items.length === 0) {
            return (
              <EmptyState
                title={values.search ? t`No vacancies match` : t`No open vacancies right now`}
                description={
                  values.search
                    ? t`Try another word.`
                    : t`New vacancies appear here as soon as recruiting publishes them.`
                }
              />
            );
          }
          return (
            <Stack aria-label={t`Open vacancies`} as="section">
              <p className="sd-text-muted">{t`${total} open vacancies`}</p>
              <Stack as="ul">
                {data.items.map((vacancy) => (
                  <VacancyCard
                    key={vacancy.slug}
                    vacancy={vacancy}
                    onRefer={() => setReferring(vacancy)}
                  />
                ))}
              </Stack>
              <Pager
                page={page}
                pageCount={pages}
                onPageChange={(next) => update({ page: next })}
              />
            </Stack>
          );
        }}
      </QueryView>
      {referring ? <ReferDialog vacancy={referring} onClose={() => setReferring(null)} /> : null}
    </Stack>
  );
}
