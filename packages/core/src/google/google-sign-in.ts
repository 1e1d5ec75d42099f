import { StaffdeskError } from '../errors/catalogue';

/**
 * Google sign-in by the implicit token flow of Google Identity Services (product-spec §7): the
 * client script is loaded once, then a token client asks for an access token in a popup.
 */

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** Drive, Drive file, Drive appdata, Calendar, user email, plus openid, profile and email. */
export const GOOGLE_SCOPES: readonly string[] = [
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.file',
  'https://www.googleapis.com/auth/drive.appdata',
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/userinfo.email',
  'openid',
  'profile',
  'email',
];

/** How long after the popup closes a token may still arrive before we call it cancelled. */
export const POPUP_CLOSED_CHECK_MS = 8000;

export type GoogleTokenResponse = {
  access_token?: string;
  expires_in?: number | string;
  scope?: string;
  token_type?: string;
  error?: string;
  error_description?: string;
};

export type GoogleTokenClientError = {
  type: 'popup_failed_to_open' | 'popup_closed' | 'unknown' | (string & {});
  message?: string;
};

export type GoogleTokenClientConfig = {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: GoogleTokenClientError) => void;
  prompt?: string;
  login_hint?: string;
};

export type GoogleTokenClient = {
  requestAccessToken(overrides?: { prompt?: string; login_hint?: string }): void;
};

/** The part of the `google` global this module uses. */
export type GoogleIdentity = {
  accounts: {
    oauth2: {
      initTokenClient(config: GoogleTokenClientConfig): GoogleTokenClient;
    };
  };
};

type WindowWithGoogle = Window & { google?: Partial<GoogleIdentity> };

function globalGoogle(doc: Document | undefined): GoogleIdentity | undefined {
  const google = (doc?.defaultView as WindowWithGoogle | null | undefined)?.google;
  return google?.accounts?.oauth2 ? (google as GoogleIdentity) : undefined;
}

const loads = new WeakMap<Document, Promise<GoogleIdentity>>();

/** Loads the Google Identity Services script once per document and resolves with `google`. */
export function loadGoogleIdentityScript(doc: Document = document): Promise<GoogleIdentity> {
  const ready = globalGoogle(doc);
  if (ready) return Promise.resolve(ready);
  const existing = loads.get(doc);
  if (existing) return existing;

  const load = new Promise<GoogleIdentity>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    const fail = () => {
      // Forget the failed attempt, so the next call adds a fresh script.
      loads.delete(doc);
      script.remove();
      reject(
        new StaffdeskError('network-error', {
          message: `The Google sign-in script (${GOOGLE_IDENTITY_SCRIPT_URL}) could not be loaded.`,
        }),
      );
    };
    script.addEventListener('load', () => {
      loads.delete(doc);
      const google = globalGoogle(doc);
      if (google) resolve(google);
      else fail();
    });
    script.addEventListener('error', fail);
    doc.head.appendChild(script);
  });
  loads.set(doc, load);
  return load;
}

export type RequestGoogleAccessTokenOptions = {
  clientId: string;
  /** The `google` global; found on the page, or loaded, when not given. */
  google?: GoogleIdentity;
  doc?: Document;
  /** `'consent'` asks again even when the scopes were granted before. */
  prompt?: string;
  loginHint?: string;
  popupClosedCheckMs?: number;
};

let pending: { cancel(): void } | undefined;

function requestWith(
  google: GoogleIdentity,
  options: RequestGoogleAccessTokenOptions,
): Promise<string> {
  // Only one sign-in popup at a time: a new request cancels the one still waiting.
  pending?.cancel();
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(closedTimer);
      if (pending === entry) pending = undefined;
      finish();
    };
    const fail = (error: StaffdeskError) => settle(() => reject(error));
    const entry = { cancel: () => fail(new StaffdeskError('cancelled-popup-request')) };
    pending = entry;

    try {
      const client = google.accounts.oauth2.initTokenClient({
        client_id: options.clientId,
        scope: GOOGLE_SCOPES.join(' '),
        ...(options.loginHint ? { login_hint: options.loginHint } : {}),
        callback: (response) => {
          const token = response.access_token;
          if (token && !response.error) {
            settle(() => resolve(token));
            return;
          }
          fail(
            new StaffdeskError('google-sign-in-failed', {
              message: response.error_description ?? response.error ?? 'No access token.',
            }),
          );
        },
        error_callback: (error) => {
          if (error.type === 'popup_closed') {
            // The popup can close just before its token is delivered: wait before giving up.
            clearTimeout(closedTimer);
            closedTimer = setTimeout(
              () => fail(new StaffdeskError('popup-closed-by-user')),
              options.popupClosedCheckMs ?? POPUP_CLOSED_CHECK_MS,
            );
            return;
          }
          const code =
            error.type === 'popup_failed_to_open' ? 'popup-blocked' : 'google-sign-in-failed';
          fail(new StaffdeskError(code, { message: error.message }));
        },
      });
      client.requestAccessToken(options.prompt ? { prompt: options.prompt } : undefined);
    } catch (error) {
      fail(new StaffdeskError('google-sign-in-failed', { cause: error }));
    }
  });
}

/**
 * Asks Google for an access token with `GOOGLE_SCOPES`. Call it from a click handler: when
 * `google` is already on the page the popup opens within the click, so it is not blocked.
 * Rejects with `popup-closed-by-user` 8 s after the popup closes without a token,
 * `cancelled-popup-request` when a newer request replaces it, `popup-blocked`, or
 * `google-sign-in-failed`.
 */
export function requestGoogleAccessToken(
  options: RequestGoogleAccessTokenOptions,
): Promise<string> {
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);
  const google = options.google ?? globalGoogle(doc);
  if (google) return requestWith(google, options);
  if (!doc) return Promise.reject(new StaffdeskError('browser-unsupported'));
  return loadGoogleIdentityScript(doc).then((loaded) => requestWith(loaded, options));
}
