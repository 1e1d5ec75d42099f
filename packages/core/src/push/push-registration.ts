import type { FirebaseConfig } from '../config/runtime-config';
import { StaffdeskError, type StaffdeskErrorCode, toStaffdeskError } from '../errors/catalogue';
import { backoffDelay } from '../retry/backoff';
import type { PushMessagingClient, PushMessagingModule } from './push-messaging';

/** A registration older than this is updated (product-spec §7, §9). */
export const PUSH_REFRESH_MS = 7 * 24 * 3600 * 1000;
export const PUSH_STORAGE_KEY = 'staffdesk.push';

/** The push-registration service: POST to register, PATCH to update, DELETE to unregister. */
export type PushRegistrationApi = {
  register(token: string): Promise<unknown>;
  update(token: string): Promise<unknown>;
  unregister(token: string): Promise<unknown>;
};

/** What this browser registered, kept in storage. */
export type StoredPushRegistration = { token: string; registeredAt: number };

export type PushRegistrationOptions = {
  /** Without it push is off: nothing is loaded and every call resolves at once. */
  firebase: FirebaseConfig | undefined;
  registrationApi: PushRegistrationApi;
  /** Where the registration is remembered; `localStorage` by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey?: string;
  /** Loads the firebase wrapper; a dynamic import by default. */
  loadMessaging?: () => Promise<PushMessagingModule>;
  now?: () => number;
  log?: (...data: unknown[]) => void;
};

export type PushRegistration = {
  /** Whether firebase is configured. */
  readonly enabled: boolean;
  /**
   * Registers this browser's push token, or updates the registration when it is older than
   * 7 days (or re-registers when the token changed). Rejects with a `StaffdeskError`.
   */
  ensureRegistered(): Promise<void>;
  /**
   * For a signed-out start-up: refreshes the registration (the browser's push token is deleted
   * and the server forgets the old one) and removes the stored token. Never rejects; a failure
   * is only logged.
   */
  resetOnSignedOut(): Promise<void>;
  /**
   * `ensureRegistered()` now and again whenever the registration turns 7 days old, while the app
   * stays open; failures are logged and retried with back-off. Returns a stop function.
   */
  startAutoRefresh(): () => void;
};

const FINAL_CODES = new Set<StaffdeskErrorCode>([
  'notification-permission-blocked',
  'notification-permission-dismissed',
  'browser-unsupported',
  'indexeddb-unsupported',
]);

const loadFirebaseMessaging = (): Promise<PushMessagingModule> => import('./firebase-messaging');

function defaultStorage(): PushRegistrationOptions['storage'] {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isStoredRegistration(value: unknown): value is StoredPushRegistration {
  if (typeof value !== 'object' || value === null) return false;
  const { token, registeredAt } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof registeredAt === 'number';
}

export function createPushRegistration(options: PushRegistrationOptions): PushRegistration {
  const {
    firebase,
    registrationApi,
    storage = defaultStorage(),
    storageKey = PUSH_STORAGE_KEY,
    loadMessaging = loadFirebaseMessaging,
    now = Date.now,
    log = console.error,
  } = options;

  let client: Promise<PushMessagingClient> | undefined;

  function messaging(config: FirebaseConfig): Promise<PushMessagingClient> {
    client ??= loadMessaging()
      .then((module) => module.createFirebaseMessaging(config))
      .catch((error: unknown) => {
        client = undefined;
        throw toStaffdeskError(error, 'browser-unsupported');
      });
    return client;
  }

  function readStored(): StoredPushRegistration | undefined {
    try {
      const text = storage?.getItem(storageKey);
      const value: unknown = text ? JSON.parse(text) : undefined;
      return isStoredRegistration(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  function writeStored(value: StoredPushRegistration | undefined): void {
    try {
      if (value) storage?.setItem(storageKey, JSON.stringify(value));
      else storage?.removeItem(storageKey);
    } catch (error) {
      log('Staffdesk could not store the push registration.', error);
    }
  }

  async function ensureRegistered(): Promise<void> {
    if (!firebase) return;
    const token = await (await messaging(firebase)).getToken();
    const stored = readStored();
    if (stored?.token === token) {
      if (now() - stored.registeredAt < PUSH_REFRESH_MS) return;
      try {
        await registrationApi.update(token);
      } catch (error) {
        throw new StaffdeskError('push-token-update-failed', { cause: error });
      }
      writeStored({ token, registeredAt: now() });
      return;
    }
    if (stored) {
      // The browser replaced its token: the old one will never receive anything again.
      await registrationApi.unregister(stored.token).catch((error: unknown) => {
        log('Staffdesk could not unregister the old push token.', error);
      });
    }
    try {
      await registrationApi.register(token);
    } catch (error) {
      throw new StaffdeskError('push-token-subscribe-failed', { cause: error });
    }
    writeStored({ token, registeredAt: now() });
  }

  async function resetOnSignedOut(): Promise<void> {
    if (!firebase) return;
    const stored = readStored();
    try {
      await (await messaging(firebase)).deleteToken();
      if (stored) await registrationApi.unregister(stored.token);
    } catch (error) {
      log('Staffdesk could not reset the push registration.', toStaffdeskError(error));
    } finally {
      writeStored(undefined);
    }
  }

  function startAutoRefresh(): () => void {
    if (!firebase) return () => undefined;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const run = async () => {
      try {
        await ensureRegistered();
        failures = 0;
      } catch (error) {
        log('Staffdesk could not refresh the push registration.', error);
        // Permission and browser support do not change by waiting.
        if (error instanceof StaffdeskError && FINAL_CODES.has(error.code)) return;
        failures += 1;
      }
      if (stopped) return;
      const stored = readStored();
      const wait =
        failures > 0 || !stored
          ? backoffDelay(failures - 1)
          : Math.max(0, stored.registeredAt + PUSH_REFRESH_MS - now());
      timer = setTimeout(run, wait);
    };

    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  return { enabled: Boolean(firebase), ensureRegistered, resetOnSignedOut, startAutoRefresh };
}
