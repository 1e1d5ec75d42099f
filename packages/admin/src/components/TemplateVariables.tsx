import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@staffdesk/ui';
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
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 'var(--sd-space-2)',
      }}
    >
      {variables.map((variable) => {
        const token = `{{${variable.name}}}`;
        return (
          <li key={variable.name} className="sd-inline">
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
          </li>
        );
      })}
    </ul>
  );
}
