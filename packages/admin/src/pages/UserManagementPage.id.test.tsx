import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages as shellWords } from '../locales/id';
import { messages as pageWords } from '../locales/pages/manage/id';
import { ADMIN_ME, AYU, RINA, ROLES, userSummary } from '../testing/fixtures';
import { Component as UserManagementPage } from './UserManagementPage';

describe('the users list in Indonesian', () => {
  it('shows its headings, tabs, columns, statuses and actions in Indonesian', async () => {
    i18n.loadAndActivate({ locale: 'id', messages: { ...shellWords, ...pageWords } });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'GET /roles': () => list(ROLES),
      'GET /users': () => list([AYU, RINA].map(userSummary)),
    });
    renderPage(<UserManagementPage />, {
      path: routePatterns.userManagement.list,
      url: '/user-management',
    });

    expect(
      await screen.findByRole('heading', { name: 'Pengguna dan peran', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Peran' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log audit' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pengguna' });
    expect(within(table).getByRole('columnheader', { name: /Terakhir masuk/ })).toBeInTheDocument();
    const rina = await within(table).findByRole('row', { name: /Rina Wulandari/ });
    expect(rina).toHaveTextContent('Diundang');
    expect(rina).toHaveTextContent('Belum pernah');
    expect(within(table).getByRole('row', { name: /Ayu Lestari/ })).toHaveTextContent('Aktif');
    expect(screen.getAllByRole('button', { name: 'Undang pengguna' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Cari pengguna' })).toHaveAttribute(
      'placeholder',
      'Cari berdasarkan nama atau alamat email',
    );
  });
});
