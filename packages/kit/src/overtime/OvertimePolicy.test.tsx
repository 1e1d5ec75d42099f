import type { MainSchema } from '@staffdesk/api';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bizdevUser, overtimeScheme, renderPage } from '../testing';
import { OvertimePolicyFormPage } from './OvertimePolicyFormPage';
import { OvertimePolicyListPage } from './OvertimePolicyListPage';
import type { OvertimeScheme } from './overtime';

const LIST = '/bizdev/overtime-policy';
const FORM = '/bizdev/overtime-policy/form/:type/:overtimeSchemeId?';
const formPath = (type: 'add' | 'edit', id?: string) =>
  `/bizdev/overtime-policy/form/${type}${id ? `/${id}` : ''}`;

const ME = bizdevUser(['clients.read', 'clients.manage', 'overtime.policy']);

const READER: MainSchema<'Me'> = { ...ME, permissions: ['clients.read'] };

const BANK_ID = '00000000-0000-4000-8000-0000000000c1';
const MINE_ID = '00000000-0000-4000-8000-0000000000c2';

const GOVERNMENT = overtimeScheme({ clientId: BANK_ID });

const FIXED: OvertimeScheme = {
  ...GOVERNMENT,
  id: '00000000-0000-4000-8000-0000000000e2',
  clientId: MINE_ID,
  ownerName: 'PT Tambang Sejahtera',
  method: 'fixed-rate',
  hourlyRate: 50_000,
  dailyCapMinutes: 150,
  weeklyCapMinutes: 600,
  billing: 'hourly-rate',
  billingValue: 75_000,
};

const MULTIPLIERS: OvertimeScheme = {
  ...GOVERNMENT,
  id: '00000000-0000-4000-8000-0000000000e3',
  clientId: '00000000-0000-4000-8000-0000000000c3',
  ownerName: 'PT Logistik Andalan',
  method: 'client-multipliers',
  multipliers: { workdayFirstHour: 150, workdayNextHours: 200, restday: 200, holiday: 300 },
  billing: 'percent-of-pay',
  billingValue: 120,
};

const CLIENTS = list([
  {
    id: BANK_ID,
    code: 'BNI-JKT',
    legalName: 'PT Bank Nusantara Indonesia Tbk',
    industry: 'Banking',
    address: null,
    npwp: null,
    billingMethod: 'management-fee' as const,
    paymentTermsDays: 30,
    status: 'active' as const,
    picCount: 2,
    createdAt: '2026-02-01T02:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
  },
  {
    id: MINE_ID,
    code: 'TMB',
    legalName: 'PT Tambang Sejahtera',
    industry: 'Mining',
    address: null,
    npwp: null,
    billingMethod: 'management-fee' as const,
    paymentTermsDays: 30,
    status: 'active' as const,
    picCount: 1,
    createdAt: '2026-02-01T02:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
  },
]);

function row(name: string) {
  const cell = screen.getByRole('link', { name });
  return cell.closest('tr') as HTMLElement;
}

describe('the overtime policy list', () => {
  it('shows each regulation’s method, caps and billing in words, and links to its form', async () => {
    const api = fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes': () => list([GOVERNMENT, FIXED, MULTIPLIERS]),
    });
    renderPage(<OvertimePolicyListPage formPath={formPath} />, { path: LIST, url: LIST });

    await screen.findByRole('link', { name: GOVERNMENT.ownerName });
    expect(
      within(row(GOVERNMENT.ownerName)).getByText('Government method (PP 35/2021)'),
    ).toBeVisible();
    expect(
      within(row(GOVERNMENT.ownerName)).getByText('3 h a workday · 14 h a week'),
    ).toBeVisible();
    expect(within(row(GOVERNMENT.ownerName)).getByText('Same as pay')).toBeVisible();

    expect(within(row(FIXED.ownerName)).getByText('Fixed rate Rp 50.000 / hour')).toBeVisible();
    expect(within(row(FIXED.ownerName)).getByText('2,5 h a workday · 10 h a week')).toBeVisible();
    expect(within(row(FIXED.ownerName)).getByText('Rp 75.000 / hour')).toBeVisible();

    expect(
      within(row(MULTIPLIERS.ownerName)).getByText('Client multipliers 1,5× / 2× / 2× / 3×'),
    ).toBeVisible();
    expect(within(row(MULTIPLIERS.ownerName)).getByText('120 % of pay')).toBeVisible();

    expect(screen.getByRole('link', { name: FIXED.ownerName })).toHaveAttribute(
      'href',
      formPath('edit', FIXED.id),
    );
    expect(screen.getByRole('link', { name: 'Add regulation' })).toHaveAttribute(
      'href',
      formPath('add'),
    );
    // Clients only, unless asked for employees too: no tabs.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/overtime-schemes')[0]?.query.get('scope')).toBe('client');
  });

  it('shows employees’ own regulations on a second tab when asked', async () => {
    const employee: OvertimeScheme = {
      ...FIXED,
      id: '00000000-0000-4000-8000-0000000000e9',
      clientId: null,
      employeeId: '00000000-0000-4000-8000-0000000000d1',
      ownerName: 'Budi Santoso',
    };
    const api = fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes': ({ query }) =>
        query.get('scope') === 'employee' ? list([employee]) : list([GOVERNMENT]),
    });
    const { user } = renderPage(
      <OvertimePolicyListPage formPath={formPath} scopes={['client', 'employee']} />,
      { path: LIST, url: LIST },
    );
    await screen.findByRole('link', { name: GOVERNMENT.ownerName });
    await user.click(screen.getByRole('tab', { name: 'Employees’ own' }));
    expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeVisible();
    expect(api.callsTo('GET', '/overtime-schemes').at(-1)?.query.get('scope')).toBe('employee');
  });

  it('searches by name and says when nothing matches', async () => {
    const api = fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes': ({ query }) => (query.get('search') ? list([]) : list([GOVERNMENT])),
    });
    const { user } = renderPage(<OvertimePolicyListPage formPath={formPath} />, {
      path: LIST,
      url: LIST,
    });
    await screen.findByRole('link', { name: GOVERNMENT.ownerName });
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zzz{Enter}');
    expect(await screen.findByText('No overtime regulations match')).toBeVisible();
    expect(api.callsTo('GET', '/overtime-schemes').at(-1)?.query.get('search')).toBe('zzz');
  });

  it('refuses a user without overtime.policy', async () => {
    fakeApi({ 'GET /me': () => READER, 'GET /overtime-schemes': () => list([]) });
    renderPage(<OvertimePolicyListPage formPath={formPath} />, { path: LIST, url: LIST });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});

describe('the overtime regulation form', () => {
  it('shows the fields of the method chosen and sends the caps in minutes', async () => {
    const api = fakeApi({
      'GET /me': () => ME,
      'GET /clients': () => CLIENTS,
      'POST /overtime-schemes': ({ body }) => {
        const { clientId, settings } = body as { clientId: string; settings: object };
        return json(201, { ...FIXED, ...settings, clientId, ownerName: 'PT Tambang Sejahtera' });
      },
    });
    const { user, router } = renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: `${formPath('add')}?clientId=${MINE_ID}`,
    });

    // The client given in the address is chosen; the government method needs no figures.
    expect(await screen.findByRole('combobox', { name: 'Client' })).toHaveDisplayValue(
      'PT Tambang Sejahtera',
    );
    expect(screen.getByRole('radio', { name: 'Government method (PP 35/2021)' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Rate per overtime hour' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Workday, first hour (%)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Cap per workday (hours)' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Cap per week (hours)' })).toHaveValue('14');

    await user.click(screen.getByRole('radio', { name: 'Client multipliers' }));
    expect(screen.getByRole('textbox', { name: 'Workday, first hour (%)' })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: 'Public holiday (%)' })).toHaveValue('300');

    await user.click(screen.getByRole('radio', { name: 'Fixed rate per hour' }));
    expect(screen.queryByRole('textbox', { name: 'Workday, first hour (%)' })).toBeNull();
    const rate = screen.getByRole('textbox', { name: 'Rate per overtime hour' });
    await user.type(rate, '50000');
    expect(rate).toHaveValue('50.000');

    const daily = screen.getByRole('textbox', { name: 'Cap per workday (hours)' });
    await user.clear(daily);
    await user.type(daily, '2,5');
    const weekly = screen.getByRole('textbox', { name: 'Cap per week (hours)' });
    await user.clear(weekly);
    await user.type(weekly, '10');

    await user.click(screen.getByRole('radio', { name: 'Percent of pay' }));
    await user.type(screen.getByRole('textbox', { name: 'Billed percentage of pay (%)' }), '120');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Addendum 2026');
    await user.click(screen.getByRole('button', { name: 'Save regulation' }));

    await waitFor(() => expect(api.callsTo('POST', '/overtime-schemes')).toHaveLength(1));
    expect(api.callsTo('POST', '/overtime-schemes')[0]?.body).toEqual({
      clientId: MINE_ID,
      settings: {
        method: 'fixed-rate',
        hourlyRate: 50_000,
        multipliers: null,
        dailyCapMinutes: 150,
        weeklyCapMinutes: 600,
        billing: 'percent-of-pay',
        billingValue: 120,
        note: 'Addendum 2026',
      },
    });
    expect(await screen.findByText('Overtime regulation added')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('checks the caps against the law before sending', async () => {
    const api = fakeApi({ 'GET /me': () => ME, 'GET /clients': () => CLIENTS });
    const { user } = renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: formPath('add'),
    });
    const daily = await screen.findByRole('textbox', { name: 'Cap per workday (hours)' });
    await user.clear(daily);
    await user.type(daily, '5');
    const weekly = screen.getByRole('textbox', { name: 'Cap per week (hours)' });
    await user.clear(weekly);
    await user.type(weekly, '2,1');
    await user.click(screen.getByRole('button', { name: 'Save regulation' }));
    expect(
      await screen.findByText('The law allows at most 4 hours of overtime on a workday.'),
    ).toBeVisible();
    expect(screen.getByText('Use quarter hours, e.g. 2, 2,25, 2,5 or 2,75.')).toBeVisible();
    expect(screen.getByText('Choose the client whose regulation this is.')).toBeVisible();
    expect(api.callsTo('POST', '/overtime-schemes')).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields', async () => {
    fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes/:id': () => FIXED,
      'PUT /overtime-schemes/:id': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          hourlyRate: 'Enter the rate per hour.',
          weeklyCapMinutes: 'The week’s cap cannot be below the day’s.',
        }),
    });
    const { user } = renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: formPath('edit', FIXED.id),
    });
    expect(
      await screen.findByRole('heading', { name: `Overtime regulation of ${FIXED.ownerName}` }),
    ).toBeVisible();
    // A regulation's client is not changed: no choice of client.
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Rate per overtime hour' })).toHaveValue('50.000');
    expect(screen.getByRole('textbox', { name: 'Cap per workday (hours)' })).toHaveValue('2,5');
    expect(screen.getByRole('textbox', { name: 'Billed per overtime hour' })).toHaveValue('75.000');
    await user.click(screen.getByRole('button', { name: 'Save regulation' }));

    const rate = screen.getByRole('textbox', { name: 'Rate per overtime hour' });
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(expect.stringContaining('Enter the rate per hour.')),
    );
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('textbox', { name: 'Cap per week (hours)' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('The week’s cap cannot be below the day’s.'),
    );
  });

  it('maps a new regulation’s settings errors and says when the client already has one', async () => {
    fakeApi({
      'GET /me': () => ME,
      'GET /clients': () => CLIENTS,
      'POST /overtime-schemes': ({ body }) =>
        (body as { clientId: string }).clientId === BANK_ID
          ? problem(
              409,
              'conflict',
              'This client already has an overtime regulation: change that one.',
            )
          : problem(400, 'validation-failed', 'Some fields are not valid.', {
              'settings.dailyCapMinutes':
                'The law allows at most 4 hours of overtime on a workday.',
            }),
    });
    const { user } = renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: formPath('add'),
    });
    const client = await screen.findByRole('combobox', { name: 'Client' });
    await chooseOption(user, client, 'PT Tambang Sejahtera');
    await user.click(screen.getByRole('button', { name: 'Save regulation' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Cap per workday (hours)' }),
      ).toHaveAccessibleDescription(
        expect.stringContaining('The law allows at most 4 hours of overtime on a workday.'),
      ),
    );

    await chooseOption(user, client, 'PT Bank Nusantara Indonesia Tbk');
    await user.click(screen.getByRole('button', { name: 'Save regulation' }));
    await waitFor(() =>
      expect(client).toHaveAccessibleDescription(
        expect.stringContaining('This client already has an overtime regulation'),
      ),
    );
  });

  it('deletes a regulation only after a confirmation', async () => {
    const api = fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes/:id': () => GOVERNMENT,
      'DELETE /overtime-schemes/:id': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: formPath('edit', GOVERNMENT.id),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete regulation' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete the overtime regulation of ${GOVERNMENT.ownerName}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE', `/overtime-schemes/${GOVERNMENT.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete regulation' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete regulation' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/overtime-schemes/${GOVERNMENT.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('Overtime regulation deleted')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('says so for a regulation that does not exist', async () => {
    fakeApi({
      'GET /me': () => ME,
      'GET /overtime-schemes/:id': () =>
        problem(404, 'not-found', 'There is no overtime regulation with this id.'),
    });
    renderPage(<OvertimePolicyFormPage listPath={LIST} />, {
      path: FORM,
      url: formPath('edit', '00000000-0000-4000-8000-0000000000ff'),
    });
    expect(await screen.findByText('There is no overtime regulation with this id.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to overtime policy' })).toHaveAttribute(
      'href',
      LIST,
    );
  });
});
