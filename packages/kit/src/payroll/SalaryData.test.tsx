import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { chooseOption, fakeApi, json, list, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { kitCatalog } from '../locales/catalog';
import { kitSalaryDataCatalog } from '../locales/pages/salary-data/catalog';
import { freezeDate, renderPage } from '../testing';
import { SalaryDataFormPage } from './SalaryDataFormPage';
import { SalaryDataListPage } from './SalaryDataListPage';
import type {
  EmployeeSalaryData,
  PayrollAdjustment,
  SalaryData,
  SalaryDataRow,
} from './salary-data';

const LIST = '/human-resource/payroll/salary-data';
const FORM = '/human-resource/payroll/salary-data/form/:type/:employeeId?';
const formHref = (employeeId: string) => `${LIST}/form/edit/${employeeId}`;
const profileHref = (employeeId: string) => `/human-resource/employee/detail/${employeeId}`;

const BUDI_ID = '00000000-0000-4000-8000-0000000000d1';
const DEWI_ID = '00000000-0000-4000-8000-0000000000d2';
const BANK_ID = '00000000-0000-4000-8000-0000000000c1';

const ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000031',
    email: 'hr@staffdesk.local',
    name: 'Sari Wulandari',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a2', name: 'Human resource' }],
    lastSignInAt: '2026-12-14T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a2', key: 'hr', name: 'Human resource' }],
  superAccess: false,
  sections: ['human-resource'],
  permissions: ['employees.read', 'clients.read', 'payroll.read', 'payroll.run'],
  employeeId: null,
};

/** May read payroll, not run it. */
const READER: MainSchema<'Me'> = { ...ME, permissions: ['employees.read', 'payroll.read'] };

const BUDI_SALARY: SalaryData = {
  employeeId: BUDI_ID,
  source: 'salary-data',
  effectiveFrom: '2026-07',
  baseSalary: 6_000_000,
  components: [
    { name: 'Transport allowance', kind: 'fixed-allowance', amount: 500_000, taxable: true },
    { name: 'Meal allowance', kind: 'variable-allowance', amount: 300_000, taxable: true },
  ],
  bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
  jkkRiskClass: 2,
  taxMethod: null,
  taxIdActive: true,
  updatedByLabel: 'Sari Wulandari',
  updatedAt: '2026-06-25T03:00:00.000Z',
};

/** Dewi has no salary data yet: payroll uses her placement's pay. */
const DEWI_SALARY: SalaryData = {
  employeeId: DEWI_ID,
  source: 'placement',
  effectiveFrom: null,
  baseSalary: 5_200_000,
  components: [
    { name: 'Fixed allowance', kind: 'fixed-allowance', amount: 400_000, taxable: true },
  ],
  bpjs: { kesehatan: true, jht: true, jp: true, jkk: true, jkm: true },
  jkkRiskClass: 1,
  taxMethod: null,
  taxIdActive: true,
  updatedByLabel: null,
  updatedAt: null,
};

const ROWS: SalaryDataRow[] = [
  {
    employee: {
      id: BUDI_ID,
      employeeNumber: 'EMP-2026-00042',
      fullName: 'Budi Santoso',
      position: 'Teller',
      clientId: BANK_ID,
      clientName: 'PT Bank Nusantara Indonesia Tbk',
      clientTaxMethod: 'gross',
      ptkpStatus: 'K/1',
      status: 'active',
    },
    salary: { ...BUDI_SALARY, taxMethod: 'net', bpjs: { ...BUDI_SALARY.bpjs, jp: false } },
  },
  {
    employee: {
      id: DEWI_ID,
      employeeNumber: 'EMP-2026-00043',
      fullName: 'Dewi Lestari',
      position: 'Customer service',
      clientId: BANK_ID,
      clientName: 'PT Bank Nusantara Indonesia Tbk',
      clientTaxMethod: 'gross',
      ptkpStatus: 'TK/0',
      status: 'active',
    },
    salary: DEWI_SALARY,
  },
];

const POLICIES = list([
  {
    clientId: BANK_ID,
    clientName: 'PT Bank Nusantara Indonesia Tbk',
    clientCode: 'BNI-JKT',
    isDefault: true,
    taxMethod: 'gross' as const,
    prorationBasis: 'working-days' as const,
    thrMonth: null,
    kesehatanFloor: 0,
    payslipPassword: 'birth-date' as const,
    updatedByLabel: null,
    updatedAt: null,
  },
]);

const BUDI: EmployeeSalaryData = {
  employee: {
    id: BUDI_ID,
    employeeNumber: 'EMP-2026-00042',
    fullName: 'Budi Santoso',
    position: 'Teller',
    clientId: BANK_ID,
    clientName: 'PT Bank Nusantara Indonesia Tbk',
    ptkpStatus: 'K/1',
    npwp: '012345678901000',
    bankName: 'Bank Mandiri',
    bankAccountNumber: '1234567890',
    bankAccountName: 'Budi Santoso',
    clientTaxMethod: 'gross',
  },
  current: BUDI_SALARY,
  versions: [
    {
      ...BUDI_SALARY,
      effectiveFrom: '2026-01',
      baseSalary: 5_500_000,
      updatedAt: '2025-12-20T03:00:00.000Z',
    },
    BUDI_SALARY,
  ],
};

const BONUS: PayrollAdjustment = {
  id: '00000000-0000-4000-8000-0000000000f1',
  employeeId: BUDI_ID,
  employeeName: 'Budi Santoso',
  period: '2026-12',
  name: 'Year-end bonus',
  side: 'earning',
  taxable: true,
  amount: 2_000_000,
  createdByLabel: 'Sari Wulandari',
  createdAt: '2026-12-10T03:00:00.000Z',
};

// Tuesday 15 Dec 2026, 10:00 in Jakarta: this month is December 2026.
freezeDate('2026-12-15T03:00:00Z');

function listApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /clients': () => list([]),
    'GET /payroll/client-policies': () => POLICIES,
    'GET /payroll/salary-data': ({ query }) => list(query.get('search') ? [] : ROWS),
    ...extra,
  });
}

function formApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /payroll/employees/:id/salary-data': () => BUDI,
    'GET /payroll/adjustments': () => list([BONUS], 1, 200),
    ...extra,
  });
}

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

describe('the salary data list', () => {
  it('shows each employee’s pay, tax method and BPJS, and “From placement” without salary data', async () => {
    const api = listApi();
    renderPage(<SalaryDataListPage formHref={formHref} />, { path: LIST, url: LIST });

    expect(await screen.findByRole('heading', { level: 1, name: 'Salary data' })).toBeVisible();
    await screen.findByRole('link', { name: 'Budi Santoso' });
    const budi = row('Budi Santoso');
    expect(budi).toHaveTextContent('EMP-2026-00042 · Teller');
    expect(within(budi).getByText('Rp 6.000.000')).toBeVisible();
    // Only the fixed allowances are summed; the meal allowance is variable.
    expect(within(budi).getByText('Rp 500.000')).toBeVisible();
    expect(within(budi).getByText('Net')).toBeVisible();
    expect(within(budi).getByText('Kesehatan · JHT · JKK · JKM')).toBeVisible();
    expect(within(budi).getByText('Since July 2026')).toBeVisible();
    expect(within(budi).queryByText('From placement')).toBeNull();

    const dewi = row('Dewi Lestari');
    expect(within(dewi).getByText('From placement')).toBeVisible();
    expect(within(dewi).getByText('Rp 5.200.000')).toBeVisible();
    expect(await within(dewi).findByText('Client default (gross)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dewi Lestari' })).toHaveAttribute(
      'href',
      formHref(DEWI_ID),
    );

    const asked = api.callsTo('GET', '/payroll/salary-data')[0]?.query;
    expect(asked?.get('period')).toBe('2026-12');
    expect(asked?.get('pageSize')).toBe('20');
    expect(screen.getByRole('group', { name: 'Month' })).toHaveTextContent('December 2026');
  });

  it('searches, and goes to another month', async () => {
    const api = listApi();
    const { user, router } = renderPage(<SalaryDataListPage formHref={formHref} />, {
      path: LIST,
      url: LIST,
    });
    await screen.findByRole('link', { name: 'Budi Santoso' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/payroll/salary-data').at(-1)?.query.get('period')).toBe(
        '2026-11',
      ),
    );
    expect(router.state.location.search).toBe('?period=2026-11');

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'zzz{Enter}');
    expect(await screen.findByText('No employees match')).toBeVisible();
    expect(api.callsTo('GET', '/payroll/salary-data').at(-1)?.query.get('search')).toBe('zzz');
  });

  it('refuses a user without payroll.read', async () => {
    listApi({ 'GET /me': () => ({ ...ME, permissions: ['employees.read'] }) });
    renderPage(<SalaryDataListPage formHref={formHref} />, { path: LIST, url: LIST });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const [kit, salaryData] = await Promise.all([kitCatalog.id(), kitSalaryDataCatalog.id()]);
    i18n.loadAndActivate({
      locale: 'id',
      messages: { ...kit.messages, ...salaryData.messages },
    });
    onTestFinished(() => {
      i18n.activate('en');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    listApi();
    renderPage(<SalaryDataListPage formHref={formHref} />, { path: LIST, url: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data gaji' })).toBeVisible();
    const table = await screen.findByRole('table');
    for (const header of ['Karyawan', 'Gaji pokok', 'Tunjangan tetap', 'Metode pajak']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await within(table).findByRole('link', { name: 'Dewi Lestari' });
    expect(within(row('Dewi Lestari')).getByText('Dari penempatan')).toBeVisible();
    expect(await within(row('Dewi Lestari')).findByText('Default klien (gross)')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Bulan' })).toHaveTextContent('Desember 2026');
  });
});

describe('the salary data form', () => {
  it('shows the employee and saves the salary with its components', async () => {
    const api = formApi({
      'PUT /payroll/employees/:id/salary-data/:effectiveFrom': ({ body, params }) => ({
        ...BUDI_SALARY,
        ...(body as object),
        effectiveFrom: params.effectiveFrom,
      }),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} profileHref={profileHref} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salary data of Budi Santoso' }),
    ).toBeVisible();
    expect(screen.getByText('K/1: married, 1 dependant')).toBeVisible();
    expect(screen.getByText('01.234.567.8-901.000')).toBeVisible();
    expect(screen.getByText('Bank Mandiri · 1234567890')).toBeVisible();
    expect(screen.getByRole('link', { name: 'employee’s profile' })).toHaveAttribute(
      'href',
      profileHref(BUDI_ID),
    );

    // From this month, the data in force now; the tax method follows the client.
    expect(screen.getByRole('combobox', { name: 'Effective from' })).toHaveDisplayValue(
      'December 2026',
    );
    expect(screen.getByRole('textbox', { name: 'Base salary' })).toHaveValue('6.000.000');
    expect(screen.getByRole('radio', { name: 'Client default (gross)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'JKK risk class' })).toHaveDisplayValue(
      'Class 2: 0,54 % (low risk)',
    );

    const base = screen.getByRole('textbox', { name: 'Base salary' });
    await user.clear(base);
    await user.type(base, '6500000');

    // The meal allowance goes; a position allowance comes.
    await user.click(screen.getByRole('button', { name: 'Remove component 2 (Meal allowance)' }));
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    const added = screen.getByRole('group', { name: 'Component 2' });
    await user.type(within(added).getByRole('textbox', { name: 'Name' }), ' Position allowance ');
    await user.type(within(added).getByRole('textbox', { name: 'Amount a month' }), '750000');
    await user.click(within(added).getByRole('checkbox', { name: 'Taxable' }));
    expect(
      screen.getByText('Base salary and fixed allowances: Rp 7.750.000 a month'),
    ).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'JP (pension)' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'JKK risk class' }),
      'Class 3: 0,89 % (medium risk)',
    );
    await user.click(screen.getByRole('radio', { name: 'Net' }));
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Effective from' }),
      'January 2027',
    );
    await user.click(screen.getByRole('button', { name: 'Save salary data' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', `/payroll/employees/${BUDI_ID}/salary-data/2027-01`)).toHaveLength(
        1,
      ),
    );
    expect(
      api.callsTo('PUT', `/payroll/employees/${BUDI_ID}/salary-data/2027-01`)[0]?.body,
    ).toEqual({
      baseSalary: 6_500_000,
      components: [
        { name: 'Transport allowance', kind: 'fixed-allowance', amount: 500_000, taxable: true },
        { name: 'Position allowance', kind: 'fixed-allowance', amount: 750_000, taxable: false },
      ],
      bpjs: { kesehatan: true, jht: true, jp: false, jkk: true, jkm: true },
      jkkRiskClass: 3,
      taxMethod: 'net',
      taxIdActive: true,
    });
    expect(await screen.findByText('Salary data saved')).toBeVisible();
    expect(screen.getByText('Budi Santoso, from January 2027')).toBeVisible();
    // The employee's salary data and versions load again.
    await waitFor(() =>
      expect(api.callsTo('GET', `/payroll/employees/${BUDI_ID}/salary-data`)).toHaveLength(2),
    );
  });

  it('shows the server’s field errors under their fields', async () => {
    formApi({
      'PUT /payroll/employees/:id/salary-data/:effectiveFrom': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          'components.1.name': 'Two components have this name.',
          baseSalary: 'The base salary is below the regional minimum wage.',
        }),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    await user.click(await screen.findByRole('button', { name: 'Save salary data' }));

    const name = within(screen.getByRole('group', { name: 'Component 2' })).getByRole('textbox', {
      name: 'Name',
    });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Two components have this name.'),
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Base salary' })).toHaveAccessibleDescription(
      expect.stringContaining('The base salary is below the regional minimum wage.'),
    );
  });

  it('says why a month whose payroll is approved cannot change', async () => {
    formApi({
      'PUT /payroll/employees/:id/salary-data/:effectiveFrom': () =>
        problem(409, 'run-state', 'This payroll run is approved, so it cannot be changed now.'),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    await user.click(await screen.findByRole('button', { name: 'Save salary data' }));
    expect(
      await screen.findByText('This payroll run is approved, so it cannot be changed now.'),
    ).toBeVisible();
    expect(screen.queryByText('Salary data saved')).toBeNull();
  });

  it('checks the amounts before sending', async () => {
    const api = formApi();
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    await user.click(await screen.findByRole('button', { name: 'Add component' }));
    await user.click(screen.getByRole('button', { name: 'Save salary data' }));
    expect(await screen.findByText('Name the component, e.g. Transport allowance.')).toBeVisible();
    expect(screen.getByText('Enter the amount a month.')).toBeVisible();
    expect(api.callsTo('PUT', `/payroll/employees/${BUDI_ID}/salary-data/2026-12`)).toHaveLength(0);
  });

  it('lists the versions, newest first, and offers one to change', async () => {
    formApi();
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    const versions = await screen.findByRole('table', {
      name: 'Salary data versions of Budi Santoso',
    });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('July 2026');
    expect(rows[0]).toHaveTextContent('Rp 6.000.000');
    expect(rows[0]).toHaveTextContent('Sari Wulandari');
    expect(rows[1]).toHaveTextContent('January 2026');
    expect(rows[1]).toHaveTextContent('Rp 5.500.000');

    await user.click(screen.getByRole('button', { name: 'Change the version from January 2026' }));
    expect(screen.getByRole('combobox', { name: 'Effective from' })).toHaveDisplayValue(
      'January 2026',
    );
    expect(screen.getByRole('textbox', { name: 'Base salary' })).toHaveValue('5.500.000');
    expect(
      screen.getByText('There is salary data from January 2026 already: saving replaces it.'),
    ).toBeVisible();
  });

  it('is read-only without payroll.run', async () => {
    formApi({ 'GET /me': () => READER });
    renderPage(<SalaryDataFormPage listPath={LIST} />, { path: FORM, url: formHref(BUDI_ID) });
    expect(
      await screen.findByText(
        'You can read this salary data. Changing it needs the permission to run payroll.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Base salary' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Net' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save salary data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add component' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add one-off line' })).toBeNull();
    expect(await screen.findByText('Year-end bonus')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Year-end bonus' })).toBeNull();
  });

  it('says so for an employee that does not exist', async () => {
    formApi({
      'GET /payroll/employees/:id/salary-data': () =>
        problem(404, 'not-found', 'There is no employee with this id.'),
    });
    renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref('00000000-0000-4000-8000-0000000000ff'),
    });
    expect(await screen.findByText('There is no employee with this id.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to salary data' })).toHaveAttribute('href', LIST);
  });
});

describe('an employee’s one-off lines', () => {
  it('lists a month’s lines and adds one', async () => {
    const api = formApi({
      'POST /payroll/adjustments': ({ body }) =>
        json(201, {
          ...BONUS,
          ...(body as object),
          id: '00000000-0000-4000-8000-0000000000f2',
          createdAt: '2026-12-15T03:00:00.000Z',
        }),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    const lines = await screen.findByRole('table', {
      name: 'One-off lines of Budi Santoso for December 2026',
    });
    expect(await within(lines).findByText('Year-end bonus')).toBeVisible();
    expect(within(lines).getByText('Rp 2.000.000')).toBeVisible();
    const asked = api.callsTo('GET', '/payroll/adjustments')[0]?.query;
    expect(asked?.get('period')).toBe('2026-12');
    expect(asked?.get('employeeId')).toBe(BUDI_ID);

    await user.click(screen.getByRole('button', { name: 'Add one-off line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a one-off line' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Loan repayment');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Side' }), 'Deduction');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Taxable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));

    await waitFor(() => expect(api.callsTo('POST', '/payroll/adjustments')).toHaveLength(1));
    expect(api.callsTo('POST', '/payroll/adjustments')[0]?.body).toEqual({
      employeeId: BUDI_ID,
      period: '2026-12',
      name: 'Loan repayment',
      side: 'deduction',
      taxable: false,
      amount: 250_000,
    });
    expect(await screen.findByText('One-off line added')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The month's lines load again.
    await waitFor(() => expect(api.callsTo('GET', '/payroll/adjustments')).toHaveLength(2));
  });

  it('shows why a line cannot be added to an approved month', async () => {
    formApi({
      'POST /payroll/adjustments': () =>
        problem(409, 'run-state', 'This payroll run is approved, so it cannot be changed now.'),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    await user.click(await screen.findByRole('button', { name: 'Add one-off line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a one-off line' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Correction');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    expect(
      await within(dialog).findByText('This payroll run is approved, so it cannot be changed now.'),
    ).toBeVisible();
  });

  it('removes a line only after a confirmation', async () => {
    const api = formApi({
      'DELETE /payroll/adjustments/:id': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPage(<SalaryDataFormPage listPath={LIST} />, {
      path: FORM,
      url: formHref(BUDI_ID),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Year-end bonus' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove the line “Year-end bonus”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE', `/payroll/adjustments/${BONUS.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Year-end bonus' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Remove line' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/payroll/adjustments/${BONUS.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('One-off line removed')).toBeVisible();
  });
});
