import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, RouterLink, textOf } from '@staffdesk/core';
import { QueryView } from '@staffdesk/kit';
import { Button, Card, DescriptionList, Inline, PageHeader, Stack } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ChangeRequestForm } from '../components/ChangeRequestForm';
import { ChangeRequestStatus } from '../components/ChangeRequestStatus';
import { familyOf, itemsOf } from '../components/ProfileItemsSection';
import { NotFound, QueryFailure } from '../components/StatusPages';
import { useChangeRequests } from '../hooks/useChangeRequests';
import { useProfileItems } from '../hooks/useProfileItems';
import { requestsOfKind } from '../lib/change-requests';
import { type FamilyMemberInput, familyProposal } from '../lib/family';
import { displayValue, toFormValues } from '../lib/fields';
import { PROFILE_KINDS } from '../lib/profile-kinds';
import { profileFormPath, profileSection } from '../lib/profile-paths';
import type { ChangeRequest, FamilyMember } from '../lib/types';

const config = PROFILE_KINDS.family;

/**
 * `/employee/profile/family/:type/:id?`: a focused page to ask HR to add a family member
 * (`add`) or change one (`edit/:id`), or to read one (`view/:id`). Family changes are change
 * requests: nothing changes until HR approves.
 */
export function Component() {
  const { type, id } = useParams();
  if (type === 'add' && !id) return <FamilyPage mode="add" />;
  if ((type === 'edit' || type === 'view') && id) return <FamilyPage mode={type} id={id} />;
  return <NotFound />;
}

type Mode = 'add' | 'edit' | 'view';

const TITLES: Record<Mode, MessageDescriptor> = {
  add: msg`Ask HR to add a family member`,
  edit: msg`Ask HR to change a family member`,
  view: msg`Family member`,
};

function FamilyPage({ mode, id }: { mode: Mode; id?: string }) {
  const { t, i18n } = useLingui();
  const members = useProfileItems('family');
  const changeRequests = useChangeRequests();
  const requests = requestsOfKind(changeRequests.data?.items, 'family');
  const pending = requests[0]?.status === 'pending' ? requests[0] : undefined;

  const page = (title: string, content: ReactNode) => (
    <Stack>
      <PageHeader
        title={title}
        linkComponent={RouterLink}
        breadcrumbs={[
          { label: t`My profile`, href: paths.employee.profile.view() },
          {
            label: i18n._(config.title),
            href: `${paths.employee.profile.view()}#${config.anchor}`,
          },
          { label: title },
        ]}
      />
      {content}
    </Stack>
  );

  return (
    <QueryView
      failure={QueryFailure}
      query={members}
      loadingLabel={t`Loading your family…`}
      rows={4}
    >
      {(data) => {
        const family = familyOf(itemsOf(data));
        if (mode === 'add') {
          return page(
            i18n._(TITLES.add),
            <RequestCard mode="add" family={family} pending={pending} />,
          );
        }
        const member = family.find((candidate) => candidate.id === id);
        if (!member) {
          return <NotFound message={t`This family member is not on your record (any more).`} />;
        }
        if (mode === 'view')
          return page(member.name, <MemberDetails member={member} locked={Boolean(pending)} />);
        return page(
          i18n._(TITLES.edit),
          <RequestCard mode="edit" family={family} member={member} pending={pending} />,
        );
      }}
    </QueryView>
  );
}

function MemberDetails({ member, locked }: { member: FamilyMember; locked: boolean }) {
  const record: Record<string, unknown> = member;
  return (
    <Card>
      <Stack>
        <DescriptionList
          items={config.fields.map((spec) => ({
            label: textOf(spec.label),
            value: displayValue(spec, record[spec.name]) || (
              <span className="sd-text-muted">—</span>
            ),
          }))}
        />
        <Inline>
          <Button asChild>
            <Link to={profileSection(config.anchor)}>
              <Trans>Back to my profile</Trans>
            </Link>
          </Button>
          {locked ? null : (
            <Button asChild variant="primary">
              <Link to={profileFormPath('family', 'edit', member.id)}>
                <Trans>Ask to change</Trans>
              </Link>
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

function RequestCard({
  mode,
  family,
  member,
  pending,
}: {
  mode: 'add' | 'edit';
  family: FamilyMember[];
  member?: FamilyMember;
  pending: ChangeRequest | undefined;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = member?.name ?? '';
  if (pending) {
    return (
      <Card>
        <Stack>
          <p>
            <Trans>
              HR decides on your family request first; you can ask for another change afterwards.
            </Trans>
          </p>
          <ChangeRequestStatus request={pending} />
          <div>
            <Button asChild>
              <Link to={profileSection(config.anchor)}>
                <Trans>Back to my profile</Trans>
              </Link>
            </Button>
          </div>
        </Stack>
      </Card>
    );
  }
  return (
    <Card>
      <ChangeRequestForm
        kind="family"
        title={mode === 'add' ? t`The new family member` : t`Changes for ${name}`}
        headingLevel={2}
        autoFocus={false}
        fields={config.fields}
        defaultValues={toFormValues(config.fields, member)}
        description={t`Your family decides your PTKP status, so HR checks the change first. Until HR approves it, your record stays as it is.`}
        toProposed={(body) => {
          const values = body as Omit<FamilyMemberInput, 'id'>;
          return member
            ? familyProposal(family, { action: 'update', id: member.id, member: values })
            : familyProposal(family, { action: 'add', member: values });
        }}
        onSent={() => navigate(profileSection(config.anchor))}
        onCancel={() => navigate(profileSection(config.anchor))}
      />
    </Card>
  );
}
