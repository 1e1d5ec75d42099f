import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../errors/catalogue';
import { createLoadingOverlay } from '../overlay/loading-overlay';
import { CHUNK_TIMEOUT_MS, loadChunk, withLoadingOverlay } from './load-chunk';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ Component: 'page' }))).resolves.toEqual({
      Component: 'page',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out after 120 s with a ChunkLoadError', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const never = deferred<object>();
    const loading = loadChunk(() => never.promise);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('chunk-load-error');
  });

  it('turns a failed chunk fetch into a ChunkLoadError', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/hr.js');
    const error = await loadChunk(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(failure);
  });

  it('passes other errors on unchanged', async () => {
    const failure = new Error('module crashed');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('withLoadingOverlay', () => {
  it('shows the overlay while the chunk loads and hides it after', async () => {
    const overlay = createLoadingOverlay();
    const chunk = deferred<{ section: string }>();
    const load = withLoadingOverlay(() => chunk.promise, overlay);
    const loading = load();
    expect(overlay.isVisible()).toBe(true);
    chunk.resolve({ section: 'hr' });
    await expect(loading).resolves.toEqual({ section: 'hr' });
    expect(overlay.isVisible()).toBe(false);
  });

  it('hides the overlay when the load fails', async () => {
    const overlay = createLoadingOverlay();
    const load = withLoadingOverlay(() => Promise.reject(new Error('gone')), overlay);
    await expect(load()).rejects.toThrow('gone');
    expect(overlay.isVisible()).toBe(false);
  });
});
