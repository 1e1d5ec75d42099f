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

  it('lets HR confirm an alternate outside the client’s domain and revoke one, each after asking', async () => {
    const [rudi, budi] = BANK_TIMESHEET_SETTINGS.alternates;
    const decided = (id: string, status: 'active' | 'revoked') => ({
      ...BANK_TIMESHEET_SETTINGS,
      alternates: BANK_TIMESHEET_SETTINGS.alternates.map((a) =>
        a.id === id
          ? {
              ...a,
              status,
              reviewedBy: 'Rina Wulandari <hr@staffdesk.local>',
              reviewedAt: '2026-12-12T02:00:00.000Z',
            }
          : a,
      ),
    });
    const api = periodApi({
      'POST /clients/:id/timesheet-alternates/:alternateId/confirm': () =>
        decided(budi!.id, 'active'),
      'POST /clients/:id/timesheet-alternates/:alternateId/revoke': () =>
        decided(rudi!.id, 'revoked'),
    });
    const { user } = renderPage(<ClientPeriodFormPage />, { path, url });
    const table = await screen.findByRole('table', {
      name: 'Alternate approvers of PT Bank Nusantara Indonesia Tbk',
    });
    const budiRow = within(table).getByRole('row', { name: /Budi Santoso/ });
    expect(budiRow).toHaveTextContent('Waiting for HR');
    await user.click(within(budiRow).getByRole('button', { name: 'Confirm Budi Santoso' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirm budi.santoso@gmail.example as alternate approver?',
    });
    expect(
      api.callsTo('POST', `/clients/${CLIENT_ID}/timesheet-alternates/${budi!.id}/confirm`),
    ).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm alternate' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', `/clients/${CLIENT_ID}/timesheet-alternates/${budi!.id}/confirm`),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('Budi Santoso confirmed')).toBeVisible();

    const rudiRow = within(table).getByRole('row', { name: /Rudi Hartono/ });
    await user.click(within(rudiRow).getByRole('button', { name: 'Revoke Rudi Hartono' }));
    const revoke = await screen.findByRole('alertdialog', {
      name: 'Revoke rudi@bni.example as alternate approver?',
    });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke alternate' }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Rudi Hartono/ })).toHaveTextContent('Revoked'),
    );
    expect(
      within(within(table).getByRole('row', { name: /Rudi Hartono/ })).queryByRole('button'),
    ).toBeNull();
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
