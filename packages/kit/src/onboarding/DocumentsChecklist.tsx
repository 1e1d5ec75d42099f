import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CheckboxField, FieldError, Inline, Stack } from '@staffdesk/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  documentsDone,
  type JoiningDocument,
  MAX_DOCUMENTS,
  sameDocument,
  suggestedDocuments,
} from './onboarding';

type ChecklistForm = { documents: JoiningDocument[] };

/** The longest document name the server takes. */
const MAX_NAME = 120;

/**
 * The documents a candidate hands in before joining, as a checklist (react-hook-form's
 * `useFieldArray` on `documents`): each ticked when it is in, removed, or added by name or from
 * the usual ones (KTP, NPWP, KK, ijazah, the bank account, a photo, the BPJS cards). Read-only
 * without `employees.manage`.
 */
export function DocumentsChecklist({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const { control } = useFormContext<ChecklistForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents', keyName: 'key' });
  const documents = (useWatch({ control, name: 'documents' }) ?? []) as JoiningDocument[];
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const { done, total } = documentsDone(documents);
  const full = documents.length >= MAX_DOCUMENTS;
  const has = (candidate: string) => documents.some((one) => sameDocument(one.name, candidate));
  const suggestions = suggestedDocuments().filter((suggestion) => !has(suggestion));

  function add(candidate: string) {
    const trimmed = candidate.trim();
    if (!trimmed) {
      setProblem(t`Name the document, e.g. KTP.`);
      return;
    }
    if (has(trimmed)) {
      setProblem(t`This document is on the list already.`);
      return;
    }
    if (full) {
      setProblem(t`A checklist holds at most ${MAX_DOCUMENTS} documents.`);
      return;
    }
    append({ name: trimmed, done: false });
    setName('');
    setProblem('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the document instead of saving the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add(name);
    }
  }

  return (
    <section className="sd-form-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="sd-form-section__title" style={{ margin: 0 }}>
        <Trans>Documents</Trans>
      </h3>
      <p className="sd-field__description" aria-live="polite">
        {total === 0 ? (
          <Trans>
            No documents listed yet. The employee can be created once every listed one is in.
          </Trans>
        ) : (
          <Trans>
            {done} of {total} documents in. The employee can be created once every one is ticked.
          </Trans>
        )}
      </p>
      {fields.length > 0 ? (
        <Stack as="ul">
          {fields.map((field, index) => {
            const documentName = documents[index]?.name ?? field.name;
            return (
              <Inline as="li" justify="between" key={field.key}>
                <CheckboxField name={`documents.${index}.done`} label={documentName} />
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={t`Remove ${documentName}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </Inline>
            );
          })}
        </Stack>
      ) : null}
      {readOnly ? null : (
        <>
          <div className="sd-field">
            <label htmlFor={inputId} className="sd-field__label">
              <Trans>Another document</Trans>
            </label>
            <div className="sd-inline">
              <input
                id={inputId}
                className="sd-input"
                value={name}
                maxLength={MAX_NAME}
                autoComplete="off"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem('');
                }}
                onKeyDown={onKeyDown}
                disabled={full}
              />
              <Button onClick={() => add(name)} disabled={full}>
                <Trans>Add document</Trans>
              </Button>
            </div>
            <FieldError id={errorId} message={problem || undefined} />
          </div>
          {suggestions.length > 0 && !full ? (
            // biome-ignore lint/a11y/useSemanticElements: a labelled group of quick-add buttons
            <div role="group" aria-label={t`Usual documents`} className="sd-inline">
              <span className="sd-text-muted">
                <Trans>Usual documents:</Trans>
              </span>
              {suggestions.map((suggestion) => (
                <Button
                  key={suggestion}
                  size="sm"
                  onClick={() => add(suggestion)}
                  aria-label={t`Add ${suggestion}`}
                >
                  {`+ ${suggestion}`}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
