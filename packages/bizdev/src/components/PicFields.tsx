import { Trans, useLingui } from '@lingui/react/macro';
import { createClientBody } from '@staffdesk/api/rules';
import { optionsOf, useSchemaFields } from '@staffdesk/kit';
import {
  Button,
  CheckboxGroupField,
  ConfirmDialog,
  FormRow,
  LANGUAGE_OPTIONS,
  type LanguageCode,
  SelectField,
  TextField,
} from '@staffdesk/ui';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { PIC_ROLE, type PicRole } from '../lib/labels';

/** One PIC in the client form; `picId` is the saved PIC's id (null for a new one). */
export type PicValues = {
  picId: string | null;
  name: string;
  email: string;
  phone: string;
  position: string;
  /** The language of the mails and approval links this PIC gets. */
  preferredLanguage: LanguageCode;
  roles: PicRole[];
};

export const EMPTY_PIC: PicValues = {
  picId: null,
  name: '',
  email: '',
  phone: '',
  position: '',
  preferredLanguage: 'id',
  roles: [],
};

// The server checks a PIC's email is one (the schema says only "a text"): asked here too.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the rows need of `useFieldArray({ name: 'pics', keyName: 'key' })`. */
type PicArray = { fields: { key: string }[]; append: (pic: PicValues) => void };

function PicRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const field = useSchemaFields(createClientBody);
  const legendId = useId();
  const name = useWatch<{ pics: PicValues[] }>({ name: `pics.${index}.name` }) as string;
  const number = index + 1;
  return (
    <fieldset className="sd-form-section" aria-labelledby={legendId}>
      <legend id={legendId} className="sd-form-section__title">
        {t`PIC ${number}`}
      </legend>
      <FormRow>
        <TextField
          label={t`PIC name`}
          {...field(`pics.${index}.name`)}
          requiredMessage={t`Enter the PIC's name.`}
          autoComplete="off"
        />
        <TextField
          label={t`PIC email`}
          type="email"
          {...field(`pics.${index}.email`, {
            validate: (value) =>
              EMAIL_PATTERN.test(String(value ?? '')) || t`Enter a valid email address.`,
          })}
          required
          requiredMessage={t`Enter the PIC's email address.`}
          autoComplete="off"
        />
      </FormRow>
      <FormRow>
        <TextField
          label={t`PIC phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...field(`pics.${index}.phone`, {
            messages: { pattern: t`Enter a phone number: digits, spaces, +, ( ) or -.` },
          })}
        />
        <TextField label={t`Position`} {...field(`pics.${index}.position`)} />
      </FormRow>
      <FormRow>
        <SelectField
          name={`pics.${index}.preferredLanguage`}
          label={t`Language of mails and links`}
          description={t`The PIC's approval mails and pages open in this language.`}
          options={LANGUAGE_OPTIONS}
        />
      </FormRow>
      <CheckboxGroupField
        name={`pics.${index}.roles`}
        legend={t`Roles`}
        description={t`What this PIC approves or receives for the client.`}
        options={optionsOf(PIC_ROLE)}
        columns
      />
      <div>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={name ? t`Remove PIC ${number} (${name})` : t`Remove PIC ${number}`}
        >
          <Trans>Remove PIC</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The PICs of a client as repeatable rows: name, email, phone, position and roles. Removing one
 * goes through `onRemove`, which asks first (outside the form, so its confirm does not submit it).
 */
export function PicFields({
  pics,
  onRemove,
}: {
  pics: PicArray;
  onRemove: (index: number) => void;
}) {
  const headingId = useId();
  return (
    <section className="sd-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="sd-form-section__title" style={{ margin: 0 }}>
        <Trans>PICs</Trans>
      </h2>
      <p className="sd-field__description">
        <Trans>
          The people at the client who approve timesheets, overtime and leave, hire, and receive
          invoices. Each email address may appear once.
        </Trans>
      </p>
      {pics.fields.length === 0 ? (
        <p className="sd-text-muted">
          <Trans>No PICs yet.</Trans>
        </p>
      ) : null}
      {pics.fields.map((field, index) => (
        <PicRow key={field.key} index={index} onRemove={() => onRemove(index)} />
      ))}
      <div>
        <Button onClick={() => pics.append({ ...EMPTY_PIC })}>
          <Trans>Add PIC</Trans>
        </Button>
      </div>
    </section>
  );
}

export type RemovePicDialogProps = {
  /** The row asked about, or null. */
  index: number | null;
  /** The PIC's name as typed, for the question. */
  name: string;
  onCancel: () => void;
  onConfirm: (index: number) => void;
};

/** Asks before a PIC row goes: it is removed from the client when the form is saved. */
export function RemovePicDialog({ index, name, onCancel, onConfirm }: RemovePicDialogProps) {
  const { t } = useLingui();
  const number = (index ?? 0) + 1;
  return (
    <ConfirmDialog
      open={index !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={name ? t`Remove PIC ${name}?` : t`Remove PIC ${number}?`}
      description={t`They are removed from this client when you save it. Employees they approve for need another approver.`}
      confirmLabel={t`Remove PIC`}
      destructive
      onConfirm={() => {
        if (index !== null) onConfirm(index);
      }}
    />
  );
}
