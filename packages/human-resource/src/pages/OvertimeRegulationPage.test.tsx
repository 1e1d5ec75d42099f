import { routePatterns } from '@staffdesk/core';
import { fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK, BUDI, BUDI_ID, clientSummaryOf, HR_ME } from '../testing/fixtures';
import { BUDI_FROM_CLIENT, OVERTIME_HR_ME } from '../testing/overtime';
import { Component as OvertimeRegulationPage } from './OvertimeRegulationPage';

const path = routePatterns.humanResource.employee.overtimeRegulation;
const url = `/human-resource/employee/detail/${BUDI_ID}/overtime-regulation`;

describe('an employee’s overtime regulation', () => {
  it('says where it comes from and offers them their own', async () => {
    fakeApi({
      'GET /me': () => OVERTIME_HR_ME,
      'GET /employees/:id': () => BUDI,
      'GET /employees/:id/overtime-scheme': () => BUDI_FROM_CLIENT,
      'GET /clients': () => list([clientSummaryOf(BANK)]),
    });
    renderPage(<OvertimeRegulationPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'Overtime regulation of Budi Santoso' }),
    ).toBeVisible();
    const applies = screen
      .getByRole('heading', { name: 'The regulation that applies now' })
      .closest('section') as HTMLElement;
    expect(applies).toHaveTextContent(`The regulation of ${BANK.legalName}`);
    expect(applies).toHaveTextContent('3 h a workday · 14 h a week');
    const own = screen
      .getByRole('heading', { name: 'Give Budi Santoso their own regulation' })
      .closest('section') as HTMLElement;
    expect(await within(own).findByRole('form')).toBeInTheDocument();
  });

  it('shows access denied without overtime.policy', async () => {
    fakeApi({
      'GET /me': () => HR_ME,
      'GET /employees/:id': () => BUDI,
    });
    renderPage(<OvertimeRegulationPage />, { path, url });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});
