import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ChunkErrorView } from './ChunkErrorView';
import { lazyPage } from './lazy-page';

describe('<ChunkErrorView />', () => {
  it('asks for a reload after a chunk-load error', async () => {
    const onReload = vi.fn();
    render(
      <ChunkErrorView
        error={new TypeError('Importing a module script failed.')}
        onReload={onReload}
      />,
    );
    expect(screen.getByText('A new version of Staffdesk is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows other errors plainly', () => {
    render(<ChunkErrorView error={new Error('Cannot read x')} />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Cannot read x')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('<ChunkErrorBoundary />', () => {
  it('shows a lazy page whose chunk is gone as a new version, and tries again on a new path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    );
    const { rerender } = render(
      <ChunkErrorBoundary resetKey="/a">
        <Suspense fallback={null}>{gone}</Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('A new version of Staffdesk is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <ChunkErrorBoundary resetKey="/b">
        <p>Page b</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Page b')).toBeInTheDocument();
  });
});
