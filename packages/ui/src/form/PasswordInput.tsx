import { useLingui } from '@lingui/react/macro';
import { type ComponentPropsWithRef, useState } from 'react';
import { IconButton } from '../components/Button';
import { EyeIcon, EyeOffIcon } from '../components/icons';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** 'current-password' (default) to sign in, 'new-password' to set one. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide button, without a form library (give it `id`, ARIA, value). */
export function PasswordInput({ autoComplete = 'current-password', ...input }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="sd-input-group sd-input-group--suffix">
      <input
        {...input}
        type={visible ? 'text' : 'password'}
        className="sd-input"
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
      />
      <IconButton
        label={visible ? t`Hide password` : t`Show password`}
        size="sm"
        className="sd-input-group__suffix"
        aria-pressed={visible}
        aria-controls={input.id}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </div>
  );
}
