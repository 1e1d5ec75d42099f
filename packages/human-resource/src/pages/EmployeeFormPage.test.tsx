import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BANK,
  BUDI,
  BUDI_ID,
  CLIENT_ID,
  clientSummaryOf,
  HR_ME,
  READER_ME,
  SITI_PIC,
} from '../testing/fixtures';
import { Component as EmployeeFormPage } from './EmployeeFormPage';

const addPath = routePatterns.humanResource.employee.add;
const editPath = routePatterns.humanResource.employee.edit;

function formApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => HR_ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /clients/:id': () => BANK,
    ...extra,
  });
}

describe('adding an employee', () => {
  it('sends personal data and the placement with the chosen approving PICs', async () => {
    const api = formApi({
      'POST /employees': () =>
        problem(409, 'nik-taken', 'Another employee has this NIK.', {
          nik: 'Another employee has this NIK.',
        }),
    });
    const { user } = renderPage(<EmployeeFormPage />, {
      path: addPath,
      url: '/human-resource/employee/add',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Budi Santoso');
    await user.type(screen.getByRole('textbox', { name: 'NIK' }), '3174051203900001');
    await user.type(screen.getByRole('textbox', { name: 'Birth place' }), 'Bandung');
    await user.type(screen.getByLabelText('Birth date'), '1990-03-12');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Gender' }), 'Male');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Religion' }), 'Islam');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Marital status' }), 'Married');
    await chooseOption(user, screen.getByRole('combobox', { name: 'PTKP status' }), 'K/1');
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'BCA');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890');
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'Budi Santoso');
    await user.type(
      screen.getByRole('textbox', { name: 'Personal email' }),
      'budi.santoso@example.com',
    );
    await chooseOption(user, screen.getByRole('combobox', { name: 'Client' }), BANK.legalName);
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Teller');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Contract type' }),
      'PKWT (fixed term)',
    );
    await user.type(screen.getByLabelText(/Start date/), '2026-01-05');
    await user.type(screen.getByLabelText(/End date/), '2026-12-15');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Work week' }),
      '6 days (Monday to Saturday)',
    );
    await user.type(screen.getByRole('textbox', { name: /Base salary/ }), '5396761');
    const allowances = screen.getByRole('textbox', { name: /Fixed allowances/ });
    await user.clear(allowances);
    await user.type(allowances, '500000');
    await user.click(await screen.findByRole('checkbox', { name: 'Siti Rahmawati' }));
    await user.click(screen.getByRole('button', { name: 'Save employee' }));

    await waitFor(() => expect(api.callsTo('POST', '/employees')).toHaveLength(1));
    expect(api.callsTo('POST', '/employees')[0]?.body).toEqual({
      fullName: 'Budi Santoso',
      nik: '3174051203900001',
      npwp: null,
      birthPlace: 'Bandung',
      birthDate: '1990-03-12',
      gender: 'male',
      religion: 'islam',
      maritalStatus: 'married',
      ptkpStatus: 'K/1',
      address: null,
      phone: null,
      personalEmail: 'budi.santoso@example.com',
      bankName: 'BCA',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Budi Santoso',
      bpjsKesehatanNumber: null,
      bpjsKetenagakerjaanNumber: null,
      preferredLanguage: 'id',
      status: 'onboarding',
      placement: {
        clientId: CLIENT_ID,
        position: 'Teller',
        contractType: 'pkwt',
        startDate: '2026-01-05',
        endDate: '2026-12-15',
        workWeek: 6,
        baseSalary: 5_396_761,
        fixedAllowances: 500_000,
        approverPicIds: [SITI_PIC],
        managerEmployeeId: null,
      },
    });
    const nik = screen.getByRole('textbox', { name: 'NIK' });
    await waitFor(() => expect(nik).toHaveAttribute('aria-invalid', 'true'));
    expect(nik).toHaveAccessibleDescription(
      expect.stringContaining('Another employee has this NIK.'),
    );
  });

  it('asks for the end date of a PKWT and a 16-digit NIK before sending', async () => {
    const api = formApi();
    const { user } = renderPage(<EmployeeFormPage />, {
      path: addPath,
      url: '/human-resource/employee/add',
    });
    await user.type(await screen.findByRole('textbox', { name: 'NIK' }), '12345');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Contract type' }),
      'PKWT (fixed term)',
    );
    await user.click(screen.getByRole('button', { name: 'Save employee' }));
    expect(await screen.findByText('A NIK has 16 digits.')).toBeInTheDocument();
    expect(screen.getByText('End date is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose the client, or internal staff.')).toBeInTheDocument();
    expect(screen.getByText('Base salary is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/employees')).toHaveLength(0);
  });

  it('places internal staff without a client and goes to the new employee', async () => {
    const api = formApi({
      'POST /employees': () =>
        json(201, {
          ...BUDI,
          id: '00000000-0000-4000-8000-6e65772d6964',
          employeeNumber: 'EMP-2026-00301',
        }),
    });
    const { user, router } = renderPage(<EmployeeFormPage />, {
      path: addPath,
      url: '/human-resource/employee/add',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Dewi Lestari');
    await user.type(screen.getByRole('textbox', { name: 'NIK' }), '3273014506920002');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Client' }),
      'Internal staff (not placed at a client)',
    );
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Payroll Officer');
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Contract type' }),
      'PKWTT (permanent)',
    );
    expect(screen.getByLabelText(/End date/)).toBeDisabled();
    await user.type(screen.getByLabelText(/Start date/), '2025-07-01');
    await user.type(screen.getByRole('textbox', { name: /Base salary/ }), '8000000');
    expect(screen.queryByRole('group', { name: /Approving PICs/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save employee' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/human-resource/employee/detail/00000000-0000-4000-8000-6e65772d6964',
      ),
    );
    const body = api.callsTo('POST', '/employees')[0]?.body as { placement: unknown };
    expect(body.placement).toMatchObject({
      clientId: null,
      contractType: 'pkwtt',
      endDate: null,
      workWeek: 5,
      baseSalary: 8_000_000,
      fixedAllowances: 0,
      approverPicIds: [],
    });
  });

  it('refuses a user who may not manage employees', async () => {
    fakeApi({ 'GET /me': () => READER_ME });
    renderPage(<EmployeeFormPage />, { path: addPath, url: '/human-resource/employee/add' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });
});

describe('editing an employee', () => {
  it('sends the personal data only', async () => {
    const api = formApi({
      'GET /employees/:id': () => BUDI,
      'PATCH /employees/:id': ({ body }) => ({ ...BUDI, ...(body as object) }),
    });
    const { user, router } = renderPage(<EmployeeFormPage />, {
      path: editPath,
      url: `/human-resource/employee/edit/${BUDI_ID}`,
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(screen.getByRole('textbox', { name: 'NPWP' })).toHaveValue('01.234.567.8-901.000');
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    await user.clear(phone);
    await user.type(phone, '+62 811 000 111');
    await user.click(screen.getByRole('button', { name: 'Save employee' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/human-resource/employee/detail/${BUDI_ID}`),
    );
    const body = api.callsTo('PATCH', `/employees/${BUDI_ID}`)[0]?.body as Record<string, unknown>;
    expect(body.phone).toBe('+62 811 000 111');
    expect(body.npwp).toBe('012345678901000');
    expect(body).not.toHaveProperty('placement');
    expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  });
});
