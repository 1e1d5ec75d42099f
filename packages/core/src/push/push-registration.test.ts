import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseConfig } from '../config/runtime-config';
import { StaffdeskError } from '../errors/catalogue';
import type { PushMessagingClient } from './push-messaging';
import {
  createPushRegistration,
  PUSH_REFRESH_MS,
  type PushRegistrationApi,
} from './push-registration';

const FIREBASE: FirebaseConfig = {
  apiKey: 'key',
  projectId: 'staffdesk',
  messagingSenderId: '123',
  appId: 'app',
  vapidKey: 'vapid',
};
const DAY = 24 * 3600 * 1000;

function setup(overrides: { firebase?: FirebaseConfig | undefined; token?: string } = {}) {
  const client: PushMessagingClient & {
    getToken: ReturnType<typeof vi.fn<() => Promise<string>>>;
    deleteToken: ReturnType<typeof vi.fn<() => Promise<void>>>;
  } = {
    getToken: vi.fn(async () => overrides.token ?? 'device-token'),
    deleteToken: vi.fn(async () => undefined),
  };
  const createFirebaseMessaging = vi.fn(async () => client);
  const loadMessaging = vi.fn(async () => ({ createFirebaseMessaging }));
  const api = {
    register: vi.fn<PushRegistrationApi['register']>(async () => undefined),
    update: vi.fn<PushRegistrationApi['update']>(async () => undefined),
    unregister: vi.fn<PushRegistrationApi['unregister']>(async () => undefined),
  };
  const log = vi.fn();
  const push = createPushRegistration({
    firebase: 'firebase' in overrides ? overrides.firebase : FIREBASE,
    registrationApi: api,
    storage: localStorage,
    loadMessaging,
    now: Date.now,
    log,
  });
  return { push, client, api, loadMessaging, createFirebaseMessaging, log };
}

function stored() {
  const text = localStorage.getItem('staffdesk.push');
  return text ? (JSON.parse(text) as { token: string; registeredAt: number }) : null;
}

describe('createPushRegistration', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-05T08:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing at all, and never loads firebase, without firebase config', async () => {
    const { push, loadMessaging, api } = setup({ firebase: undefined });
    expect(push.enabled).toBe(false);
    await push.ensureRegistered();
    await push.resetOnSignedOut();
    push.startAutoRefresh()();
    expect(loadMessaging).not.toHaveBeenCalled();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('registers the device token once and remembers when', async () => {
    const { push, api, createFirebaseMessaging } = setup();
    await push.ensureRegistered();
    expect(createFirebaseMessaging).toHaveBeenCalledWith(FIREBASE);
    expect(api.register).toHaveBeenCalledWith('device-token');
    expect(stored()).toEqual({ token: 'device-token', registeredAt: Date.now() });
    await push.ensureRegistered();
    expect(api.register).toHaveBeenCalledTimes(1);
    expect(api.update).not.toHaveBeenCalled();
  });

  it('updates the registration once it is older than 7 days', async () => {
    expect(PUSH_REFRESH_MS).toBe(7 * DAY);
    const { push, api } = setup();
    await push.ensureRegistered();
    vi.setSystemTime(Date.now() + 7 * DAY - 1);
    await push.ensureRegistered();
    expect(api.update).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 1);
    await push.ensureRegistered();
    expect(api.update).toHaveBeenCalledWith('device-token');
    expect(stored()?.registeredAt).toBe(Date.now());
  });

  it('registers a new token and unregisters the old one when the browser changed it', async () => {
    localStorage.setItem(
      'staffdesk.push',
      JSON.stringify({ token: 'old-token', registeredAt: Date.now() }),
    );
    const { push, api } = setup({ token: 'new-token' });
    await push.ensureRegistered();
    expect(api.unregister).toHaveBeenCalledWith('old-token');
    expect(api.register).toHaveBeenCalledWith('new-token');
    expect(stored()?.token).toBe('new-token');
  });

  it('rejects with catalogue errors', async () => {
    const { push, api, client } = setup();
    api.register.mockRejectedValueOnce(new Error('503'));
    await expect(push.ensureRegistered()).rejects.toMatchObject({
      code: 'push-token-subscribe-failed',
    });
    client.getToken.mockRejectedValueOnce(new StaffdeskError('notification-permission-blocked'));
    await expect(push.ensureRegistered()).rejects.toMatchObject({
      code: 'notification-permission-blocked',
    });
    await push.ensureRegistered();
    vi.setSystemTime(Date.now() + 8 * DAY);
    api.update.mockRejectedValueOnce(new Error('503'));
    await expect(push.ensureRegistered()).rejects.toMatchObject({
      code: 'push-token-update-failed',
    });
  });

  it('at a signed-out start-up, refreshes the registration and resets the stored token', async () => {
    localStorage.setItem(
      'staffdesk.push',
      JSON.stringify({ token: 'device-token', registeredAt: Date.now() }),
    );
    const { push, api, client } = setup();
    await push.resetOnSignedOut();
    expect(client.deleteToken).toHaveBeenCalled();
    expect(api.unregister).toHaveBeenCalledWith('device-token');
    expect(stored()).toBeNull();
  });

  it('only logs a failed reset, and still clears the stored token', async () => {
    localStorage.setItem(
      'staffdesk.push',
      JSON.stringify({ token: 'device-token', registeredAt: Date.now() }),
    );
    const { push, client, log } = setup();
    client.deleteToken.mockRejectedValueOnce(new StaffdeskError('push-token-unsubscribe-failed'));
    await expect(push.resetOnSignedOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
  });

  it('only logs when firebase cannot even be loaded', async () => {
    const { push, loadMessaging, log } = setup();
    loadMessaging.mockRejectedValueOnce(new Error('offline'));
    await expect(push.resetOnSignedOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps the registration fresh every 7 days while the app stays open', async () => {
    const { push, api } = setup();
    const stop = push.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7 * DAY - 1);
    expect(api.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7 * DAY);
    expect(api.update).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(14 * DAY);
    expect(api.update).toHaveBeenCalledTimes(2);
  });

  it('retries a failed refresh with back-off, but not a refused permission', async () => {
    const { push, api, client, log } = setup();
    api.register.mockRejectedValueOnce(new Error('503'));
    const stop = push.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(api.register).toHaveBeenCalledTimes(2);
    stop();

    const blocked = setup();
    blocked.client.getToken.mockRejectedValue(
      new StaffdeskError('notification-permission-blocked'),
    );
    blocked.push.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(blocked.client.getToken).toHaveBeenCalledTimes(1);
    expect(client.getToken).toHaveBeenCalledTimes(2);
  });
});
