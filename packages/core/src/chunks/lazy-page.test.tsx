import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageCatalog } from '../i18n/catalogs';
import { loadingOverlay } from '../overlay/loading-overlay';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { lazyPage, pageOf, preloadPagesAt } from './lazy-page';

function LeavePage() {
  return <h1>Leave</h1>;
}

function WordsPage() {
  return <h1>{i18n._('leave')}</h1>;
}

describe('lazyPage', () => {
  // The overlay is one for the app: a test that ends with it up must not start the next one so.
  afterEach(() => loadingOverlay.hide({ force: true }));

  it('loads the page module on first render, under the loading overlay, without suspending', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const element = lazyPage(() => arrived.then(() => ({ Component: LeavePage })));
    // A fallback would hold the page back for React's reveal throttle (300 ms) once it arrives.
    render(<Suspense fallback={<p>Waiting</p>}>{element}</Suspense>);
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loadingOverlay.isVisible()).toBe(true);
    release();
    expect(await screen.findByRole('heading', { name: 'Leave' })).toBeInTheDocument();
    // The overlay goes in the effects after the page's commit.
    await waitFor(() => expect(loadingOverlay.isVisible()).toBe(false));
  });

  it('throws a page that does not load to the chunk error boundary', async () => {
    const element = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <ChunkErrorBoundary>
        <Suspense fallback={null}>{element}</Suspense>
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByRole('button', { name: /reload/i })).toBeInTheDocument();
    await waitFor(() => expect(loadingOverlay.isVisible()).toBe(false));
  });

  it('shows the page once its own messages are there, in the language shown', async () => {
    i18n.loadAndActivate({ locale: 'id', messages: {} });
    let deliver!: () => void;
    const words = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const catalog: MessageCatalog = {
      en: async () => ({ messages: { leave: 'Leave' } }),
      id: () => words.then(() => ({ messages: { leave: 'Cuti' } })),
    };
    const element = lazyPage(async () => ({ Component: WordsPage }), { messages: [catalog] });
    render(<Suspense fallback={null}>{element}</Suspense>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loadingOverlay.isVisible()).toBe(true);
    deliver();
    expect(await screen.findByRole('heading', { name: 'Cuti' })).toBeInTheDocument();
    expect(loadingOverlay.isVisible()).toBe(false);
    i18n.activate('en');
  });

  it('shows a page preloaded for the address at once, with no fallback between', async () => {
    const routes = [
      { path: '/leave', element: lazyPage(async () => ({ Component: LeavePage })) },
      { path: '/other', element: lazyPage(() => new Promise<never>(() => undefined)) },
    ];
    preloadPagesAt(routes, '/leave');
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Suspense fallback={<p>Waiting</p>}>{routes[0]?.element}</Suspense>);
    expect(screen.getByRole('heading', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('names the module a route loads, for a route table test', async () => {
    const route = { path: 'leave', element: lazyPage(async () => ({ Component: LeavePage })) };
    await expect(pageOf(route)).resolves.toBe(LeavePage);
    expect(pageOf({ path: 'x', element: <p /> })).toBeUndefined();
  });
});
