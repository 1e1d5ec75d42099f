import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimesheetSettings } from '../hooks/types';
import { ATTENDANCE_HR_ME, CLIENT_ID, SITI_PIC } from '../testing/fixtures';
import { BANK_TIMESHEET_SETTINGS } from '../testing/timesheets';
import { Component as TimesheetFormatFormPage } from './TimesheetFormatFormPage';

const path = routePatterns.humanResource.timesheetFormat.form;
const url = `/human-resource/timesheet-format/form/edit/${CLIENT_ID}`;
const settingsPath = `/clients/${CLIENT_ID}/timesheet-settings`;

function formatApi(extra: Parameters<typeof fakeApi>[0] = {}) {
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

describe('a client’s timesheet format', () => {
  it('saves the ticked columns in their new order, and keeps the period settings', async () => {
    const api = formatApi();
    const { user, router } = renderPage(<TimesheetFormatFormPage />, { path, url });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Timesheet PT Bank Nusantara');

    // Leave out the day of the week and the note.
    await user.click(screen.getByRole('checkbox', { name: 'Day of the week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Note' }));
    // Hours worked two places up (before clock in), by keyboard: the focus stays on the button.
    const up = screen.getByRole('button', { name: 'Move Hours worked up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Hours worked up' })).toHaveFocus(),
    );
    expect(screen.getByText('Hours worked moved to position 5 of 8.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    // The first column cannot go further up.
    expect(screen.getByRole('button', { name: 'Move Date up' })).toBeDisabled();
    // A heading of its own for overtime.
    const overtime = screen.getByRole('textbox', { name: 'Heading for Overtime' });
    await user.clear(overtime);
    await user.type(overtime, 'Jam lembur');

    await user.click(screen.getByRole('button', { name: 'Save format' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/human-resource/timesheet-format'),
    );
    expect(api.callsTo('PUT', settingsPath)[0]?.body).toEqual({
      cutOffDay: 20,
      approverPicId: SITI_PIC,
      secondaryPicId: null,
      sendAfterDays: 0,
      followUpAfterDays: 2,
      escalateAfterDays: 4,
      workStartTime: '08:00',
      format: {
        title: 'Timesheet PT Bank Nusantara',
        columns: [
          { key: 'date', label: 'Tanggal' },
          { key: 'kind', label: 'Keterangan' },
          { key: 'hours', label: 'Jam kerja' },
          { key: 'clock-in', label: 'Masuk' },
          { key: 'clock-out', label: 'Pulang' },
          { key: 'overtime', label: 'Jam lembur' },
        ],
        signatures: [
          { label: 'Karyawan', name: '' },
          { label: 'Disetujui oleh PIC klien', name: '' },
        ],
        footnote: '',
      },
    });
  });

  it('adds columns it did not print, and signatures up to four', async () => {
    const api = formatApi({
      'GET /clients/:id/timesheet-settings': () => ({
        ...BANK_TIMESHEET_SETTINGS,
        format: {
          ...BANK_TIMESHEET_SETTINGS.format,
          columns: [
            { key: 'date', label: 'Tanggal' },
            { key: 'hours', label: 'Jam kerja' },
          ],
        },
      }),
    });
    const { user } = renderPage(<TimesheetFormatFormPage />, { path, url });
    const note = await screen.findByRole('checkbox', { name: 'Note' });
    expect(note).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hours worked' })).toBeChecked();
    await user.click(note);

    await user.click(screen.getByRole('button', { name: 'Remove signature 1' }));
    const add = screen.getByRole('button', { name: 'Add a signature' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save format' }));
    expect(await screen.findAllByText('Give the signature a caption.')).toHaveLength(3);
    expect(api.callsTo('PUT', settingsPath)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Caption of signature 2/ }), 'HR');
    await user.type(screen.getByRole('textbox', { name: /Caption of signature 3/ }), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Remove signature 4' }));
    await user.type(screen.getByRole('textbox', { name: /Name under signature 3/ }), 'Agus');
    await user.click(screen.getByRole('button', { name: 'Save format' }));
    await waitFor(() => expect(api.callsTo('PUT', settingsPath)).toHaveLength(1));
    const body = api.callsTo('PUT', settingsPath)[0]?.body as {
      format: TimesheetSettings['format'];
    };
    expect(body.format.columns).toEqual([
      { key: 'date', label: 'Tanggal' },
      { key: 'hours', label: 'Jam kerja' },
      { key: 'note', label: 'Note' },
    ]);
    expect(body.format.signatures).toEqual([
      { label: 'Disetujui oleh PIC klien', name: '' },
      { label: 'HR', name: '' },
      { label: 'Manager', name: 'Agus' },
    ]);
  });

  it('needs at least one column', async () => {
    const api = formatApi();
    const { user } = renderPage(<TimesheetFormatFormPage />, { path, url });
    const form = await screen.findByRole('form');
    for (const checkbox of within(form).getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save format' }));
    expect(await screen.findByText('Include at least one column.')).toBeVisible();
    expect(api.callsTo('PUT', settingsPath)).toHaveLength(0);
  });

  it('uploads a logo, and shows the server’s message when it refuses one', async () => {
    const api = formatApi({
      'PUT /clients/:id/timesheet-settings/logo': () =>
        problem(400, 'validation-failed', 'Upload a PNG or JPEG image of at most 1 MB.', {
          file: 'Upload a PNG or JPEG image of at most 1 MB.',
        }),
    });
    const { user } = renderPage(<TimesheetFormatFormPage />, { path, url });
    expect(await screen.findByText('The PDF has no logo.')).toBeVisible();
    const input = screen.getByLabelText('Logo file');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Upload a PNG or JPEG image of at most 1 MB.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const sent = api.callsTo('PUT', `${settingsPath}/logo`)[0]?.body as FormData;
    expect(sent.get('file')).toHaveProperty('type', 'image/png');
  });

  it('refuses a file too big before sending it', async () => {
    const api = formatApi();
    const { user } = renderPage(<TimesheetFormatFormPage />, { path, url });
    const input = await screen.findByLabelText('Logo file');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(screen.getByText('Choose a PNG or JPEG image of at most 1 MB.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(api.callsTo('PUT', `${settingsPath}/logo`)).toHaveLength(0);
  });

  it('removes the logo', async () => {
    const api = formatApi({
      'GET /clients/:id/timesheet-settings': () => ({ ...BANK_TIMESHEET_SETTINGS, hasLogo: true }),
      'DELETE /clients/:id/timesheet-settings/logo': () => BANK_TIMESHEET_SETTINGS,
    });
    const { user } = renderPage(<TimesheetFormatFormPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('The PDF has no logo.')).toBeVisible();
    expect(api.callsTo('DELETE', `${settingsPath}/logo`)).toHaveLength(1);
  });
});
