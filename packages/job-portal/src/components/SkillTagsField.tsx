import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FieldShell, Inline, Stack, useFieldIds } from '@staffdesk/ui';
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';

export type SkillTagsFieldProps = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** The taxonomy's skills, offered while typing; any other skill may be typed too. */
  suggestions: readonly string[];
  /** The server takes 30 skills of up to 60 characters. */
  max?: number;
};

const sameSkill = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * A vacancy's skills as tags: type (the taxonomy's skills are suggested) and press Enter or
 * "Add skill"; each tag is a button that removes it. Stores a string array.
 */
export function SkillTagsField({
  name,
  label,
  description,
  suggestions,
  max = 30,
}: SkillTagsFieldProps) {
  const { t } = useLingui();
  const listId = useId();
  const { field, fieldState } = useController({ name });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const ids = useFieldIds({ description, error: fieldState.error?.message });
  const offered = suggestions.filter((skill) => !chosen.some((tag) => sameSkill(tag, skill)));
  const full = chosen.length >= max;

  function addDraft() {
    const skill = draft.trim().slice(0, 60);
    setDraft('');
    if (!skill || full || chosen.some((tag) => sameSkill(tag, skill))) return;
    // The taxonomy's spelling wins over the typed one.
    field.onChange([...chosen, suggestions.find((known) => sameSkill(known, skill)) ?? skill]);
  }

  return (
    <FieldShell field={ids} label={label} description={description}>
      <Stack gap={2}>
        <div className="sd-inline">
          <input
            {...ids.aria}
            ref={field.ref}
            className="sd-input"
            list={listId}
            value={draft}
            disabled={full}
            autoComplete="off"
            placeholder={t`A skill, e.g. Welding`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addDraft();
            }}
            onBlur={field.onBlur}
          />
          <Button size="sm" onClick={addDraft} disabled={full || draft.trim() === ''}>
            <Trans>Add skill</Trans>
          </Button>
        </div>
        <datalist id={listId}>
          {offered.map((skill) => (
            <option key={skill} value={skill} />
          ))}
        </datalist>
        {chosen.length === 0 ? (
          <p className="sd-text-muted">
            <Trans>No skills yet.</Trans>
          </p>
        ) : (
          <Inline as="ul" aria-label={t`Skills of the vacancy`}>
            {chosen.map((skill) => (
              <li key={skill}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove the skill ${skill}`}
                  onClick={() => field.onChange(chosen.filter((tag) => tag !== skill))}
                >
                  {skill}
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </Inline>
        )}
      </Stack>
    </FieldShell>
  );
}
