import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeRequest, SARI } from '../testing/fixtures';
import { Component as PtkpStatusPage } from './PtkpStatusPage';

describe('asking HR to change my PTKP status', () => {
  it('sends the new status as a change request', async () => {
    const api = fakeApi({
      'GET /me/employee': () => SARI,
      'GET /me/employee/change-requests': () => list([]),
      'POST /me/employee/change-requests': ({ body }) =>
        new Response(JSON.stringify(changeRequest(body as object)), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { user } = renderPage(<PtkpStatusPage />, {
      path: routePatterns.employee.profile.ptkpStatus,
      url: '/employee/profile/ptkp-status/edit',
    });
    expect(await screen.findByText('TK/0: single, no dependants')).toBeInTheDocument();
    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: /PTKP status/ }),
      'K/1: married, 1 dependant',
    );
    await user.click(screen.getByRole('button', { name: 'Send to HR' }));
    expect(await screen.findByText('Sent to HR')).toBeInTheDocument();
    expect(api.callsTo('POST', '/me/employee/change-requests')[0]?.body).toEqual({
      kind: 'ptkp-status',
      proposed: { ptkpStatus: 'K/1' },
    });
  });
});
