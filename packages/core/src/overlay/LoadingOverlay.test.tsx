import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';
import { createLoadingOverlay, loadingOverlay } from './loading-overlay';
import { useLoadingOverlay } from './useLoadingOverlay';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('<LoadingOverlay />', () => {
  afterEach(() => {
    act(() => loadingOverlay.hide({ force: true }));
    vi.unstubAllGlobals();
  });

  it('renders nothing while hidden', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('covers the screen with an animated image while shown', () => {
    render(<LoadingOverlay />);
    act(() => loadingOverlay.show());
    const layer = screen.getByRole('status', { name: 'Loading' });
    expect(layer).toHaveStyle({ position: 'fixed' });
    expect(layer.querySelector('svg animateTransform')).not.toBeNull();
    act(() => loadingOverlay.hide());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the image still for users who prefer reduced motion', () => {
    mockReducedMotion(true);
    const overlay = createLoadingOverlay();
    overlay.show();
    render(<LoadingOverlay overlay={overlay} />);
    const layer = screen.getByRole('status', { name: 'Loading' });
    expect(layer.querySelector('svg')).not.toBeNull();
    expect(layer.querySelector('animateTransform')).toBeNull();
  });
});

function Controls() {
  const { visible, show, hide } = useLoadingOverlay();
  return (
    <>
      <p>{visible ? 'visible' : 'hidden'}</p>
      <button type="button" onClick={show}>
        show
      </button>
      <button type="button" onClick={() => hide()}>
        hide
      </button>
    </>
  );
}

describe('useLoadingOverlay', () => {
  afterEach(() => {
    act(() => loadingOverlay.hide({ force: true }));
  });

  it('shows and hides the overlay on demand', () => {
    render(
      <>
        <Controls />
        <LoadingOverlay />
      </>,
    );
    act(() => screen.getByText('show').click());
    expect(screen.getByText('visible')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => screen.getByText('hide').click());
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });
});
