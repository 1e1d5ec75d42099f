import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffdeskError } from '../errors/catalogue';

const firebaseApp = vi.hoisted(() => ({
  getApps: vi.fn(() => [] as { name: string }[]),
  initializeApp: vi.fn((_options: object, name: string) => ({ name })),
}));
const firebaseMessaging = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'fcm-token'),
  deleteToken: vi.fn(async () => true),
}));

vi.mock('firebase/app', () => firebaseApp);
vi.mock('firebase/messaging', () => firebaseMessaging);

const CONFIG = {
  apiKey: 'key',
  projectId: 'staffdesk',
  messagingSenderId: '123',
  appId: 'app',
  vapidKey: 'vapid',
};

describe('createFirebaseMessaging', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gets the device token with the VAPID key from a named firebase app', async () => {
    const { createFirebaseMessaging } = await import('./firebase-messaging');
    const client = await createFirebaseMessaging(CONFIG);
    await expect(client.getToken()).resolves.toBe('fcm-token');
    expect(firebaseApp.initializeApp).toHaveBeenCalledWith(
      { apiKey: 'key', projectId: 'staffdesk', messagingSenderId: '123', appId: 'app' },
      'staffdesk-push',
    );
    expect(firebaseMessaging.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { vapidKey: 'vapid' },
    );
    await client.deleteToken();
    expect(firebaseMessaging.deleteToken).toHaveBeenCalled();
  });

  it('turns firebase errors into catalogue errors', async () => {
    const { createFirebaseMessaging } = await import('./firebase-messaging');
    const client = await createFirebaseMessaging(CONFIG);
    firebaseMessaging.getToken.mockRejectedValueOnce(
      Object.assign(new Error('blocked'), { code: 'messaging/permission-blocked' }),
    );
    await expect(client.getToken()).rejects.toMatchObject({
      code: 'notification-permission-blocked',
    });
    firebaseMessaging.getToken.mockRejectedValueOnce(new Error('?'));
    await expect(client.getToken()).rejects.toMatchObject({ code: 'push-token-subscribe-failed' });
  });

  it('refuses unsupported browsers', async () => {
    const { createFirebaseMessaging } = await import('./firebase-messaging');
    firebaseMessaging.isSupported.mockResolvedValueOnce(false);
    await expect(createFirebaseMessaging(CONFIG)).rejects.toMatchObject({
      code: 'browser-unsupported',
    });
    vi.stubGlobal('indexedDB', undefined);
    const error = await createFirebaseMessaging(CONFIG).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffdeskError);
    expect((error as StaffdeskError).code).toBe('indexeddb-unsupported');
  });
});
