import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/id';
import { BANK, BD_ME, MINING, summaryOf } from '../testing/fixtures';
import { Component as ClientDetailPage } from './ClientDetailPage';
import { Component as ClientListPage } from './ClientListPage';

describe('the client pages in Indonesian', () => {
  beforeEach(async () => {
    // The page's words and kit's (the list's export button, its states), as the app loads them.
    const kit = (await kitCatalog.id()) as { messages: typeof messages };
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
  });

  it('shows a client’s general page in Indonesian', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients/:id': () => BANK });
    renderPage(<ClientDetailPage />, {
      path: routePatterns.bizdev.clients.detail,
      url: `/bizdev/clients/${BANK.id}`,
    });
    expect(await screen.findByRole('heading', { name: BANK.legalName, level: 1 })).toBeVisible();
    expect(screen.getByText('Kode klien BNI-JKT')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Umum' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Metode penagihan')).toBeInTheDocument();
    expect(screen.getByText('Perbankan')).toBeInTheDocument();
    expect(screen.getByText('30 hari')).toBeInTheDocument();
    expect(screen.getAllByText('Aktif')).not.toHaveLength(0);
    const pics = screen.getByRole('table', { name: `PIC ${BANK.legalName}` });
    const siti = within(pics).getByRole('row', { name: /Siti Rahmawati/ });
    expect(within(siti).getByText('Penyetuju timesheet')).toBeInTheDocument();
    expect(within(siti).getByText('Penyetuju cuti')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ubah klien' })).toBeInTheDocument();
  });

  it('shows the client list in Indonesian, keeping the English values of the filters', async () => {
    fakeApi({ 'GET /me': () => BD_ME, 'GET /clients': () => list([summaryOf(BANK), MINING]) });
    renderPage(<ClientListPage />, {
      path: routePatterns.bizdev.clients.list,
      url: '/bizdev/clients',
    });
    expect(await screen.findByRole('heading', { name: 'Klien', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Klien' });
    const bank = await within(table).findByRole('row', { name: /Bank Nusantara/ });
    expect(bank).toHaveTextContent('Perbankan');
    expect(bank).toHaveTextContent('30 hari');
    expect(within(table).getByRole('columnheader', { name: /Termin pembayaran/ })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Kaltim/ })).toHaveTextContent('Prospek');
    expect(screen.getByRole('button', { name: 'Tambah klien' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ekspor ke Excel' })).toBeInTheDocument();
    const industry = screen.getByRole('combobox', { name: 'Industri' });
    expect(within(industry).getByRole('option', { name: 'Pertambangan' })).toHaveValue('Mining');
    expect(screen.getByRole('searchbox', { name: 'Cari klien' })).toHaveAttribute(
      'placeholder',
      'Cari berdasarkan kode, nama, atau email PIC',
    );
  });
});
