import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BUDI, BUDI_ID, summaryOf } from '../testing/fixtures';
import { BUDI_OVERTIME, OVERTIME_HR_ME } from '../testing/overtime';
import { Component as OvertimeFormPage } from './OvertimeFormPage';

const path = routePatterns.humanResource.overtime.form;
const url = '/human-resource/overtime/form/add';
const CAP = 'Overtime on a workday is capped at 3 hours; this request is 5 hours.';

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function formApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => OVERTIME_HR_ME,
    'GET /employees': () => list([summaryOf(BUDI)]),
    ...extra,
  });
}

/** Finds Budi, and fills 18:00 → `to` with a reason. */
async function fill(user: ReturnType<typeof renderPage>['user'], to: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Find an employee' }), 'Budi');
  await screen.findByRole('option', { name: 'Budi Santoso (EMP-2026-00042)' });
  await chooseOption(user, screen.getByLabelText(/^Employee/), BUDI_ID);
  await user.type(screen.getByLabelText(/^From/), '18:00');
  await user.type(screen.getByLabelText(/^To/), to);
  await user.type(screen.getByLabelText(/^Reason/), 'Month-end closing of the branch');
}

describe('HR enters overtime for an employee', () => {
  it('shows the server’s cap under “To”', async () => {
    const api = formApi({
      'POST /overtime/requests': () => problem(400, 'validation-failed', CAP, { endTime: CAP }),
    });
    const { user, router } = renderPage(<OvertimeFormPage />, { path, url });
    await fill(user, '23:00');
    await user.click(screen.getByRole('button', { name: 'Enter overtime' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^To/)).toHaveAccessibleDescription(new RegExp(CAP)),
    );
    expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^From/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/overtime/requests')[0]?.body).toEqual({
      employeeId: BUDI_ID,
      date: '2026-12-15',
      startTime: '18:00',
      endTime: '23:00',
      reason: 'Month-end closing of the branch',
    });
    expect(router.state.location.pathname).toBe(url);
  });

  it('enters it, says who is asked, and goes to the dashboard', async () => {
    const api = formApi({
      'POST /overtime/requests': () => json(201, { ...BUDI_OVERTIME, date: '2026-12-15' }),
    });
    const { user, router } = renderPage(<OvertimeFormPage />, { path, url });
    await fill(user, '21:00');
    await user.click(screen.getByRole('button', { name: 'Enter overtime' }));
    expect(await screen.findByText('Overtime entered')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Budi Santoso’s overtime on 15 Dec 2026 waits for Agus Setiawan, who is asked by email.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/human-resource/overtime/dashboard'),
    );
    expect(api.callsTo('POST', '/overtime/requests')).toHaveLength(1);
  });

  it('asks for the employee, the times and the reason before sending', async () => {
    const api = formApi();
    const { user } = renderPage(<OvertimeFormPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Enter overtime' }));
    expect(await screen.findByText('Choose the employee.')).toBeVisible();
    expect(screen.getByText('Say what the overtime was for.')).toBeVisible();
    expect(api.callsTo('POST', '/overtime/requests')).toHaveLength(0);
  });
});
