import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkErrorElement } from './ChunkErrorElement';
import { ChunkErrorView } from './ChunkErrorView';
import { lazyRoute } from './load-chunk';

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

describe('<ChunkErrorElement />', () => {
  it('is the errorElement of a route whose chunk is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <ChunkErrorElement />,
          lazy: lazyRoute(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('A new version of Staffdesk is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
