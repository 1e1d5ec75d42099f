import { useLingui } from '@lingui/react/macro';
import { FieldShell, IconButton, Inline, Stack, useFieldIds } from '@staffdesk/ui';
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useController } from 'react-hook-form';

export type SkillsFieldProps = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** At most this many tags (the server takes 50). */
  max?: number;
};

/**
 * Tags typed one by one: Enter or a comma adds the typed one, each tag has a remove button,
 * Backspace in the empty box removes the last. Stores a string array.
 */
export function SkillsField({ name, label, description, max = 50 }: SkillsFieldProps) {
  const { t } = useLingui();
  const { field, fieldState } = useController({ name });
  const tags = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState('');
  const ids = useFieldIds({ description, error: fieldState.error?.message });

  function add(raw: string) {
    const next = [...tags];
    for (const part of raw.split(',')) {
      const tag = part.trim().slice(0, 60);
      if (!tag || next.length >= max) continue;
      if (next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) continue;
      next.push(tag);
    }
    if (next.length !== tags.length) field.onChange(next);
    setText('');
  }

  return (
    <FieldShell field={ids} label={label} description={description}>
      <Stack gap={2}>
        {tags.length > 0 ? (
          <Inline as="ul" aria-label={t`Chosen skills`}>
            {tags.map((tag) => (
              <li
                key={tag}
                className="sd-badge sd-badge--neutral"
                style={{ gap: 'var(--sd-space-1)' }}
              >
                {tag}
                <IconButton
                  label={t`Remove ${tag}`}
                  size="sm"
                  onClick={() => field.onChange(tags.filter((existing) => existing !== tag))}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </Inline>
        ) : null}
        <input
          {...ids.aria}
          ref={field.ref}
          className="sd-input"
          value={text}
          autoComplete="off"
          placeholder={t`Type a skill and press Enter`}
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) add(value);
            else setText(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              field.onChange(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) add(text);
            field.onBlur();
          }}
        />
      </Stack>
    </FieldShell>
  );
}
