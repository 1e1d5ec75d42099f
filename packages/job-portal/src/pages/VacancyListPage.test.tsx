import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MANAGER_ME,
  PACKING,
  PACKING_ID,
  READER_ME,
  SORTER_ID,
  SORTING,
} from '../testing/fixtures';
import { Component as VacancyListPage } from './VacancyListPage';

const path = routePatterns.jobPortal.jobVacancies.list;
const url = '/job-portal/job-vacancies/list';

describe('the vacancy list', () => {
  it('shows each vacancy with its requirement, client, status, dates and applicants', async () => {
    fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /vacancies': () => list([PACKING, SORTING]),
    });
    renderPage(<VacancyListPage />, { path, url });

    const table = await screen.findByRole('table', { name: 'Job vacancies' });
    const packer = await within(table).findByRole('link', { name: 'Packer' });
    expect(packer).toHaveAttribute('href', `/job-portal/job-vacancies/edit/${PACKING_ID}`);
    const row = packer.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('REQ-2026-0029');
    expect(row).toHaveTextContent('PT Gudang Nusantara');
    expect(row).toHaveTextContent('Published');
    expect(row).toHaveTextContent('21 Nov 2026');
    expect(row).toHaveTextContent('31 Dec 2026');
    expect(within(row).getByRole('link', { name: '2 applicants of Packer' })).toHaveAttribute(
      'href',
      `/job-portal/job-vacancies/list-candidates/${PACKING_ID}`,
    );
    const sorter = within(table).getByRole('link', { name: 'Parcel sorter' }).closest('tr');
    expect(sorter).toHaveTextContent('Draft');
    expect(
      within(sorter as HTMLElement).getByRole('link', { name: '0 applicants of Parcel sorter' }),
    ).toHaveAttribute('href', `/job-portal/job-vacancies/list-candidates/${SORTER_ID}`);
    expect(screen.getByRole('button', { name: 'New vacancy' })).toBeInTheDocument();
  });

  it('asks the server for the status chosen and the words searched', async () => {
    const api = fakeApi({
      'GET /me': () => MANAGER_ME,
      'GET /vacancies': () => list([PACKING]),
    });
    const { user } = renderPage(<VacancyListPage />, { path, url });
    await screen.findByRole('link', { name: 'Packer' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await user.type(screen.getByRole('searchbox', { name: 'Search vacancies' }), 'pack{Enter}');
    await waitFor(() => {
      const last = api.callsTo('GET', '/vacancies').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
        status: 'closed',
        search: 'pack',
      });
    });
  });

  it('sends a reader to the read-only page and offers no new vacancy', async () => {
    fakeApi({
      'GET /me': () => READER_ME,
      'GET /vacancies': () => list([PACKING]),
    });
    renderPage(<VacancyListPage />, { path, url });
    expect(await screen.findByRole('link', { name: 'Packer' })).toHaveAttribute(
      'href',
      `/job-portal/job-vacancies/view/${PACKING_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'New vacancy' })).toBeNull();
  });
});
