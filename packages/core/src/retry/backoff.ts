/**
 * Exponential back-off with jitter (product-spec §9: base 1000 ms, factor 2, cap 4 hours,
 * jitter 0.5), the formula of the firebase helper it replaces:
 *
 *   exponential = min(capMs, baseMs * factor ^ attempt)
 *   delay       = exponential + round(jitter * exponential * (random() - 0.5) * 2)
 *
 * so the delay lies within ±jitter of the exponential value (attempt 0: 500–1500 ms), and is
 * finally clamped to [0, capMs].
 */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_CAP_MS = 14_400_000;
export const BACKOFF_JITTER = 0.5;

export type BackoffOptions = {
  baseMs?: number;
  factor?: number;
  capMs?: number;
  /** Spread as a fraction of the delay: 0.5 means ±50 %. */
  jitter?: number;
  /** A source of numbers in [0, 1). */
  random?: () => number;
};

/** The wait before retry number `attempt` (0 for the first retry), in milliseconds. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const {
    baseMs = BACKOFF_BASE_MS,
    factor = BACKOFF_FACTOR,
    capMs = BACKOFF_CAP_MS,
    jitter = BACKOFF_JITTER,
    random = Math.random,
  } = options;
  const exponential = Math.min(capMs, baseMs * factor ** Math.max(0, attempt));
  const spread = Math.round(jitter * exponential * (random() - 0.5) * 2);
  return Math.min(capMs, Math.max(0, exponential + spread));
}

export type RetryOptions = BackoffOptions & {
  /** How many times to retry after the first failure (default 3). */
  retries?: number;
  /** Whether an error is worth retrying (default: every error). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Called before each wait, e.g. for logging. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** How to wait; defaults to a timer that a given `signal` cancels. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
};

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `fn` until it succeeds, waiting `backoffDelay(attempt)` between tries; rejects with the
 * last error once `retries` retries are used up or `shouldRetry` says no.
 */
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    retries = 3,
    shouldRetry = () => true,
    onRetry,
    signal,
    sleep: wait = sleep,
    ...backoff
  } = options;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortReason(signal);
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error, attempt)) throw error;
      const delay = backoffDelay(attempt, backoff);
      onRetry?.(error, attempt, delay);
      await wait(delay, signal);
    }
  }
}
