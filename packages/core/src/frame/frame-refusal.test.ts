import { describe, expect, it } from 'vitest';
import { isFramed, refuseFraming } from './frame-refusal';

type FakeWindow = { top: FakeWindow | null; self: FakeWindow; location: { href: string } };

function topWindow(): FakeWindow {
  const win = { location: { href: 'https://staffdesk.example/' } } as FakeWindow;
  win.top = win;
  win.self = win;
  return win;
}

function framedWindow(top: unknown): FakeWindow {
  const win = { top, location: { href: 'https://staffdesk.example/finance' } } as FakeWindow;
  win.self = win;
  return win;
}

describe('isFramed', () => {
  it('is false in a top-level window', () => {
    expect(isFramed(topWindow() as unknown as Window)).toBe(false);
    expect(isFramed()).toBe(false);
  });

  it('is true inside a frame', () => {
    expect(isFramed(framedWindow(topWindow()) as unknown as Window)).toBe(true);
  });

  it('is true when the browser will not tell', () => {
    const win = framedWindow(null);
    Object.defineProperty(win, 'top', {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    expect(isFramed(win as unknown as Window)).toBe(true);
  });
});

describe('refuseFraming', () => {
  it('does nothing at the top level', () => {
    const win = topWindow();
    expect(refuseFraming(win as unknown as Window)).toBe(false);
    expect(win.location.href).toBe('https://staffdesk.example/');
  });

  it('takes the top window to Staffdesk and reports the refusal', () => {
    const top = { location: 'https://evil.example/' as unknown };
    const win = framedWindow(top);
    expect(refuseFraming(win as unknown as Window)).toBe(true);
    expect(top.location).toBe('https://staffdesk.example/finance');
  });

  it('still refuses when the top window cannot be navigated', () => {
    const top = {};
    Object.defineProperty(top, 'location', {
      set() {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    expect(refuseFraming(framedWindow(top) as unknown as Window)).toBe(true);
  });
});
