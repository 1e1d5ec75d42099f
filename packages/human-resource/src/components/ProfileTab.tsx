import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, type FormMode, paths } from '@staffdesk/core';
import { NIK_MESSAGE, NIK_PATTERN, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  CheckboxField,
  ConfirmDialog,
  DateField,
  FormDialog,
  Inline,
  LoadingState,
  SelectField,
  SimpleTable,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  useAddProfileItem,
  useDeleteProfileItem,
  useProfileItems,
  useUpdateProfileItem,
} from '../hooks/useProfile';
import {
  formatProfileValue,
  PROFILE_FORM_OF_KIND,
  PROFILE_KINDS,
  type ProfileField,
  type ProfileItem,
  type ProfileKindSpec,
  profileBody,
  profileFormValues,
} from '../lib/profile';

type Values = Record<string, string | boolean>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ProfileInput({ field }: { field: ProfileField }) {
  const { t, i18n } = useLingui();
  const common = {
    name: field.name,
    label: i18n._(field.label),
    required: field.required,
    description: field.description ? i18n._(field.description) : undefined,
  };
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }));
  switch (field.type) {
    case 'date':
      return <DateField {...common} />;
    case 'select':
      return <SelectField {...common} placeholder={t`Choose…`} options={options} />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} rows={3} maxLength={1000} />;
    case 'year':
      return (
        <TextField
          {...common}
          inputMode="numeric"
          maxLength={4}
          rules={{ pattern: { value: /^(19|20)\d{2}$/, message: t`Enter a year such as 2019.` } }}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          rules={{ pattern: { value: EMAIL_PATTERN, message: t`Enter a valid email address.` } }}
        />
      );
    case 'tel':
      return <TextField {...common} type="tel" inputMode="tel" maxLength={30} />;
    default:
      if (field.name === 'nik') {
        return (
          <TextField
            {...common}
            inputMode="numeric"
            maxLength={16}
            rules={{ pattern: { value: NIK_PATTERN, message: NIK_MESSAGE } }}
          />
        );
      }
      return <TextField {...common} maxLength={200} />;
  }
}

type ItemDialogProps = {
  employeeId: string;
  spec: ProfileKindSpec;
  /** The item to edit; null adds one. */
  item: ProfileItem | null;
  onClose: () => void;
};

function ItemDialog({ employeeId, spec, item, onClose }: ItemDialogProps) {
  const { t, i18n } = useLingui();
  const one = i18n._(spec.one);
  const { toast } = useToast();
  const add = useAddProfileItem();
  const update = useUpdateProfileItem();
  const form = useForm<Values>({ defaultValues: profileFormValues(spec, item) });
  const title = item ? t`Edit ${one}` : t`Add ${one}`;

  async function onSubmit(values: Values) {
    const body = profileBody(spec, values) as never;
    try {
      if (item) {
        await update.mutateAsync({
          params: { path: { id: employeeId, kind: spec.kind, itemId: item.id } },
          body,
        } as never);
      } else {
        await add.mutateAsync({
          params: { path: { id: employeeId, kind: spec.kind } },
          body,
        } as never);
      }
      const One = capitalize(one);
      toast({ tone: 'success', title: item ? t`Changes saved` : t`${One} added` });
      onClose();
    } catch (error) {
      showFailureInForm(
        form,
        describeFailure(error),
        spec.fields.map((field) => field.name),
      );
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={title}
      label={title}
      submitLabel={item ? t`Save changes` : t`Add ${one}`}
    >
      {spec.fields.map((field) => (
        <ProfileInput key={field.name} field={field} />
      ))}
    </FormDialog>
  );
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A sub-form opened by its own address: `…/profile/:form/:type/:id?`. */
export type OpenProfileForm = { form: string; type: FormMode; id?: string };

type KindCardProps = {
  employeeId: string;
  spec: ProfileKindSpec;
  canManage: boolean;
  open: OpenProfileForm | null;
};

function KindCard({ employeeId, spec, canManage, open }: KindCardProps) {
  const { t, i18n } = useLingui();
  const one = i18n._(spec.one);
  const title = i18n._(spec.title);
  const what = title.toLowerCase();
  const { toast } = useToast();
  const navigate = useNavigate();
  const items = useProfileItems(employeeId, spec.kind);
  const remove = useDeleteProfileItem();
  const form = PROFILE_FORM_OF_KIND[spec.kind];
  // The dialog follows the address, so every add and edit form can be linked to and reloaded.
  const mine = canManage && open?.form === form ? open : null;
  const editing: ProfileItem | 'new' | null =
    mine?.type === 'add'
      ? 'new'
      : mine?.id
        ? (items.items.find((item) => item.id === mine.id) ?? null)
        : null;
  const setEditing = (next: ProfileItem | 'new' | null) =>
    navigate(
      next === null
        ? `${paths.humanResource.employee.detail(employeeId)}?tab=profile`
        : next === 'new'
          ? paths.humanResource.employee.profileForm(employeeId, form, 'add')
          : paths.humanResource.employee.profileForm(employeeId, form, 'edit', next.id),
    );
  const [deleting, setDeleting] = useState<ProfileItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const listed = spec.fields.filter((field) => field.listed !== false);
  const deletingName = deleting ? spec.name(deleting) : '';

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({
        params: { path: { id: employeeId, kind: spec.kind, itemId: deleting.id } },
      } as never);
      const One = capitalize(one);
      toast({ tone: 'success', title: t`${One} deleted` });
    } catch (error) {
      setDeleteError(describeFailure(error).message);
      throw error;
    }
  }

  let body: ReactNode;
  if (items.isPending) body = <LoadingState rows={2} label={t`Loading ${what}…`} />;
  else if (items.isError) {
    body = <QueryFailure error={items.error} onRetry={() => void items.refetch()} />;
  } else {
    body = (
      <SimpleTable<ProfileItem>
        label={title}
        columns={[
          ...listed.map((field) => ({
            header: i18n._(field.label),
            cell: (item: ProfileItem) => formatProfileValue(field, item[field.name]),
          })),
          ...(canManage
            ? [
                {
                  header: (
                    <span className="sd-visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  ),
                  align: 'right' as const,
                  cell: (item: ProfileItem) => {
                    const itemName = spec.name(item);
                    return (
                      <Inline as="span" justify="end">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t`Edit ${one} ${itemName}`}
                          onClick={() => setEditing(item)}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t`Delete ${one} ${itemName}`}
                          onClick={() => setDeleting(item)}
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      </Inline>
                    );
                  },
                },
              ]
            : []),
        ]}
        rows={items.items}
        getRowKey={(item) => item.id}
        empty={<span className="sd-text-muted">{t`No ${what} recorded.`}</span>}
      />
    );
  }

  return (
    <Card
      title={title}
      flush
      actions={
        canManage ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t`Add ${one}`}
          </Button>
        ) : null
      }
    >
      {body}
      {editing ? (
        <ItemDialog
          employeeId={employeeId}
          spec={spec}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={t`Delete ${one} ${deletingName}?`}
        description={t`It is removed from the employee’s profile. This cannot be undone.`}
        confirmLabel={t`Delete ${one}`}
        destructive
        error={deleteError}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

/** The profile sub-forms as cards, each with its items; HR adds, edits and deletes them. */
export function ProfileTab({
  employeeId,
  canManage,
  open = null,
}: {
  employeeId: string;
  canManage: boolean;
  /** The sub-form the address opens, if any. */
  open?: OpenProfileForm | null;
}) {
  return (
    <div className="sd-stack">
      {PROFILE_KINDS.map((spec) => (
        <KindCard
          key={spec.kind}
          employeeId={employeeId}
          spec={spec}
          canManage={canManage}
          open={open}
        />
      ))}
    </div>
  );
}
