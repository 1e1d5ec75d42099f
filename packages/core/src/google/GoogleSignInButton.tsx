import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type StaffdeskError, toStaffdeskError } from '../errors/catalogue';
import { useRuntimeConfig } from '../provider/useStaffdesk';
import {
  type GoogleIdentity,
  loadGoogleIdentityScript,
  requestGoogleAccessToken,
} from './google-sign-in';

export type GoogleSignInButtonProps = {
  /** Receives the Google access token; the caller exchanges it for a Staffdesk session. */
  onToken: (accessToken: string) => void;
  onError?: (error: StaffdeskError) => void;
  /** Default "Sign in with Google". */
  label?: string;
  className?: string;
  /** A `google` object to use instead of the page's (for tests and stories). */
  google?: GoogleIdentity;
};

/**
 * "Sign in with Google", shown only when the runtime config has a Google client id. The script
 * is loaded when the button appears, so the popup opens straight from the click.
 */
export function GoogleSignInButton({
  onToken,
  onError,
  label,
  className,
  google,
}: GoogleSignInButtonProps) {
  const { t } = useLingui();
  const { googleClientId } = useRuntimeConfig();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!googleClientId || google) return;
    // Preloading only: a failure surfaces again, with onError, when the user clicks.
    loadGoogleIdentityScript().catch(() => undefined);
  }, [googleClientId, google]);

  if (!googleClientId) return null;

  const signIn = () => {
    setBusy(true);
    requestGoogleAccessToken({ clientId: googleClientId, google })
      .then(onToken, (error: unknown) => onError?.(toStaffdeskError(error)))
      .finally(() => setBusy(false));
  };

  return (
    <button type="button" className={className} onClick={signIn} disabled={busy} aria-busy={busy}>
      {label ?? t`Sign in with Google`}
    </button>
  );
}
