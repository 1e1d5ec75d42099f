import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, ConfirmActionDialog, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  EmptyState,
  FormDialog,
  formatNumber,
  LoadingState,
  PageHeader,
  SelectField,
  type SimpleColumn,
  SimpleTable,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useJobTaxonomy, useTaxonomyMutations } from '../hooks/useJobPortal';
import type { JobTaxonomy, TaxonomyKind } from '../lib/vacancies';

/** One line of a taxonomy list: a category, a role (with its category) or a skill. */
type Item = {
  id: string;
  name: string;
  categoryId?: string;
  categoryName?: string;
  roles?: number;
  vacancies?: number;
};

type NameValues = { name: string; categoryId: string };

function itemsOf(kind: TaxonomyKind, taxonomy: JobTaxonomy): Item[] {
  if (kind === 'skill') return taxonomy.skills.map(({ id, name }) => ({ id, name }));
  if (kind === 'category') {
    return taxonomy.categories.map(({ id, name, roles, vacancies }) => ({
      id,
      name,
      roles: roles.length,
      vacancies,
    }));
  }
  return taxonomy.categories.flatMap((category) =>
    category.roles.map(({ id, name, vacancies }) => ({
      id,
      name,
      categoryId: category.id,
      categoryName: category.name,
      vacancies,
    })),
  );
}

/** The words of each list, in the language shown. */
function useWords(kind: TaxonomyKind) {
  const { t } = useLingui();
  switch (kind) {
    case 'category':
      return {
        title: t`Job categories`,
        description: t`The fields of work vacancies are filed under on the website.`,
        add: t`New category`,
        added: t`Category added`,
        renamed: t`Category renamed`,
        deleted: t`Category deleted`,
        empty: t`No categories yet`,
      };
    case 'role':
      return {
        title: t`Job roles`,
        description: t`The roles of each category; a vacancy names one.`,
        add: t`New role`,
        added: t`Role added`,
        renamed: t`Role renamed`,
        deleted: t`Role deleted`,
        empty: t`No roles yet`,
      };
    default:
      return {
        title: t`Job skills`,
        description: t`The skills vacancies ask for, suggested when a vacancy is written.`,
        add: t`New skill`,
        added: t`Skill added`,
        renamed: t`Skill renamed`,
        deleted: t`Skill deleted`,
        empty: t`No skills yet`,
      };
  }
}

export type TaxonomyPageProps = { kind: TaxonomyKind };

/**
 * A list of the job taxonomy (categories, roles or skills): `recruiting.read` to see it; with
 * `recruiting.manage`, add and rename in a dialog and delete after a confirmation (the server
 * refuses, 409, while vacancies use the item or a category still has roles).
 */
export function TaxonomyPage({ kind }: TaxonomyPageProps) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const taxonomy = useJobTaxonomy();
  const words = useWords(kind);
  const canManage = hasPermission(me, 'recruiting.manage');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  if (me && !hasPermission(me, 'recruiting.read')) return <AccessDenied />;
  if (taxonomy.isPending) return <LoadingState label={t`Loading the job taxonomy…`} />;
  if (taxonomy.isError) {
    return <QueryFailure error={taxonomy.error} onRetry={() => void taxonomy.refetch()} />;
  }

  const items = itemsOf(kind, taxonomy.data);
  const columns: SimpleColumn<Item>[] = [
    { header: t`Name`, cell: (item) => item.name },
    ...(kind === 'role'
      ? [{ header: t`Category`, cell: (item: Item) => item.categoryName ?? '' }]
      : []),
    ...(kind === 'category'
      ? [
          {
            header: t`Roles`,
            align: 'right' as const,
            cell: (item: Item) => <span className="sd-num">{formatNumber(item.roles ?? 0)}</span>,
          },
        ]
      : []),
    ...(kind === 'skill'
      ? []
      : [
          {
            header: t`Vacancies`,
            align: 'right' as const,
            cell: (item: Item) => (
              <span className="sd-num">{formatNumber(item.vacancies ?? 0)}</span>
            ),
          },
        ]),
    ...(canManage
      ? [
          {
            header: t`Actions`,
            cell: (item: Item) => {
              const name = item.name;
              return (
                <span className="sd-inline">
                  <Button size="sm" aria-label={t`Rename ${name}`} onClick={() => setEditing(item)}>
                    <Trans>Rename</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t`Delete ${name}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </span>
              );
            },
          },
        ]
      : []),
  ];
  const categories = taxonomy.data.categories.map(({ id, name }) => ({ value: id, label: name }));

  return (
    <div className="sd-stack">
      <PageHeader
        title={words.title}
        description={words.description}
        actions={
          canManage && (kind !== 'role' || categories.length > 0) ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {words.add}
            </Button>
          ) : null
        }
      />
      <SimpleTable
        label={words.title}
        columns={columns}
        rows={items}
        getRowKey={(item) => item.id}
        empty={
          <EmptyState
            title={words.empty}
            description={
              kind === 'role' && categories.length === 0
                ? t`Add a category first; every role belongs to one.`
                : undefined
            }
          />
        }
      />
      {editing ? (
        <NameDialog
          kind={kind}
          item={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

type NameDialogProps = {
  kind: TaxonomyKind;
  item: Item | null;
  categories: { value: string; label: string }[];
  onClose: () => void;
};

function NameDialog({ kind, item, categories, onClose }: NameDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const words = useWords(kind);
  const mutations = useTaxonomyMutations();
  const form = useForm<NameValues>({
    defaultValues: { name: item?.name ?? '', categoryId: item?.categoryId ?? '' },
  });
  const oldName = item?.name ?? '';
  const title = item ? t`Rename ${oldName}` : words.add;

  async function onSubmit({ name: typed, categoryId }: NameValues) {
    const name = typed.trim();
    try {
      if (kind === 'role') {
        const body = { categoryId, name };
        if (item)
          await mutations.updateRole.mutateAsync({ params: { path: { id: item.id } }, body });
        else await mutations.createRole.mutateAsync({ body });
      } else {
        const [create, update] =
          kind === 'category'
            ? [mutations.createCategory, mutations.updateCategory]
            : [mutations.createSkill, mutations.updateSkill];
        if (item) await update.mutateAsync({ params: { path: { id: item.id } }, body: { name } });
        else await create.mutateAsync({ body: { name } });
      }
      toast({ tone: 'success', title: item ? words.renamed : words.added, description: name });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['name', 'categoryId']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="sm"
      title={title}
      label={title}
      submitLabel={item ? <Trans>Save</Trans> : <Trans>Add</Trans>}
    >
      {kind === 'role' ? (
        <SelectField
          name="categoryId"
          label={t`Category`}
          required
          placeholder={t`Choose a category…`}
          options={categories}
        />
      ) : null}
      <TextField name="name" label={t`Name`} required maxLength={80} />
    </FormDialog>
  );
}

type DeleteDialogProps = { kind: TaxonomyKind; item: Item | null; onClose: () => void };

function DeleteDialog({ kind, item, onClose }: DeleteDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const words = useWords(kind);
  const { remove } = useTaxonomyMutations();
  const name = item?.name ?? '';
  return (
    <ConfirmActionDialog
      open={item !== null}
      onClose={onClose}
      title={t`Delete ${name}?`}
      description={t`Vacancies that use it must move to another first. Deleting cannot be undone.`}
      confirmLabel={t`Delete`}
      destructive
      onConfirm={async () => {
        if (!item) return;
        await remove.mutateAsync({ params: { path: { kind, id: item.id } } });
        toast({ tone: 'success', title: words.deleted, description: name });
      }}
    />
  );
}
