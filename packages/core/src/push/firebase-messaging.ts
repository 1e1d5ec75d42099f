import type { FirebaseConfig } from '../config/runtime-config';
import { StaffdeskError, toStaffdeskError } from '../errors/catalogue';
import type { PushMessagingClient } from './push-messaging';

/** The firebase app Staffdesk creates for messaging, apart from any app of the embedding page. */
const APP_NAME = 'staffdesk-push';

/**
 * Firebase Cloud Messaging behind `PushMessagingClient`. This module is only ever loaded with a
 * dynamic `import()`, and it imports firebase dynamically too, so firebase stays out of the main
 * chunk. Firebase registers `/firebase-messaging-sw.js`, which the host must serve.
 */
export async function createFirebaseMessaging(
  config: FirebaseConfig,
): Promise<PushMessagingClient> {
  if (typeof indexedDB === 'undefined') throw new StaffdeskError('indexeddb-unsupported');
  const [app, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new StaffdeskError('browser-unsupported');

  const firebaseApp =
    app.getApps().find((candidate) => candidate.name === APP_NAME) ??
    app.initializeApp(
      {
        apiKey: config.apiKey,
        projectId: config.projectId,
        messagingSenderId: config.messagingSenderId,
        appId: config.appId,
      },
      APP_NAME,
    );
  const instance = messaging.getMessaging(firebaseApp);

  return {
    async getToken() {
      try {
        return await messaging.getToken(instance, { vapidKey: config.vapidKey });
      } catch (error) {
        throw toStaffdeskError(error, 'push-token-subscribe-failed');
      }
    },
    async deleteToken() {
      try {
        await messaging.deleteToken(instance);
      } catch (error) {
        throw toStaffdeskError(error, 'push-token-unsubscribe-failed');
      }
    },
  };
}
