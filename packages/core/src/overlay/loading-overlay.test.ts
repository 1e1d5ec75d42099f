import { describe, expect, it, vi } from 'vitest';
import { createLoadingOverlay } from './loading-overlay';

describe('loading overlay state', () => {
  it('is hidden until shown', () => {
    const overlay = createLoadingOverlay();
    expect(overlay.isVisible()).toBe(false);
    overlay.show();
    expect(overlay.isVisible()).toBe(true);
    overlay.hide();
    expect(overlay.isVisible()).toBe(false);
  });

  it('counts shows: two shows need two hides', () => {
    const overlay = createLoadingOverlay();
    overlay.show();
    overlay.show();
    overlay.hide();
    expect(overlay.isVisible()).toBe(true);
    overlay.hide();
    expect(overlay.isVisible()).toBe(false);
    overlay.hide();
    overlay.show();
    expect(overlay.isVisible()).toBe(true);
  });

  it('hides at once with force', () => {
    const overlay = createLoadingOverlay();
    overlay.show();
    overlay.show();
    overlay.hide({ force: true });
    expect(overlay.isVisible()).toBe(false);
  });

  it('tells subscribers only when visibility changes', () => {
    const overlay = createLoadingOverlay();
    const listener = vi.fn();
    const unsubscribe = overlay.subscribe(listener);
    overlay.show();
    overlay.show();
    overlay.hide();
    overlay.hide();
    expect(listener.mock.calls).toEqual([[true], [false]]);
    unsubscribe();
    overlay.show();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
