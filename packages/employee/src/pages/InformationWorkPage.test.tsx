import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SARI } from '../testing/fixtures';
import { Component as InformationWorkPage } from './InformationWorkPage';

const NOT_LINKED_MESSAGE = 'Your account is not linked to an employee record. Ask HR.';

const path = routePatterns.employee.informationWork;
const url = '/employee/information-work';

/** Fixes "now" at 21 Nov 2026, 10:00 WIB; timers stay real. */
function at21Nov2026() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

describe('my work', () => {
  it('shows my placement with money as rupiah and dates as days', async () => {
    at21Nov2026();
    fakeApi({ 'GET /me/employee': () => SARI });
    renderPage(<InformationWorkPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText('PT Bank Nusantara')).toBeInTheDocument();
    expect(within(placement).getByText('Customer service officer')).toBeInTheDocument();
    expect(within(placement).getByText('PKWT (fixed term)')).toBeInTheDocument();
    expect(within(placement).getByText('12 Jan 2026')).toBeInTheDocument();
    expect(within(placement).getByText('10 Jan 2027')).toBeInTheDocument();
    expect(within(placement).getByText('Ends in 50 days')).toBeInTheDocument();
    expect(within(placement).getByText('5 days (Monday to Friday)')).toBeInTheDocument();

    const pay = screen.getByRole('region', { name: 'Pay' });
    expect(within(pay).getByText('Rp 5.000.000')).toBeInTheDocument();
    expect(within(pay).getByText('Rp 750.000')).toBeInTheDocument();
    expect(within(pay).getByText('Rp 5.750.000')).toBeInTheDocument();

    const approvers = screen.getByRole('region', { name: 'Who approves' });
    expect(
      within(approvers).getByText(/1 PIC of PT Bank Nusantara approves your timesheets/),
    ).toBeInTheDocument();
  });

  it('says nothing about the end when it is more than 60 days away, or for internal staff', async () => {
    at21Nov2026();
    fakeApi({
      'GET /me/employee': () => ({
        ...SARI,
        clientId: null,
        clientName: null,
        placement: {
          ...SARI.placement,
          clientId: null,
          endDate: '2027-06-30',
          approverPicIds: [],
        },
      }),
    });
    renderPage(<InformationWorkPage />, { path, url });
    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText('Internal staff')).toBeInTheDocument();
    expect(within(placement).getByText('30 Jun 2027')).toBeInTheDocument();
    expect(within(placement).queryByText(/Ends in/)).not.toBeInTheDocument();
    const approvers = screen.getByRole('region', { name: 'Who approves' });
    expect(within(approvers).getByText('No approvers recorded.')).toBeInTheDocument();
  });

  it('says plainly when my account has no employee record', async () => {
    fakeApi({ 'GET /me/employee': () => problem(404, 'not-found', 'No employee record.') });
    renderPage(<InformationWorkPage />, { path, url });
    expect(await screen.findByText(NOT_LINKED_MESSAGE)).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    fakeApi({
      'GET /me/employee': () =>
        fail ? problem(500, 'server-error', 'The server had a problem.') : SARI,
    });
    const { user } = renderPage(<InformationWorkPage />, { path, url });
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Placement' })).toBeInTheDocument();
  });
});
