import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimesheetSettings } from '../hooks/types';
import { AGUS_PIC, ATTENDANCE_HR_ME, CLIENT_ID, SITI_PIC } from '../testing/fixtures';
import { BANK_TIMESHEET_SETTINGS } from '../testing/timesheets';
import { Component as ClientPeriodFormPage } from './ClientPeriodFormPage';

const path = routePatterns.humanResource.clientsFormat.form;
const url = `/human-resource/clients-format/form/edit/${CLIENT_ID}`;
const settingsPath = `/clients/${CLIENT_ID}/timesheet-settings`;

function periodApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ATTENDANCE_HR_ME,
    'GET /clients/:id/timesheet-settings': () => BANK_TIMESHEET_SETTINGS,
    'PUT /clients/:id/timesheet-settings': ({ body }) => ({
      ...BANK_TIMESHEET_SETTINGS,
      ...(body as Partial<TimesheetSettings>),
    }),
    ...extra,
  });
}

describe('a client’s timesheet period', () => {
  it('shows the cut-off with an example, the approvers and the named alternates', async () => {
    periodApi();
    const { user } = renderPage(<ClientPeriodFormPage />, { path, url });
    const cutOff = await screen.findByRole('textbox', { name: /Cut-off day/ });
    expect(cutOff).toHaveValue('20');
    expect(screen.getByText('For example, December 2026 runs 21 Nov – 20 Dec.')).toBeVisible();
    await user.clear(cutOff);
    await user.type(cutOff, '31');
    expect(screen.getByText('For example, December 2026 runs 1 Dec – 31 Dec.')).toBeVisible();

    expect(screen.getByRole('combobox', { name: 'Approver' })).toHaveValue(SITI_PIC);
    expect(screen.getByRole('combobox', { name: 'Secondary approver' })).toHaveValue('');
    const alternates = screen.getByRole('table', {
      name: 'Alternate approvers of PT Bank Nusantara Indonesia Tbk',
    });
    const rudi = within(alternates).getByRole('row', { name: /Rudi Hartono/ });
    expect(rudi).toHaveTextContent('21 Dec 2026 – 31 Dec 2026');
    expect(rudi).toHaveTextContent('siti@bni.example');
  });

  it('saves every period setting and keeps the PDF format as it is', async () => {
    const api = periodApi();
    const { user, router } = renderPage(<ClientPeriodFormPage />, { path, url });
    const cutOff = await screen.findByRole('textbox', { name: /Cut-off day/ });
    await user.clear(cutOff);
    await user.type(cutOff, '25');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Secondary approver' }),
      'Agus Setiawan (agus@bni.example)',
    );
    await user.click(screen.getByRole('button', { name: 'Save client period' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/human-resource/clients-format'),
    );
    expect(api.callsTo('PUT', settingsPath)[0]?.body).toEqual({
      cutOffDay: 25,
      approverPicId: SITI_PIC,
      secondaryPicId: AGUS_PIC,
      sendAfterDays: 0,
      followUpAfterDays: 2,
      escalateAfterDays: 4,
      workStartTime: '08:00',
      format: BANK_TIMESHEET_SETTINGS.format,
    });
  });

  it('shows the server’s objection to the secondary approver on its field', async () => {
    const api = periodApi({
      'PUT /clients/:id/timesheet-settings': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          secondaryPicId: 'Choose a PIC of this client.',
        }),
    });
    const { user, router } = renderPage(<ClientPeriodFormPage />, { path, url });
    const secondary = await screen.findByRole('combobox', { name: 'Secondary approver' });
    await chooseOption(user, secondary, 'Agus Setiawan (agus@bni.example)');
    await user.click(screen.getByRole('button', { name: 'Save client period' }));
    expect(await screen.findByText('Choose a PIC of this client.')).toBeVisible();
    expect(secondary).toHaveAttribute('aria-invalid', 'true');
    expect(secondary).toHaveAccessibleDescription(/Choose a PIC of this client\./);
    expect(api.callsTo('PUT', settingsPath)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(url);
  });

  it('refuses the approver as secondary before asking the server', async () => {
    const api = periodApi();
    const { user } = renderPage(<ClientPeriodFormPage />, { path, url });
    const secondary = await screen.findByRole('combobox', { name: 'Secondary approver' });
    await chooseOption(user, secondary, 'Siti Rahmawati (siti@bni.example)');
    await user.click(screen.getByRole('button', { name: 'Save client period' }));
    expect(await screen.findByText('The secondary approver must be another PIC.')).toBeVisible();
    expect(api.callsTo('PUT', settingsPath)).toHaveLength(0);
  });
});
