import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffdeskError } from '../errors/catalogue';
import { createFakeGoogle } from './fake-google';
import {
  GOOGLE_IDENTITY_SCRIPT_URL,
  GOOGLE_SCOPES,
  loadGoogleIdentityScript,
  requestGoogleAccessToken,
} from './google-sign-in';

function codeOf(error: unknown) {
  return error instanceof StaffdeskError ? error.code : error;
}

describe('GOOGLE_SCOPES', () => {
  it('asks for Drive, Drive file, Drive appdata, Calendar, user email, openid, profile, email', () => {
    expect(GOOGLE_SCOPES).toEqual([
      'https://www.googleapis.com/auth/drive',
      'https://www.googleapis.com/auth/drive.file',
      'https://www.googleapis.com/auth/drive.appdata',
      'https://www.googleapis.com/auth/calendar',
      'https://www.googleapis.com/auth/userinfo.email',
      'openid',
      'profile',
      'email',
    ]);
  });
});

describe('requestGoogleAccessToken', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the access token of the implicit flow', async () => {
    const fake = createFakeGoogle();
    const token = requestGoogleAccessToken({ clientId: 'client-1', google: fake.google });
    expect(fake.requested).toHaveLength(1);
    expect(fake.requested[0]?.client_id).toBe('client-1');
    expect(fake.requested[0]?.scope).toBe(GOOGLE_SCOPES.join(' '));
    fake.grant('ya29.token');
    await expect(token).resolves.toBe('ya29.token');
  });

  it('rejects with popup-closed-by-user 8 s after the popup closes', async () => {
    const fake = createFakeGoogle();
    const outcome = requestGoogleAccessToken({ clientId: 'c', google: fake.google }).catch(codeOf);
    fake.fail({ type: 'popup_closed' });
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('popup-closed-by-user');
  });

  it('still takes a token that arrives within 8 s of the popup closing', async () => {
    const fake = createFakeGoogle();
    const token = requestGoogleAccessToken({ clientId: 'c', google: fake.google });
    fake.fail({ type: 'popup_closed' });
    await vi.advanceTimersByTimeAsync(3000);
    fake.grant('late-token');
    await expect(token).resolves.toBe('late-token');
    await vi.advanceTimersByTimeAsync(10_000);
  });

  it('cancels the waiting request when a new one starts', async () => {
    const fake = createFakeGoogle();
    const first = requestGoogleAccessToken({ clientId: 'c', google: fake.google }).catch(codeOf);
    const second = requestGoogleAccessToken({ clientId: 'c', google: fake.google });
    await expect(first).resolves.toBe('cancelled-popup-request');
    fake.grant('second-token');
    await expect(second).resolves.toBe('second-token');
  });

  it('reports a blocked popup and a refused consent', async () => {
    const fake = createFakeGoogle();
    const blocked = requestGoogleAccessToken({ clientId: 'c', google: fake.google }).catch(codeOf);
    fake.fail({ type: 'popup_failed_to_open' });
    await expect(blocked).resolves.toBe('popup-blocked');

    const denied = requestGoogleAccessToken({ clientId: 'c', google: fake.google }).catch(codeOf);
    fake.respond({ error: 'access_denied' });
    await expect(denied).resolves.toBe('google-sign-in-failed');
  });
});

describe('loadGoogleIdentityScript', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
    Reflect.deleteProperty(window, 'google');
  });

  it('adds the Google script once and resolves with google when it loads', async () => {
    const first = loadGoogleIdentityScript(document);
    const second = loadGoogleIdentityScript(document);
    const scripts = document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    const fake = createFakeGoogle();
    Object.assign(window, { google: fake.google });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fake.google);
    await expect(second).resolves.toBe(fake.google);
  });

  it('rejects when the script cannot load, and tries again next time', async () => {
    const failed = loadGoogleIdentityScript(document).catch(codeOf);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe('network-error');
    void loadGoogleIdentityScript(document).catch(() => undefined);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('resolves at once when google is already on the page', async () => {
    const fake = createFakeGoogle();
    Object.assign(window, { google: fake.google });
    await expect(loadGoogleIdentityScript(document)).resolves.toBe(fake.google);
    expect(document.querySelector('script')).toBeNull();
  });
});
