import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { QueryView } from '@staffdesk/kit';
import { Button, ConfirmDialog, EmptyState, Inline, Stack, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateChangeRequest } from '../hooks/useChangeRequests';
import { useProfileItems } from '../hooks/useProfileItems';
import { familyProposal } from '../lib/family';
import { PROFILE_KINDS } from '../lib/profile-kinds';
import { profileFormPath } from '../lib/profile-paths';
import type { ChangeRequest, FamilyMember } from '../lib/types';
import { ChangeRequestStatus } from './ChangeRequestStatus';
import { familyOf, itemsOf } from './ProfileItemsSection';
import { listItem, plainList, Section } from './Section';
import { QueryFailure } from './StatusPages';

const config = PROFILE_KINDS.family;

/**
 * My family: the members on record and my latest family request. Adding, changing or removing
 * a member asks HR (a change request), since family decides the PTKP status.
 */
export function FamilySection({ requests }: { requests: ChangeRequest[] }) {
  const { t, i18n } = useLingui();
  const members = useProfileItems('family');
  const latest = requests[0];
  const pending = latest?.status === 'pending';
  return (
    <Section id={config.anchor} title={i18n._(config.title)}>
      <Stack gap={3}>
        <p className="sd-text-muted">
          <Trans>
            Your family decides your PTKP status, so HR checks every change before it applies.
          </Trans>
        </p>
        <QueryView
          failure={QueryFailure}
          query={members}
          loadingLabel={t`Loading your family…`}
          rows={2}
        >
          {(data) => <MemberList members={familyOf(itemsOf(data))} locked={pending} />}
        </QueryView>
        {latest ? (
          <div
            style={{
              padding: 'var(--sd-space-3)',
              borderRadius: 'var(--sd-radius-md)',
              background: 'var(--sd-color-surface-muted)',
            }}
          >
            <ChangeRequestStatus request={latest} />
          </div>
        ) : null}
        {pending ? (
          <p className="sd-text-muted">
            <Trans>
              HR decides on this request first; you can ask for another change afterwards.
            </Trans>
          </p>
        ) : (
          <div>
            <Button asChild>
              <Link to={profileFormPath('family', 'add')}>
                <Trans>Ask to add family member</Trans>
              </Link>
            </Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}

function MemberList({ members, locked }: { members: FamilyMember[]; locked: boolean }) {
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateChangeRequest();
  const { toast } = useToast();
  const { t, i18n } = useLingui();

  if (members.length === 0) return <EmptyState title={i18n._(config.empty)} />;
  const removingName = removing?.name ?? '';

  async function confirmRemove() {
    if (!removing) return;
    setError(null);
    try {
      await create.mutateAsync({
        body: {
          kind: 'family',
          proposed: familyProposal(members, { action: 'remove', id: removing.id }),
        },
      });
      toast({
        tone: 'success',
        title: t`Sent to HR`,
        description: t`You see here when HR has decided.`,
      });
    } catch (failure) {
      setError(describeFailure(failure).message);
      throw failure;
    }
  }

  return (
    <>
      <ul style={plainList}>
        {members.map((member) => {
          const record: Record<string, unknown> = member;
          const name = config.name(record);
          return (
            <li key={member.id} style={listItem}>
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Link
                  to={profileFormPath('family', 'view', member.id)}
                  style={{ fontWeight: 'var(--sd-font-weight-medium)', overflowWrap: 'anywhere' }}
                >
                  {name}
                </Link>
                <p className="sd-text-muted">{config.detail(record)}</p>
              </div>
              {locked ? null : (
                <Inline>
                  <Button asChild size="sm">
                    <Link
                      to={profileFormPath('family', 'edit', member.id)}
                      aria-label={t`Ask to change ${name}`}
                    >
                      <Trans>Ask to change</Trans>
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Ask to remove ${name}`}
                    onClick={() => {
                      setError(null);
                      setRemoving(member);
                    }}
                  >
                    <Trans>Ask to remove</Trans>
                  </Button>
                </Inline>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`Ask HR to remove ${removingName}?`}
        description={t`HR checks the request; the family member stays on record until HR approves.`}
        confirmLabel={t`Send to HR`}
        destructive
        error={error}
        onConfirm={confirmRemove}
      />
    </>
  );
}
