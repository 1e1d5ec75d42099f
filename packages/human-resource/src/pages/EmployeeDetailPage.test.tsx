import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AGUS_PIC,
  BANK,
  BUDI,
  BUDI_ID,
  CLIENT_ID,
  clientSummaryOf,
  DEWI,
  HISTORY,
  HR_ME,
  READER_ME,
  SITI_PIC,
} from '../testing/fixtures';
import { Component as EmployeeDetailPage } from './EmployeeDetailPage';

const path = routePatterns.humanResource.employee.detail;
/** The detail page and its deep-linkable sub-forms (…/profile/:form/:type/:id?, …/supporting/…). */
const FORMS_PATH = '/human-resource/employee/detail/:employeeId/:area?/:form?/:type?/:id?';
const url = `/human-resource/employee/detail/${BUDI_ID}`;

function detailApi(extra: Parameters<typeof fakeApi>[0] = {}, me = HR_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /employees/:id': () => BUDI,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /clients/:id': () => BANK,
    'GET /employees/:id/history': () => ({ items: HISTORY }),
    ...extra,
  });
}

describe('an employee’s page', () => {
  it('shows the overview with the placement, money and status, and the four tabs', async () => {
    detailApi();
    renderPage(<EmployeeDetailPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Budi Santoso', level: 1 })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Work history',
      'Profile',
      'Supporting',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Rp 5.396.761')).toBeInTheDocument();
    expect(screen.getByText('Rp 500.000')).toBeInTheDocument();
    expect(screen.getByText('15 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('01.234.567.8-901.000')).toBeInTheDocument();
    // The language of their mail, payslips and documents.
    expect(screen.getByText('Bahasa Indonesia')).toBeInTheDocument();
    expect(await screen.findByText('Siti Rahmawati')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit employee' })).toHaveAttribute(
      'href',
      `/human-resource/employee/edit/${BUDI_ID}`,
    );
  });

  it('names the line manager on the overview, linking to their record', async () => {
    detailApi({
      'GET /employees/:id': ({ params }) =>
        params.id === DEWI.id
          ? { ...BUDI, id: DEWI.id, fullName: DEWI.fullName }
          : { ...BUDI, placement: { ...BUDI.placement, managerEmployeeId: DEWI.id } },
    });
    renderPage(<EmployeeDetailPage />, { path, url });
    expect(await screen.findByRole('link', { name: DEWI.fullName })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${DEWI.id}`,
    );
  });

  it('changes the placement or salary from an effective date', async () => {
    const api = detailApi({
      'PUT /employees/:id/placement': ({ body }) => ({
        ...BUDI,
        placement: (body as { placement: typeof BUDI.placement }).placement,
      }),
      // Who may be the line manager: people with an account at the client, or internal staff.
      'GET /employees': ({ query }) =>
        list(
          query.get('clientId') === 'internal'
            ? [DEWI, { ...DEWI, id: '00000000-0000-4000-8000-0000000000b3', hasAccount: false }]
            : [],
        ),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Change placement or salary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change placement or salary' });
    const effective = within(dialog).getByLabelText(/Effective date/);
    await user.clear(effective);
    await user.type(effective, '2026-12-01');
    const salary = within(dialog).getByRole('textbox', { name: /Base salary/ });
    expect(salary).toHaveValue('5.396.761');
    await user.clear(salary);
    await user.type(salary, '6000000');
    expect(salary).toHaveValue('6.000.000');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Agus Setiawan' }));
    const manager = await within(dialog).findByLabelText(/^Line manager/);
    // Only people with a user account may manage.
    expect(within(manager).getAllByRole('option')).toHaveLength(2);
    await chooseOption(user, manager, DEWI.id);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Annual review');
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));

    expect(await screen.findByText('Placement saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/placement`)[0]?.body).toEqual({
      effectiveDate: '2026-12-01',
      note: 'Annual review',
      placement: {
        clientId: CLIENT_ID,
        position: 'Teller',
        contractType: 'pkwt',
        startDate: '2026-01-05',
        endDate: '2026-12-15',
        workWeek: 5,
        baseSalary: 6_000_000,
        fixedAllowances: 500_000,
        approverPicIds: [SITI_PIC, AGUS_PIC],
        managerEmployeeId: DEWI.id,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s field error in the placement dialog', async () => {
    detailApi({
      'PUT /employees/:id/placement': () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            code: 'validation-failed',
            detail: 'Some fields are not valid.',
            errors: { 'placement.endDate': 'The end date must be after the start date.' },
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Change placement or salary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change placement or salary' });
    await user.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(
      await within(dialog).findByText('The end date must be after the start date.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/End date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives an account after confirming, or says why it cannot', async () => {
    const api = detailApi({
      'POST /employees/:id/account': () => json(201, { ...BUDI, hasAccount: true }),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Give an account' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Give Budi Santoso an account?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Account given')).toBeInTheDocument();
    expect(api.callsTo('POST', `/employees/${BUDI_ID}/account`)).toHaveLength(1);
  });

  it('disables giving an account without a personal email, with the reason', async () => {
    detailApi({ 'GET /employees/:id': () => ({ ...BUDI, personalEmail: null }) });
    renderPage(<EmployeeDetailPage />, { path, url });
    const give = await screen.findByRole('button', { name: 'Give an account' });
    expect(give).toBeDisabled();
    expect(give).toHaveAccessibleDescription(
      'Add a personal email first: the invitation is sent there.',
    );
  });

  it('changes the status with an effective date and a note', async () => {
    const api = detailApi({
      'PUT /employees/:id/status': ({ body }) => ({
        ...BUDI,
        status: (body as { status: typeof BUDI.status }).status,
      }),
    });
    const { user } = renderPage(<EmployeeDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    // Leaving statuses are not offered here: ending employment asks for the last working day.
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Status' })).queryByRole('option', {
        name: 'Resigned',
      }),
    ).toBeNull();
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Status' }),
      'Onboarding',
    );
    const effective = within(dialog).getByLabelText(/Effective date/);
    await user.clear(effective);
    await user.type(effective, '2026-12-31');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Letter of 1 Dec');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/status`)[0]?.body).toEqual({
      status: 'onboarding',
      effectiveDate: '2026-12-31',
      note: 'Letter of 1 Dec',
    });
  });

  it('hides HR’s actions from a user who may only read', async () => {
    detailApi({}, READER_ME);
    renderPage(<EmployeeDetailPage />, { path, url });
    await screen.findByRole('heading', { name: 'Budi Santoso', level: 1 });
    expect(screen.queryByRole('button', { name: 'Change placement or salary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give an account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Overtime regulation' })).toBeNull();
  });

  it('shows the placement without pay, bank account or birth date when the server leaves them out', async () => {
    // What a reader without payroll.read (business development) is answered.
    const {
      birthDate: _birthDate,
      birthPlace: _birthPlace,
      bankName: _bankName,
      bankAccountNumber: _bankAccountNumber,
      bankAccountName: _bankAccountName,
      ...personal
    } = BUDI;
    const {
      baseSalary: _baseSalary,
      fixedAllowances: _fixedAllowances,
      ...placement
    } = BUDI.placement;
    detailApi({ 'GET /employees/:id': () => ({ ...personal, placement }) }, READER_ME);
    renderPage(<EmployeeDetailPage />, { path, url });
    await screen.findByRole('heading', { name: 'Budi Santoso', level: 1 });
    expect(screen.getByText(BUDI.placement.position)).toBeInTheDocument();
    expect(screen.queryByText('Base salary')).toBeNull();
    expect(screen.queryByText('Fixed allowances')).toBeNull();
    expect(screen.queryByText('Born')).toBeNull();
    expect(screen.queryByText('Bank account')).toBeNull();
    expect(document.body).not.toHaveTextContent(/Rp|NaN|undefined/);
  });

  it('links to the employee’s overtime regulation for those who set regulations', async () => {
    detailApi({}, { ...READER_ME, permissions: [...READER_ME.permissions, 'overtime.policy'] });
    renderPage(<EmployeeDetailPage />, { path, url });
    expect(await screen.findByRole('link', { name: 'Overtime regulation' })).toHaveAttribute(
      'href',
      `/human-resource/employee/detail/${BUDI_ID}/overtime-regulation`,
    );
    expect(screen.queryByRole('button', { name: 'Give an account' })).toBeNull();
  });
});

describe('the work history tab', () => {
  it('lists each change as before → after, at its own address', async () => {
    detailApi();
    const { user, router } = renderPage(<EmployeeDetailPage />, {
      path: '/human-resource/employee/detail/:employeeId/*',
      url,
    });
    await user.click(await screen.findByRole('tab', { name: 'Work history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${url}/work-history`));
    const table = await screen.findByRole('table', { name: 'Work history' });
    const salary = within(table).getByRole('row', { name: /Annual review/ });
    expect(salary).toHaveTextContent('1 Nov 2026');
    expect(salary).toHaveTextContent('Salary');
    expect(salary).toHaveTextContent('Base salary: Rp 5.396.761 → Rp 6.000.000');
    expect(salary).not.toHaveTextContent('Fixed allowances');
    expect(salary).toHaveTextContent('Rina Wulandari');
    const placement = within(table).getByRole('row', { name: /Placement/ });
    expect(placement).toHaveTextContent(`Client: Internal staff → ${BANK.legalName}`);
    expect(placement).toHaveTextContent('Position: Clerk → Teller');
    expect(within(table).getByRole('row', { name: /system/ })).toHaveTextContent(
      'Status: Onboarding → Active',
    );
  });
});

describe('the profile tab', () => {
  it('adds a language and deletes one after confirming', async () => {
    const languages = [
      {
        id: '00000000-0000-4000-8000-000000006c31',
        kind: 'languages',
        language: 'English',
        proficiency: 'fluent',
      },
    ];
    const api = detailApi({
      'GET /employees/:id/profile/:kind': ({ params }) =>
        params.kind === 'languages' ? { items: languages } : { items: [] },
      'POST /employees/:id/profile/:kind': ({ body }) =>
        json(201, {
          id: '00000000-0000-4000-8000-000000006c32',
          kind: 'languages',
          ...(body as object),
        }),
      'DELETE /employees/:id/profile/:kind/:itemId': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderPage(<EmployeeDetailPage />, {
      path: FORMS_PATH,
      url: `${url}?tab=profile`,
    });
    const table = await screen.findByRole('table', { name: 'Languages' });
    expect(await within(table).findByRole('row', { name: /English Fluent/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Family' })).toHaveTextContent('No family recorded.');

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add language' });
    // The form has its own address, so it can be linked to and reopened.
    expect(router.state.location.pathname).toBe(`${url}/profile/language/add`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Language' }), 'Japanese');
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Proficiency' }),
      'Basic',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('Language added')).toBeInTheDocument();
    expect(api.callsTo('POST', `/employees/${BUDI_ID}/profile/languages`)[0]?.body).toEqual({
      language: 'Japanese',
      proficiency: 'basic',
    });

    await user.click(await screen.findByRole('button', { name: 'Delete language English' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete language English?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete language' }));
    expect(await screen.findByText('Language deleted')).toBeInTheDocument();
    expect(
      api.callsTo(
        'DELETE',
        `/employees/${BUDI_ID}/profile/languages/00000000-0000-4000-8000-000000006c31`,
      ),
    ).toHaveLength(1);
  });
});

describe('the supporting tab', () => {
  it('has no contributions card when the server leaves them out (no payroll.read)', async () => {
    detailApi(
      {
        'GET /employees/:id/supporting': () => ({
          insurance: [],
          assets: [],
          bpjs: {
            kesehatanNumber: '0001234567890',
            ketenagakerjaanNumber: null,
            kesehatanClass: 2,
          },
        }),
      },
      READER_ME,
    );
    renderPage(<EmployeeDetailPage />, { path, url: `${url}?tab=supporting` });
    expect(await screen.findByText('0001234567890')).toBeInTheDocument();
    expect(screen.queryByText('Contributions this month')).toBeNull();
    expect(screen.queryByText('No contributions this month.')).toBeNull();
    expect(document.body).not.toHaveTextContent(/Rp|NaN|undefined/);
  });

  it('shows BPJS numbers, this month’s contributions, insurance and assets', async () => {
    detailApi({
      'GET /employees/:id/supporting': () => ({
        insurance: [
          {
            provider: 'Allianz',
            policyNumber: 'AL-778',
            coverage: 'Inpatient',
            validUntil: '2027-01-31',
          },
        ],
        assets: [
          { name: 'Laptop', serialNumber: 'SN-1', assignedAt: '2026-01-05', returnedAt: null },
        ],
        bpjs: {
          kesehatanNumber: '0001234567890',
          ketenagakerjaanNumber: '12345678901',
          kesehatanClass: 1,
          contributions: {
            period: '2026-11',
            wage: 5_896_761,
            kesehatan: { employer: 235_870, employee: 58_968 },
            jht: { employer: 218_180, employee: 117_935 },
            jp: { employer: 117_935, employee: 58_968 },
            jkk: { employer: 14_152 },
            jkm: { employer: 17_690 },
            taxableEmployerPremiums: 267_712,
            employeeDeductions: 235_871,
          },
        },
      }),
    });
    renderPage(<EmployeeDetailPage />, { path, url: `${url}?tab=supporting` });
    const contributions = await screen.findByRole('table', {
      name: 'BPJS contributions this month',
    });
    expect(within(contributions).getByRole('row', { name: /JHT/ })).toHaveTextContent(
      'Rp 218.180Rp 117.935',
    );
    expect(screen.getByText('Rp 235.871')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Insurance' })).toHaveTextContent('31 Jan 2027');
    expect(screen.getByRole('table', { name: 'Assets' })).toHaveTextContent('Still with them');
  });
});

describe('editing the supporting information', () => {
  it('sends the BPJS numbers and class, the policies and the assets', async () => {
    const supporting = {
      insurance: [],
      assets: [
        { name: 'Laptop', serialNumber: 'SN-1', assignedAt: '2026-01-05', returnedAt: null },
      ],
      bpjs: {
        kesehatanNumber: '0001234567890',
        ketenagakerjaanNumber: null,
        kesehatanClass: 1,
        contributions: null,
      },
    };
    const api = detailApi({
      'GET /employees/:id/supporting': () => supporting,
      'PUT /employees/:id/supporting': ({ body }) => {
        const sent = body as typeof supporting;
        // The server works out the contributions; the form sends the numbers and class only.
        return { ...supporting, ...sent, bpjs: { ...sent.bpjs, contributions: null } };
      },
    });
    const { user, router } = renderPage(<EmployeeDetailPage />, {
      path: FORMS_PATH,
      url: `${url}?tab=supporting`,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit supporting information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit supporting information' });
    expect(router.state.location.pathname).toBe(`${url}/supporting/insurance/edit`);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'BPJS Ketenagakerjaan number' }),
      '12345678901',
    );
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: /Kesehatan class/ }),
      'Class 2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    const policy = within(dialog).getByRole('group', { name: 'Policy 1' });
    await user.type(within(policy).getByRole('textbox', { name: /Insurer/ }), 'Allianz');
    await user.type(within(policy).getByRole('textbox', { name: /Policy number/ }), 'AL-778');
    await user.type(within(dialog).getByLabelText(/Returned on/), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Save supporting information' }));
    expect(await screen.findByText('Supporting information saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/employees/${BUDI_ID}/supporting`)[0]?.body).toEqual({
      insurance: [{ provider: 'Allianz', policyNumber: 'AL-778', coverage: '', validUntil: null }],
      assets: [
        {
          name: 'Laptop',
          serialNumber: 'SN-1',
          assignedAt: '2026-01-05',
          returnedAt: '2026-11-20',
        },
      ],
      bpjs: {
        kesehatanNumber: '0001234567890',
        ketenagakerjaanNumber: '12345678901',
        kesehatanClass: 2,
      },
    });
  });
});
