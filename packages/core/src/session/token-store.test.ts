import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, createTokenStore, type TokenStore } from './token-store';

describe('createTokenStore', () => {
  let store: TokenStore;

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    store = createTokenStore();
  });

  afterEach(() => {
    store.dispose();
    vi.useRealTimers();
  });

  it('is empty by default', () => {
    expect(AUTH_STORAGE_KEY).toBe('staffdesk.auth');
    expect(store.getToken()).toBe('');
  });

  it('keeps the token in localStorage under staffdesk.auth', () => {
    store.setToken('abc');
    expect(store.getToken()).toBe('abc');
    expect(localStorage.getItem('staffdesk.auth')).toBe('abc');
    expect(createTokenStore().getToken()).toBe('abc');
  });

  it('removeToken resets to empty', () => {
    store.setToken('abc');
    store.removeToken();
    expect(store.getToken()).toBe('');
    expect(localStorage.getItem('staffdesk.auth')).toBeNull();
  });

  it('notifies subscribers of changes in this tab', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    store.setToken('abc');
    store.setToken('abc');
    store.removeToken();
    expect(listener.mock.calls).toEqual([['abc'], ['']]);
  });

  it('follows another tab through the 800 ms poll, only on change', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem('staffdesk.auth', 'from-other-tab');
    vi.advanceTimersByTime(799);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledWith('from-other-tab');
    vi.advanceTimersByTime(8000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem('staffdesk.auth', 'from-event');
    window.dispatchEvent(new StorageEvent('storage', { key: 'staffdesk.auth' }));
    expect(listener).toHaveBeenCalledWith('from-event');
    // The poll that follows sees no further change.
    vi.advanceTimersByTime(800);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores storage events for other keys', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops polling when the last subscriber leaves', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    localStorage.setItem('staffdesk.auth', 'later');
    vi.advanceTimersByTime(1600);
    expect(listener).not.toHaveBeenCalled();
  });

  it('uses the given key and poll interval', () => {
    const custom = createTokenStore({ key: 'other', pollMs: 100 });
    const listener = vi.fn();
    custom.subscribe(listener);
    localStorage.setItem('other', 'x');
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledWith('x');
    custom.dispose();
  });

  it('works in memory when localStorage fails', () => {
    const broken: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const memory = createTokenStore({ storage: broken });
    const listener = vi.fn();
    memory.subscribe(listener);
    expect(memory.getToken()).toBe('');
    memory.setToken('kept');
    expect(memory.getToken()).toBe('kept');
    expect(listener).toHaveBeenCalledWith('kept');
    memory.removeToken();
    expect(memory.getToken()).toBe('');
    memory.dispose();
  });

  it('works in memory when localStorage cannot be reached at all', () => {
    const win = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as Window;
    const memory = createTokenStore({ win });
    memory.setToken('kept');
    expect(memory.getToken()).toBe('kept');
    memory.dispose();
  });
});
