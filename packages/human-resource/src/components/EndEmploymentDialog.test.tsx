import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as EmployeeDetailPage } from '../pages/EmployeeDetailPage';
import { BANK, BUDI, BUDI_ID, clientSummaryOf, HISTORY, HR_ME } from '../testing/fixtures';

const path = routePatterns.humanResource.employee.detail;
const url = `/human-resource/employee/detail/${BUDI_ID}`;

function pageApi(extra: Parameters<typeof fakeApi>[0] = {}, employee = BUDI) {
  return fakeApi({
    'GET /me': () => HR_ME,
    'GET /employees/:id': () => employee,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /clients/:id': () => BANK,
    'GET /employees/:id/history': () => ({ items: HISTORY }),
    ...extra,
  });
}

async function fillIn(
  user: Awaited<ReturnType<typeof renderPage>>['user'],
  dialog: HTMLElement,
  reason: string,
  lastDay: string,
) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Reason' }), reason);
  const day = within(dialog).getByLabelText(/Last working day/);
  await user.clear(day);
  await user.type(day, lastDay);
}

describe('ending employment', () => {
  it('asks for the reason and last working day, shows what follows, and ends it once confirmed', async () => {
    const api = pageApi({
      'PUT /employees/:id/status': ({ body }) => ({
        ...BUDI,
        status: 'resigned',
        lastWorkingDay: (body as { lastWorkingDay: string }).lastWorkingDay,
        endReason: 'resignation',
      }),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'End employment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End employment' });
    await fillIn(user, dialog, 'Resignation', '2026-06-30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Letter of 1 June');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Nothing is sent before the confirmation, which says what follows.
    const follows = await within(dialog).findByRole('region', { name: 'What follows' });
    expect(follows).toHaveTextContent(
      'Budi Santoso’s employment ends on 30 Jun 2026 (Resignation).',
    );
    expect(follows).toHaveTextContent('No payslip is made for any month after June 2026.');
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the end of employment' }));

    expect(await screen.findByText('Employment ended')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/status`)[0]?.body).toEqual({
      status: 'resigned',
      lastWorkingDay: '2026-06-30',
      endReason: 'resignation',
      note: 'Letter of 1 June',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a last working day before the start date without asking the server', async () => {
    const api = pageApi();
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'End employment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End employment' });
    await fillIn(user, dialog, 'Layoff', '2025-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('The last working day cannot be before the start date.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'What follows' })).toBeNull();
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/status`)).toHaveLength(0);
  });

  it('shows the server’s refusal on the form after confirming', async () => {
    pageApi({
      'PUT /employees/:id/status': () =>
        json(422, {
          type: 'https://staffdesk.dev/problems/validation-failed',
          title: 'Validation failed',
          status: 422,
          code: 'validation-failed',
          detail:
            'An approved payroll run already pays this employee for a month after this last working day.',
          errors: {
            lastWorkingDay:
              'An approved payroll run already pays this employee for a month after this last working day.',
          },
        }),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'End employment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End employment' });
    await fillIn(user, dialog, 'Death', '2026-03-13');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Confirm the end of employment' }),
    );
    expect(
      await within(dialog).findByText(
        'An approved payroll run already pays this employee for a month after this last working day.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Last working day/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows a leaver’s last working day and reason, and offers to correct the end', async () => {
    pageApi(
      {},
      {
        ...BUDI,
        status: 'resigned',
        lastWorkingDay: '2026-06-30',
        endReason: 'resignation',
      },
    );
    renderPage(<EmployeeDetailPage />, { path, url });
    expect(await screen.findByText('30 Jun 2026')).toBeInTheDocument();
    expect(screen.getByText('Last working day')).toBeInTheDocument();
    expect(screen.getByText('Resignation')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Change the end of employment' }),
    ).toBeInTheDocument();
  });
});
