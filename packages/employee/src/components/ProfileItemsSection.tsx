import { describeFailure } from '@staffdesk/core';
import { Button, ConfirmDialog, EmptyState, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteProfileItem, useProfileItems } from '../hooks/useProfileItems';
import type { ProfileKindConfig } from '../lib/profile-kinds';
import { profileFormPath } from '../lib/profile-paths';
import type { FamilyMember, ProfileItem } from '../lib/types';
import { QueryView } from './QueryView';
import { listItem, plainList, Section } from './Section';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
  const items = useProfileItems(config.kind);
  return (
    <Section id={config.anchor} title={config.title}>
      <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
        <QueryView query={items} loadingLabel={`Loading ${config.title.toLowerCase()}…`} rows={2}>
          {(data) => <ItemList config={config} items={itemsOf(data)} />}
        </QueryView>
        <div>
          <Button asChild>
            <Link to={profileFormPath(config.form, 'add')}>Add {config.noun}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}

function ItemList({ config, items }: { config: ProfileKindConfig; items: ProfileItem[] }) {
  const [deleting, setDeleting] = useState<ProfileItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteProfileItem();
  const { toast } = useToast();

  if (items.length === 0) return <EmptyState title={config.empty} />;

  const deletingName = deleting ? config.name(deleting) : '';

  async function confirmDelete() {
    if (!deleting) return;
    setError(null);
    try {
      await remove.mutateAsync({
        params: { path: { kind: config.kind, itemId: deleting.id } },
      });
      toast({ tone: 'success', title: `${capitalised(config.noun)} deleted` });
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
          const name = config.name(record) || capitalised(config.noun);
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
                {detail ? (
                  <p className="sd-text-muted" style={{ margin: 0, overflowWrap: 'anywhere' }}>
                    {detail}
                  </p>
                ) : null}
              </div>
              <div className="sd-inline">
                <Button asChild size="sm">
                  <Link
                    to={profileFormPath(config.form, 'edit', item.id)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    setError(null);
                    setDeleting(item);
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete ${deletingName}?`}
        description={`This ${config.noun} is removed from your profile. You can add it again later.`}
        confirmLabel={`Delete ${config.noun}`}
        destructive
        error={error}
        onConfirm={confirmDelete}
      />
    </>
  );
}
