import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayslipPasswordCard } from './PayslipPasswordCard';

const path = '/employee/e-payslip';
const STRONG = 'Kopi tubruk di teras jam 7';
const SET_AT = '2026-12-01T03:00:00.000Z';

function card() {
  return screen.getByRole('region', { name: 'E-payslip password' });
}

describe('my e-payslip password', () => {
  it('sets a password I typed twice, and never keeps it in the form', async () => {
    const api = fakeApi({
      'PUT /payroll/me/payslip-password': () => ({ passwordSet: true, passwordSetAt: SET_AT }),
    });
    const { user } = renderPage(
      <PayslipPasswordCard delivery="attachment-with-employee-password" passwordSetAt={null} />,
      { path, url: path },
    );
    await screen.findByRole('region', { name: 'E-payslip password' });
    expect(
      within(card()).getByText(
        'The PDF attached to your payslip mails opens with this password. It is never shown again, to you or to HR.',
      ),
    ).toBeVisible();
    await user.type(within(card()).getByLabelText(/^Password/), STRONG);
    await user.type(within(card()).getByLabelText(/^Repeat the password/), STRONG);
    await user.click(within(card()).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your e-payslip password is set.')).toBeVisible();
    expect(api.callsTo('PUT', '/payroll/me/payslip-password').map((c) => c.body)).toEqual([
      { password: STRONG },
    ]);
    expect(within(card()).getByLabelText(/^Password/)).toHaveValue('');
  });

  it('shows the server’s reason on the field when the password is one a guesser tries first', async () => {
    const reason = 'Do not use a date: every date is tried in seconds.';
    const api = fakeApi({
      'PUT /payroll/me/payslip-password': () =>
        problem(400, 'validation-failed', reason, { password: reason }),
    });
    const { user } = renderPage(
      <PayslipPasswordCard delivery="attachment-with-employee-password" passwordSetAt={null} />,
      { path, url: path },
    );
    await screen.findByRole('region', { name: 'E-payslip password' });
    await user.type(within(card()).getByLabelText(/^Password/), '15 July 1990');
    await user.type(within(card()).getByLabelText(/^Repeat the password/), '15 July 1990');
    await user.click(within(card()).getByRole('button', { name: 'Set password' }));
    const field = within(card()).getByLabelText(/^Password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(reason)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/payroll/me/payslip-password')).toHaveLength(1);
  });

  it('refuses a short password or two that differ before asking the server', async () => {
    const api = fakeApi({});
    const { user } = renderPage(
      <PayslipPasswordCard delivery="attachment-with-employee-password" passwordSetAt={null} />,
      { path, url: path },
    );
    await screen.findByRole('region', { name: 'E-payslip password' });
    await user.type(within(card()).getByLabelText(/^Password/), 'short');
    await user.type(within(card()).getByLabelText(/^Repeat the password/), 'shorter');
    await user.click(within(card()).getByRole('button', { name: 'Set password' }));
    expect(await within(card()).findByText('Use at least 10 characters.')).toBeVisible();
    expect(within(card()).getByText('The two passwords are not the same.')).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('says when it was set, changes it or removes it', async () => {
    const api = fakeApi({
      'DELETE /payroll/me/payslip-password': () => ({ passwordSet: false, passwordSetAt: null }),
    });
    const { user } = renderPage(<PayslipPasswordCard delivery="link" passwordSetAt={SET_AT} />, {
      path,
      url: path,
    });
    await screen.findByRole('region', { name: 'E-payslip password' });
    expect(within(card()).getByText('Password set on 1 Dec 2026')).toBeVisible();
    expect(
      within(card()).getByText(
        'Your payslip mails carry a link only, so this password is not used now. It would open attached PDFs if your employer sends them.',
      ),
    ).toBeVisible();
    expect(within(card()).getByLabelText(/^New password/)).toBeVisible();
    expect(within(card()).getByRole('button', { name: 'Change password' })).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Remove password' }));
    expect(await screen.findByText('Your e-payslip password is removed.')).toBeVisible();
    expect(api.callsTo('DELETE', '/payroll/me/payslip-password')).toHaveLength(1);
  });
});
