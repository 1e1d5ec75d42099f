import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { toBusinessDate } from '@staffdesk/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT, REPORT } from '../testing/commissions';
import {
  CLIENTS,
  FACTORY_ID,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
} from '../testing/requirements';
import { Component as RecruitingReportPage } from './RecruitingReportPage';

const path = routePatterns.recruiter.report;
const url = '/recruiter/report';

function rowOf(table: HTMLElement, text: string) {
  return within(table).getByText(text).closest('tr') as HTMLElement;
}

describe('the recruiting report', () => {
  it('asks for this year so far in Jakarta time and shows the funnel, tables, sources and time to fill', async () => {
    const api = fakeApi({
      'GET /me': () => REQUIREMENTS_ME,
      'GET /clients': () => ({ items: CLIENTS, total: CLIENTS.length, page: 1, pageSize: 200 }),
      'GET /recruiting-report': () => REPORT,
    });
    const { user } = renderPage(<RecruitingReportPage />, { path, url });

    const funnel = await screen.findByRole('table', { name: 'Funnel' });
    const today = toBusinessDate();
    const query = api.callsTo('GET', '/recruiting-report')[0]?.query;
    expect(query?.get('from')).toBe(`${today.slice(0, 4)}-01-01`);
    expect(query?.get('to')).toBe(today);
    expect(query?.has('clientId')).toBe(false);

    // The funnel adds up the requirements: 12 sourced, 3 hired (25 % of those sourced).
    expect(rowOf(funnel, 'Sourced')).toHaveTextContent('12');
    expect(rowOf(funnel, 'Sourced')).toHaveTextContent('100 %');
    expect(rowOf(funnel, 'Hired')).toHaveTextContent('3');
    expect(rowOf(funnel, 'Hired')).toHaveTextContent('25 %');
    expect(
      rowOf(funnel, 'Hired').querySelector('[data-bar-width]')?.getAttribute('data-bar-width'),
    ).toBe('25%');

    const byRequirement = screen.getByRole('table', { name: 'Funnel by requirement' });
    expect(rowOf(byRequirement, 'REQ-2026-0007')).toHaveTextContent('Welder');
    expect(rowOf(byRequirement, 'REQ-2026-0007')).toHaveTextContent('PT Astra Manufaktur Teknik');
    const byRecruiter = screen.getByRole('table', { name: 'Funnel by recruiter' });
    expect(rowOf(byRecruiter, 'Yoga Prasetyo')).toHaveTextContent('542211');

    const sources = screen.getByRole('table', { name: 'Conversion by source' });
    expect(rowOf(sources, 'Referral')).toHaveTextContent('4250 %');
    expect(rowOf(sources, 'JobStreet')).toHaveTextContent('8112,5 %');

    expect(screen.getByText('Median (days)').nextElementSibling).toHaveTextContent('18,5');
    expect(
      screen.getByText('Average (days)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('21,3');
    const timeToFill = screen.getByRole('table', { name: 'Time to fill by requirement' });
    expect(rowOf(timeToFill, 'REQ-2026-0008')).toHaveTextContent('116');

    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() =>
      expect(
        within(client).getByRole('option', { name: 'PT Astra Manufaktur Teknik' }),
      ).toBeInTheDocument(),
    );
    await chooseOption(user, client, 'PT Astra Manufaktur Teknik');
    await waitFor(() =>
      expect(api.callsTo('GET', '/recruiting-report').at(-1)?.query.get('clientId')).toBe(
        FACTORY_ID,
      ),
    );
  });

  it('says when no candidate entered a pipeline in the period', async () => {
    fakeApi({
      'GET /me': () => REQUIREMENTS_READER_ME,
      'GET /recruiting-report': () => EMPTY_REPORT,
    });
    renderPage(<RecruitingReportPage />, {
      path,
      url: '/recruiter/report?from=2026-01-01&to=2026-03-31',
    });
    expect(await screen.findByText('No candidates in this period')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No candidate entered a pipeline from 1 Jan 2026 to 31 Mar 2026. Choose another period or client.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Funnel' })).toBeNull();
    // Without clients.read there is no client filter.
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });

  it('shows why the server refused the period', async () => {
    const message = 'Report at most one year at a time.';
    fakeApi({
      'GET /me': () => REQUIREMENTS_READER_ME,
      'GET /recruiting-report': () => problem(400, 'validation-failed', message, { to: message }),
    });
    renderPage(<RecruitingReportPage />, {
      path,
      url: '/recruiter/report?from=2024-01-01&to=2026-03-31',
    });
    expect(await screen.findByText('The report could not be made')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
