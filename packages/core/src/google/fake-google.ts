import type {
  GoogleIdentity,
  GoogleTokenClientConfig,
  GoogleTokenClientError,
  GoogleTokenResponse,
} from './google-sign-in';

/** The token type Google's token client answers with. */
const TOKEN_TYPE = 'Bearer';

/** A stand-in for Google Identity Services: tests play the popup's part. */
export function createFakeGoogle() {
  const clients: GoogleTokenClientConfig[] = [];
  const requested: GoogleTokenClientConfig[] = [];
  const google: GoogleIdentity = {
    accounts: {
      oauth2: {
        initTokenClient(config) {
          clients.push(config);
          return {
            requestAccessToken() {
              requested.push(config);
            },
          };
        },
      },
    },
  };
  const last = () => {
    const config = requested.at(-1);
    if (!config) throw new Error('No access token was requested.');
    return config;
  };
  return {
    google,
    clients,
    requested,
    grant(accessToken: string) {
      last().callback({ access_token: accessToken, expires_in: 3599, token_type: TOKEN_TYPE });
    },
    respond(response: GoogleTokenResponse) {
      last().callback(response);
    },
    fail(error: GoogleTokenClientError) {
      last().error_callback?.(error);
    },
  };
}
