import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { QueryView } from '@staffdesk/kit';
import { Button, ConfirmDialog, EmptyState, Inline, Stack, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteProfileItem, useProfileItems } from '../hooks/useProfileItems';
import type { ProfileKindConfig } from '../lib/profile-kinds';
import { profileFormPath } from '../lib/profile-paths';
import { capitalised } from '../lib/text';
import type { FamilyMember, ProfileItem } from '../lib/types';
import { listItem, plainList, Section } from './Section';
import { QueryFailure } from './StatusPages';

/** The family members among profile items. */
export function familyOf(items: ProfileItem[]): FamilyMember[] {
  return items.filter((item): item is FamilyMember => item.kind === 'family');
}

/** The items of a profile list (`{ items }`). */
export function itemsOf(data: { items: ProfileItem[] } | undefined): ProfileItem[] {
  return data?.items ?? [];
}

/**
 * One sub-form of my profile that I keep myself (languages, experience…): a card list with
 * "Add", and per item "Edit" (a page of its own) and "Delete" (confirmed).
 */
export function ProfileItemsSection({ config }: { config: ProfileKindConfig }) {
  const { t, i18n } = useLingui();
  const items = useProfileItems(config.kind);
  const title = i18n._(config.title);
  const noun = i18n._(config.noun);
  const list = title.toLowerCase();
  return (
    <Section id={config.anchor} title={title}>
      <Stack gap={3}>
        <QueryView failure={QueryFailure} query={items} loadingLabel={t`Loading ${list}…`} rows={2}>
          {(data) => <ItemList config={config} items={itemsOf(data)} />}
        </QueryView>
        <div>
          <Button asChild>
            <Link to={profileFormPath(config.form, 'add')}>
              <Trans>Add {noun}</Trans>
            </Link>
          </Button>
        </div>
      </Stack>
    </Section>
  );
}

function ItemList({ config, items }: { config: ProfileKindConfig; items: ProfileItem[] }) {
  const [deleting, setDeleting] = useState<ProfileItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProfileItem();
  const { toast } = useToast();
  const { t, i18n } = useLingui();

  if (items.length === 0) return <EmptyState title={i18n._(config.empty)} />;

  const noun = i18n._(config.noun);
  const kindName = capitalised(noun);
  const deletingName = deleting ? config.name(deleting) : '';

  async function confirmDelete() {
    if (!deleting) return;
    setError(null);
    try {
      await remove.mutateAsync({
        params: { path: { kind: config.kind, itemId: deleting.id } },
      });
      toast({ tone: 'success', title: t`${kindName} deleted` });
    } catch (failure) {
      setError(describeFailure(failure).message);
      throw failure;
    }
  }

  return (
    <>
      <ul style={plainList}>
        {items.map((item) => {
          const record: Record<string, unknown> = item;
          const name = config.name(record) || kindName;
          const detail = config.detail(record);
          return (
            <li key={item.id} style={listItem}>
              <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Link
                  to={profileFormPath(config.form, 'view', item.id)}
                  style={{ fontWeight: 'var(--sd-font-weight-medium)', overflowWrap: 'anywhere' }}
                >
                  {name}
                </Link>
                {detail ? <p className="sd-text-muted sd-wrap-anywhere">{detail}</p> : null}
              </div>
              <Inline>
                <Button asChild size="sm">
                  <Link
                    to={profileFormPath(config.form, 'edit', item.id)}
                    aria-label={t`Edit ${name}`}
                  >
                    <Trans>Edit</Trans>
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Delete ${name}`}
                  onClick={() => {
                    setError(null);
                    setDeleting(item);
                  }}
                >
                  <Trans>Delete</Trans>
                </Button>
              </Inline>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete ${deletingName}?`}
        description={t`This ${noun} is removed from your profile. You can add it again later.`}
        confirmLabel={t`Delete ${noun}`}
        destructive
        error={error}
        onConfirm={confirmDelete}
      />
    </>
  );
}
