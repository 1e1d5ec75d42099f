import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, retry, sleep } from './backoff';

describe('backoffDelay', () => {
  it('starts around 1000 ms and doubles', () => {
    const middle = { random: () => 0.5 };
    expect(backoffDelay(0, middle)).toBe(1000);
    expect(backoffDelay(1, middle)).toBe(2000);
    expect(backoffDelay(5, middle)).toBe(32_000);
  });

  it('spreads by ±50 % with jitter 0.5', () => {
    expect(backoffDelay(0, { random: () => 0 })).toBe(500);
    expect(backoffDelay(0, { random: () => 0.999_999 })).toBe(1500);
    expect(backoffDelay(3, { random: () => 0.25 })).toBe(6000);
  });

  it('never exceeds the 4-hour cap', () => {
    expect(backoffDelay(13, { random: () => 0.5 })).toBe(8_192_000);
    expect(backoffDelay(14, { random: () => 0.5 })).toBe(14_400_000);
    expect(backoffDelay(14, { random: () => 0.99 })).toBe(14_400_000);
    expect(backoffDelay(10_000, { random: () => 0 })).toBe(7_200_000);
  });

  it('takes other bases, factors and caps', () => {
    expect(backoffDelay(2, { baseMs: 100, factor: 3, jitter: 0 })).toBe(900);
    expect(backoffDelay(10, { capMs: 5000, jitter: 0 })).toBe(5000);
  });
});

describe('retry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries with back-off until it succeeds', async () => {
    const waits: number[] = [];
    const fn = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValue('done');
    const result = await retry(fn, {
      retries: 3,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe('done');
    expect(waits).toEqual([1000, 2000]);
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
  });

  it('gives up after the retries with the last error', async () => {
    const fn = vi.fn(async () => {
      throw new Error('still down');
    });
    await expect(retry(fn, { retries: 2, sleep: async () => undefined })).rejects.toThrow(
      'still down',
    );
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('stops at once when shouldRetry says no', async () => {
    const fn = vi.fn(async () => {
      throw new Error('forbidden');
    });
    await expect(
      retry(fn, { retries: 5, shouldRetry: () => false, sleep: async () => undefined }),
    ).rejects.toThrow('forbidden');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits on real timers by default', async () => {
    vi.useFakeTimers();
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('once'))
      .mockResolvedValue('ok');
    const result = retry(fn, { random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });

  it('sleep rejects when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
