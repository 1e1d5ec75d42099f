import type { StaffdeskLocale, StaffdeskSection } from '@staffdesk/core';
import {
  AppSectionsProvider,
  createStaffdeskQueryClient,
  createTokenStore,
  guardHistory,
  StaffdeskProvider,
} from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { ToastProvider, uiCatalog } from '@staffdesk/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostCatalog } from '../locales/catalog';
import { SignedInRoutes } from './signed-in-routes';

const section: StaffdeskSection = {
  id: 'human-resource',
  basePath: '/human-resource',
  flag: 'human-resource',
  title: 'Human resource',
  nav: [{ id: 'hr-home', label: 'Human resource', href: '/human-resource' }],
  // As a department's descriptor does: the route tree loads on the section's first visit.
  routes: async () => [{ index: true, element: <h1>Employees</h1> }],
};

function setFlags(cookies: string[]) {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting flag cookies.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  for (const c of cookies) document.cookie = `${c}; path=/`;
}

const user = {
  id: '1',
  email: 'hr@staffdesk.local',
  name: 'Rina Wulandari',
  phone: null,
  preferredLanguage: 'en',
};

function renderAt(
  url: string,
  {
    preferredLanguage = 'en',
    locale,
  }: { preferredLanguage?: string; locale?: StaffdeskLocale } = {},
) {
  const patches: unknown[] = [];
  let saved = preferredLanguage;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      saved = String(body.preferredLanguage);
      return Response.json({ ...user, ...body });
    }
    return Response.json({
      user: { ...user, preferredLanguage: saved },
      roles: [],
      superAccess: false,
      sections: ['human-resource'],
      permissions: [],
      employeeId: null,
    });
  });
  const tokenStore = createTokenStore({ key: `host-test-${url}` });
  tokenStore.setToken('t');
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }),
  );
  render(
    <StaffdeskProvider
      config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
      tokenStore={tokenStore}
      queryClient={createStaffdeskQueryClient()}
      locale={locale}
      catalogs={[uiCatalog, kitCatalog, hostCatalog]}
    >
      <AppSectionsProvider sections={[section]}>
        <ToastProvider>
          <HistoryRouter history={history}>
            <SignedInRoutes sections={[section]} />
          </HistoryRouter>
        </ToastProvider>
      </AppSectionsProvider>
    </StaffdeskProvider>,
  );
  return { history, patches };
}

describe('the signed-in route set', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens a section whose flag the user holds, and lists it in the navigation', async () => {
    setFlags(['sd_flag_human-resource=1']);
    renderAt('/human-resource');
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeVisible();
    expect((await screen.findAllByRole('link', { name: /Human resource/ })).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('Staffdesk 4.95.202.725 · © 2022')).toBeVisible();
  });

  it('shows access denied for a section without its flag, also one not built yet', async () => {
    setFlags(['sd_flag_human-resource=1']);
    renderAt('/finance/invoice');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this section' }),
    ).toBeVisible();
  });

  it('shows not found inside an allowed section, and for unknown paths', async () => {
    setFlags(['sd_flag_human-resource=1']);
    renderAt('/human-resource/nothing-here');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });

  it('sends a signed-in user away from sign-in to home', async () => {
    setFlags([]);
    const { history } = renderAt('/sign-in');
    await vi.waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('speaks Indonesian when Indonesian is shown', async () => {
    setFlags(['sd_flag_human-resource=1']);
    renderAt('/finance/invoice', { locale: 'id', preferredLanguage: 'id' });
    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke bagian ini' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ke beranda' })).toBeVisible();
  });

  it('shows the language the user prefers, and remembers it for the sign-in page', async () => {
    setFlags(['sd_flag_human-resource=1']);
    renderAt('/finance/invoice', { preferredLanguage: 'id' });
    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke bagian ini' }),
    ).toBeVisible();
    expect(localStorage.getItem('staffdesk.locale')).toBe('id');
  });

  it('saves the language chosen in the top bar as the user’s preferred language', async () => {
    const events = userEvent.setup();
    setFlags(['sd_flag_human-resource=1']);
    const rendered = renderAt('/finance/invoice');
    await screen.findByRole('heading', { name: 'You do not have access to this section' });
    await screen.findByText('Rina Wulandari');
    const english = screen.getByRole('button', { name: 'EN English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    await events.click(screen.getByRole('button', { name: 'ID Bahasa Indonesia' }));
    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke bagian ini' }),
    ).toBeVisible();
    expect(rendered.patches).toEqual([
      { name: 'Rina Wulandari', phone: null, preferredLanguage: 'id' },
    ]);
    expect(screen.getByRole('button', { name: 'ID Bahasa Indonesia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('staffdesk.locale')).toBe('id');
  });
});
