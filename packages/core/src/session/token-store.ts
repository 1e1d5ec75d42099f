/**
 * The session: one access token in `localStorage` under `staffdesk.auth`, empty when signed out.
 * Other tabs are followed through the `storage` event and, for browsers or frames that miss it,
 * a poll every 800 ms. Subscribers hear only real changes.
 */

export const AUTH_STORAGE_KEY = 'staffdesk.auth';
export const TOKEN_POLL_MS = 800;

export type TokenListener = (token: string) => void;

export type TokenStore = {
  /** The access token, `''` when signed out. */
  getToken(): string;
  /** Signs in (an empty token signs out). */
  setToken(token: string): void;
  /** Signs out: the token resets to `''`. */
  removeToken(): void;
  /** Called with the new token whenever it changes, in this tab or another. */
  subscribe(listener: TokenListener): () => void;
  /** Stops listening and polling, and drops every subscriber. */
  dispose(): void;
};

export type TokenStoreOptions = {
  /** Where the token lives; defaults to `win.localStorage`, or memory when that is unavailable. */
  storage?: Storage;
  key?: string;
  pollMs?: number;
  /** The window whose `storage` events are followed. */
  win?: Window;
};

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function safeLocalStorage(win: Window | undefined): Storage | undefined {
  try {
    return win?.localStorage ?? undefined;
  } catch {
    // Access throws when storage is disabled (e.g. blocked cookies, sandboxed frames).
    return undefined;
  }
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const win = options.win ?? defaultWindow();
  const key = options.key ?? AUTH_STORAGE_KEY;
  const pollMs = options.pollMs ?? TOKEN_POLL_MS;
  const storage = options.storage ?? safeLocalStorage(win);

  let memory = '';
  let memoryOnly = storage === undefined;
  const listeners = new Set<TokenListener>();
  let lastSeen = '';
  let timer: ReturnType<typeof setInterval> | undefined;

  function read(): string {
    if (memoryOnly || !storage) return memory;
    try {
      return storage.getItem(key) ?? '';
    } catch {
      memoryOnly = true;
      return memory;
    }
  }

  function write(token: string): void {
    memory = token;
    if (!memoryOnly && storage) {
      try {
        if (token) storage.setItem(key, token);
        else storage.removeItem(key);
      } catch {
        // Quota or privacy mode: keep going in memory for this tab.
        memoryOnly = true;
      }
    }
    check();
  }

  function check(): void {
    const token = read();
    if (token === lastSeen) return;
    lastSeen = token;
    for (const listener of [...listeners]) listener(token);
  }

  function onStorage(event: StorageEvent): void {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null) check();
  }

  function start(): void {
    lastSeen = read();
    win?.addEventListener('storage', onStorage);
    timer = setInterval(check, pollMs);
  }

  function stop(): void {
    win?.removeEventListener('storage', onStorage);
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  return {
    getToken: read,
    setToken(token) {
      write(token);
    },
    removeToken() {
      write('');
    },
    subscribe(listener) {
      if (listeners.size === 0) start();
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
    },
    dispose() {
      listeners.clear();
      stop();
    },
  };
}

let defaultStore: TokenStore | undefined;

/** The app-wide store over `window.localStorage`, created on first use. */
export function getDefaultTokenStore(): TokenStore {
  defaultStore ??= createTokenStore();
  return defaultStore;
}

/** The default store, created lazily on first call (safe to import without a `window`). */
export const tokenStore: TokenStore = {
  getToken: () => getDefaultTokenStore().getToken(),
  setToken: (token) => getDefaultTokenStore().setToken(token),
  removeToken: () => getDefaultTokenStore().removeToken(),
  subscribe: (listener) => getDefaultTokenStore().subscribe(listener),
  dispose: () => getDefaultTokenStore().dispose(),
};
