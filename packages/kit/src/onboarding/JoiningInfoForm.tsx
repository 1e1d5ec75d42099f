import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  DateField,
  Form,
  FormActions,
  FormError,
  formatDate,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DocumentsChecklist } from './DocumentsChecklist';
import type { HireResult, JoiningDocument, JoiningInfoBody, OnboardingEntry } from './onboarding';
import { useHireCandidate, useSaveJoiningInfo } from './useOnboarding';

type JoiningInfoValues = {
  joinDate: string;
  documents: JoiningDocument[];
  notes: string;
};

/** The longest notes the server takes. */
const MAX_NOTES = 2000;

function valuesOf(entry: OnboardingEntry): JoiningInfoValues {
  return {
    joinDate: entry.joiningInfo.joinDate,
    documents: entry.joiningInfo.documents.map((document) => ({ ...document })),
    notes: entry.joiningInfo.notes,
  };
}

function bodyOf(values: JoiningInfoValues): JoiningInfoBody {
  return {
    joinDate: values.joinDate,
    documents: values.documents.map((document) => ({
      name: document.name.trim(),
      done: document.done,
    })),
    notes: values.notes.trim(),
  };
}

/** The form's fields the server's field errors may name (a document's name shows at its box). */
function formFields(documents: number) {
  return [
    'joinDate',
    'notes',
    ...Array.from({ length: documents }, (_, index) => `documents.${index}.done`),
  ];
}

const DOCUMENT_NAME_FIELD = /^(documents\.\d+)\.name$/;
const serverFieldOf = (field: string) => {
  const document = DOCUMENT_NAME_FIELD.exec(field)?.[1];
  return document ? [document, 'done'].join('.') : field;
};

export type JoiningInfoFormProps = {
  entry: OnboardingEntry;
  /** With `employees.manage`: the info is changed and the employee created here. */
  canManage: boolean;
  /** Whether the form holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** After the employee is created. */
  onHired: (result: HireResult) => void;
};

/**
 * An accepted candidate's joining info: the joining date, the documents checklist and notes
 * (`PUT …/joining-info`, the server's field errors under their fields), then "Create employee"
 * (`POST …/hire`) after a confirmation naming the client and position; a refusal (documents
 * missing, headcount full, NIK taken) is shown in the dialog as the server words it.
 */
export function JoiningInfoForm({
  entry,
  canManage,
  onDirtyChange,
  onHired,
}: JoiningInfoFormProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSaveJoiningInfo();
  const form = useForm<JoiningInfoValues>({ defaultValues: valuesOf(entry) });
  const dirty = form.formState.isDirty;
  const name = entry.candidateName;

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  async function onSubmit(submitted: JoiningInfoValues) {
    const body = bodyOf(submitted);
    try {
      await save.mutateAsync({ applicationId: entry.applicationId, body });
      toast({ tone: 'success', title: t`Joining info saved`, description: name });
      form.reset(body);
    } catch (error) {
      showFailureInForm(
        form,
        describeFailure(error),
        formFields(submitted.documents.length),
        serverFieldOf,
      );
    }
  }

  return (
    <>
      <Card title={t`Joining info`}>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Joining info of ${name}`} wide>
          <FormError />
          {canManage ? null : (
            <Banner tone="info">
              <Trans>
                You can read this joining info. Changing it and creating the employee needs the
                permission to manage employees.
              </Trans>
            </Banner>
          )}
          {/* A disabled fieldset makes every field read-only at once. */}
          <fieldset className="sd-form-section sd-gap-5" disabled={!canManage}>
            <DateField
              name="joinDate"
              label={t`Join date`}
              required
              requiredMessage={t`Enter the day the candidate joins.`}
              description={t`The first day of work; the placement starts on it.`}
            />
            <DocumentsChecklist readOnly={!canManage} />
            <TextAreaField
              name="notes"
              label={t`Notes`}
              maxLength={MAX_NOTES}
              rows={3}
              description={t`For HR and business development only; the candidate does not see them.`}
            />
          </fieldset>
          {canManage ? (
            <FormActions>
              <Button onClick={() => form.reset()} disabled={!dirty || form.formState.isSubmitting}>
                <Trans>Undo changes</Trans>
              </Button>
              <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
                <Trans>Save joining info</Trans>
              </Button>
            </FormActions>
          ) : null}
        </Form>
      </Card>
      {canManage ? <CreateEmployee entry={entry} dirty={dirty} onHired={onHired} /> : null}
    </>
  );
}

function CreateEmployee({
  entry,
  dirty,
  onHired,
}: {
  entry: OnboardingEntry;
  dirty: boolean;
  onHired: (result: HireResult) => void;
}) {
  const { t } = useLingui();
  const hire = useHireCandidate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState('');
  const name = entry.candidateName;
  const client = entry.clientName;
  const position = entry.position;
  const joinDate = formatDate(entry.joiningInfo.joinDate);
  const confirmed = entry.confirmation !== null;

  async function confirm() {
    setRefusal('');
    try {
      const result = await hire.mutateAsync({ applicationId: entry.applicationId });
      onHired(result);
    } catch (error) {
      setRefusal(describeFailure(error).message);
      throw error;
    }
  }

  return (
    <Card title={t`Create employee`}>
      <div className="sd-stack">
        <p>
          <Trans>
            The employee is made from the data {name} confirmed and the offer: placed at {client} as{' '}
            {position} from the saved join date, {joinDate}. Every listed document must be ticked
            first.
          </Trans>
        </p>
        {confirmed ? null : (
          <Banner tone="warning">
            <Trans>
              {name} has not confirmed their data yet, so the employee cannot be created.
            </Trans>
          </Banner>
        )}
        {dirty && confirmed ? (
          <p className="sd-text-muted">
            <Trans>Save the joining info first: the employee is made from what is saved.</Trans>
          </p>
        ) : null}
        <div>
          <Button
            variant="primary"
            disabled={!confirmed || dirty}
            onClick={() => {
              setRefusal('');
              setOpen(true);
            }}
          >
            <Trans>Create employee</Trans>
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Create an employee from ${name}?`}
        description={t`${name} becomes an employee of ${client} as ${position}, joining on ${joinDate}. An employee number is given now; this cannot be undone here.`}
        confirmLabel={t`Create employee`}
        onConfirm={confirm}
        error={refusal || undefined}
      />
    </Card>
  );
}
