import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { problemMessage, textOf } from '@staffdesk/core';
import {
  GENDER_LABELS,
  labelOf,
  MARITAL_STATUS_LABELS,
  QueryView,
  RELIGION_LABELS,
} from '@staffdesk/kit';
import { Banner, Button, DescriptionList, PageHeader } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChangeRequestBlock } from '../components/ChangeRequestBlock';
import { ChangeRequestHistory } from '../components/ChangeRequestHistory';
import { FamilySection } from '../components/FamilySection';
import { ProfileItemsSection } from '../components/ProfileItemsSection';
import { Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { useChangeRequests } from '../hooks/useChangeRequests';
import { useMyEmployee } from '../hooks/useMyEmployee';
import { CHANGE_REQUESTS, requestsOfKind } from '../lib/change-requests';
import { formatDay } from '../lib/format';
import { useScrollToHash } from '../lib/hash';
import { DIRECT_KINDS, PROFILE_KINDS } from '../lib/profile-kinds';
import type { EmployeeDetail } from '../lib/types';

/** The `#anchor`s of the page, for the jump links at the top. */
const JUMP_LINKS = [
  { anchor: 'personal-data', label: msg`Personal data` },
  { anchor: 'identity-and-tax', label: msg`NIK, NPWP, PTKP` },
  { anchor: 'bank-account', label: msg`Bank account` },
  ...DIRECT_KINDS.map((kind) => ({
    anchor: PROFILE_KINDS[kind].anchor,
    label: PROFILE_KINDS[kind].title,
  })),
  { anchor: 'family', label: PROFILE_KINDS.family.title },
  { anchor: 'change-requests', label: msg`Change requests` },
];

/**
 * `/employee/profile`: my personal data, the values only HR changes (asked for with a change
 * request), and the sub-forms I keep myself. The sub-form addresses open focused pages; the
 * `#anchor` of a section scrolls to it.
 */
export function Component() {
  const { t } = useLingui();
  const employee = useMyEmployee();
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`My profile`}
        description={t`Your personal data as HR has it. Keep your languages, experience, education and contacts up to date; HR checks changes to your bank account, NIK, NPWP, PTKP status and family.`}
      />
      <QueryView
        failure={QueryFailure}
        query={employee}
        loadingLabel={t`Loading your profile…`}
        rows={6}
      >
        {(data) => <Profile employee={data} />}
      </QueryView>
    </div>
  );
}

function Profile({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const changeRequests = useChangeRequests();
  const requests = changeRequests.data?.items ?? [];
  useScrollToHash(true);

  return (
    <>
      <JumpLinks />
      {changeRequests.isError ? (
        <Banner
          tone="warning"
          title={t`Your change requests could not be loaded`}
          action={
            <Button onClick={() => void changeRequests.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {problemMessage(changeRequests.error)}
        </Banner>
      ) : null}
      <PersonalData employee={employee} />
      <Section id="identity-and-tax" title={t`NIK, NPWP and PTKP status`}>
        <div className="sd-stack" style={{ gap: 'var(--sd-space-6)' }}>
          {(['nik', 'npwp', 'ptkp-status'] as const).map((kind) => (
            <SubSection key={kind} id={kind} title={textOf(CHANGE_REQUESTS[kind].title)}>
              <ChangeRequestBlock
                config={CHANGE_REQUESTS[kind]}
                employee={employee}
                requests={requestsOfKind(requests, kind)}
              />
            </SubSection>
          ))}
        </div>
      </Section>
      <Section id="bank-account" title={t`Bank account`}>
        <ChangeRequestBlock
          config={CHANGE_REQUESTS['bank-account']}
          employee={employee}
          requests={requestsOfKind(requests, 'bank-account')}
        />
      </Section>
      {DIRECT_KINDS.map((kind) => (
        <ProfileItemsSection key={kind} config={PROFILE_KINDS[kind]} />
      ))}
      <FamilySection requests={requestsOfKind(requests, 'family')} />
      <ChangeRequestHistory requests={requests} />
    </>
  );
}

function JumpLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Parts of my profile`}>
      <ul
        className="sd-inline"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          flexWrap: 'nowrap',
          overflowX: 'auto',
          paddingBottom: 'var(--sd-space-1)',
        }}
      >
        {JUMP_LINKS.map((link) => (
          <li key={link.anchor} style={{ flex: 'none' }}>
            <Button asChild size="sm" variant="ghost">
              <Link to={{ hash: `#${link.anchor}` }}>{i18n._(link.label)}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="sd-stack"
      style={{ gap: 'var(--sd-space-3)', scrollMarginTop: 'var(--sd-space-6)' }}
    >
      <h3 id={titleId} className="sd-card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function PersonalData({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const missing = (
    <span className="sd-text-muted">
      <Trans>Not on record</Trans>
    </span>
  );
  const birth = [employee.birthPlace, employee.birthDate ? formatDay(employee.birthDate) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <Section id="personal-data" title={t`Personal data`}>
      <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
        <DescriptionList
          items={[
            { label: t`Name`, value: employee.fullName },
            { label: t`Employee number`, value: employee.employeeNumber, numeric: true },
            { label: t`Place and date of birth`, value: birth || missing },
            { label: t`Gender`, value: labelOf(GENDER_LABELS, employee.gender) || missing },
            { label: t`Religion`, value: labelOf(RELIGION_LABELS, employee.religion) || missing },
            {
              label: t`Marital status`,
              value: labelOf(MARITAL_STATUS_LABELS, employee.maritalStatus) || missing,
            },
            { label: t`Address`, value: employee.address || missing },
            { label: t`Phone`, value: employee.phone || missing },
            { label: t`Personal email`, value: employee.personalEmail || missing },
          ]}
        />
        <p className="sd-text-muted" style={{ margin: 0 }}>
          <Trans>
            Something wrong in your name, birth, address or contact details? Tell HR; they correct
            it on your record.
          </Trans>
        </p>
      </div>
    </Section>
  );
}
