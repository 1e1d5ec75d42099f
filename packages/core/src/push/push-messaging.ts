import type { FirebaseConfig } from '../config/runtime-config';

/** What push registration needs from the browser's messaging service. */
export type PushMessagingClient = {
  /** The device's push token; asks for notification permission when not yet decided. */
  getToken(): Promise<string>;
  /** Drops the device's push token, so the next `getToken()` makes a fresh one. */
  deleteToken(): Promise<void>;
};

/** The lazily loaded module that wraps firebase messaging (`./firebase-messaging`). */
export type PushMessagingModule = {
  createFirebaseMessaging(config: FirebaseConfig): Promise<PushMessagingClient>;
};
