import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Inline, Stack } from '@staffdesk/ui';
import type { EmailTemplate } from '../hooks/useEmail';

export type TemplateVariablesProps = {
  variables: EmailTemplate['variables'];
  /** When given, each variable is a button that inserts it where the cursor was. */
  onInsert?: (token: string) => void;
};

/** The `{{variables}}` an event offers, with what each holds. */
export function TemplateVariables({ variables, onInsert }: TemplateVariablesProps) {
  const { t } = useLingui();
  if (variables.length === 0)
    return (
      <p className="sd-text-muted">
        <Trans>This event offers no variables.</Trans>
      </p>
    );
  return (
    <Stack as="ul" gap={2}>
      {variables.map((variable) => {
        const token = `{{${variable.name}}}`;
        return (
          <Inline key={variable.name} as="li">
            {onInsert ? (
              <Button
                size="sm"
                aria-label={t`Insert ${token}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(token)}
              >
                <code>{token}</code>
              </Button>
            ) : (
              <code>{token}</code>
            )}
            <span className="sd-text-muted">{variable.description}</span>
          </Inline>
        );
      })}
    </Stack>
  );
}
