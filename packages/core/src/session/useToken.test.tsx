import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseRouteSet } from './route-set';
import { createTokenStore, type TokenStore } from './token-store';
import { useRouteSet, useToken } from './useToken';

function Session({ store }: { store: TokenStore }) {
  const token = useToken(store);
  const routeSet = useRouteSet(store);
  return (
    <p>
      {routeSet}:{token}
    </p>
  );
}

describe('chooseRouteSet', () => {
  it('picks the signed-out set for an empty token', () => {
    expect(chooseRouteSet('')).toBe('signed-out');
    expect(chooseRouteSet('t')).toBe('signed-in');
  });
});

describe('useToken', () => {
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

  it('re-renders on sign-in and sign-out', () => {
    render(<Session store={store} />);
    expect(screen.getByText('signed-out:')).toBeInTheDocument();
    act(() => store.setToken('abc'));
    expect(screen.getByText('signed-in:abc')).toBeInTheDocument();
    act(() => store.removeToken());
    expect(screen.getByText('signed-out:')).toBeInTheDocument();
  });

  it('follows a sign-out in another tab', () => {
    store.setToken('abc');
    render(<Session store={store} />);
    localStorage.removeItem('staffdesk.auth');
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByText('signed-out:')).toBeInTheDocument();
  });
});
