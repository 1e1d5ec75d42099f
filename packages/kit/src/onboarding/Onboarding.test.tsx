import { i18n } from '@lingui/core';
import type { MainSchema } from '@staffdesk/api';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { kitCatalog } from '../locales/catalog';
import { kitOnboardingCatalog } from '../locales/pages/onboarding/catalog';
import { renderPage } from '../testing';
import { OnboardingHiredPage } from './OnboardingHiredPage';
import { OnboardingJoiningInfoPage } from './OnboardingJoiningInfoPage';
import { OnboardingOfferedPage } from './OnboardingOfferedPage';
import type { HireResult, OnboardingEntry } from './onboarding';

const OFFERED = '/human-resource/offered';
const HIRED = '/human-resource/hired';
const JOINING_INFO = '/human-resource/joining-info';
const employeeHref = (employeeId: string) => `/human-resource/employee/detail/${employeeId}`;

const BUDI_APPLICATION = '00000000-0000-4000-8000-0000000000e1';
const SITI_APPLICATION = '00000000-0000-4000-8000-0000000000e2';
const BANK_ID = '00000000-0000-4000-8000-0000000000c1';
const EMPLOYEE_ID = '00000000-0000-4000-8000-0000000000d9';

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
  permissions: ['employees.read', 'employees.manage', 'clients.read'],
  employeeId: null,
};

/** May read employees, not manage them. */
const READER: MainSchema<'Me'> = { ...ME, permissions: ['employees.read', 'clients.read'] };

/** Budi accepted the bank's offer and confirmed his data; one of three documents is in. */
const BUDI: OnboardingEntry = {
  applicationId: BUDI_APPLICATION,
  candidateId: '00000000-0000-4000-8000-0000000000b1',
  candidateName: 'Budi Santoso',
  candidateEmail: 'budi.santoso@example.com',
  requirementId: '00000000-0000-4000-8000-0000000000b2',
  requirementNumber: 'REQ-2026-0007',
  position: 'Teller',
  contractType: 'pkwt',
  clientId: BANK_ID,
  clientName: 'PT Bank Nusantara Indonesia Tbk',
  offer: {
    salary: 6_500_000,
    joinDate: '2027-01-04',
    contractEnd: '2027-12-31',
    notes: 'Probation of three months.',
  },
  acceptedAt: '2026-12-10T03:00:00.000Z',
  confirmation: {
    fullName: 'Budi Santoso',
    nik: '3174011203980001',
    birthDate: '1998-03-12',
    birthPlace: 'Bandung',
    gender: 'male',
    address: 'Jl. Melati No. 5, Jakarta Selatan',
    phone: '081234567890',
    email: 'budi.santoso@example.com',
  },
  payroll: {
    given: true,
    hasNpwp: true,
    npwp: '092542943407000',
    maritalStatus: 'married',
    dependants: 1,
    ptkpStatus: 'K/1',
    religion: 'islam',
    bankName: 'Bank Central Asia',
    bankAccountNumber: '1234567890',
    bankAccountName: 'Budi Santoso',
    emergencyContact: { name: 'Ani Santoso', relationship: 'Wife', phone: '+62 813 1111 2222' },
  },
  joiningInfo: {
    joinDate: '2027-01-04',
    documents: [
      { name: 'KTP (identity card)', done: true },
      { name: 'NPWP', done: false },
      { name: 'Ijazah (diploma)', done: false },
    ],
    notes: '',
  },
  employeeId: null,
  employeeNumber: null,
};

/** Siti accepted but has not confirmed her data; no documents listed. */
const SITI: OnboardingEntry = {
  ...BUDI,
  applicationId: SITI_APPLICATION,
  candidateId: '00000000-0000-4000-8000-0000000000b3',
  candidateName: 'Siti Rahayu',
  candidateEmail: null,
  position: 'Customer service',
  offer: { ...BUDI.offer, salary: 5_800_000, joinDate: '2027-02-01' },
  confirmation: null,
  payroll: null,
  joiningInfo: { joinDate: '2027-02-01', documents: [], notes: '' },
};

/** Budi with every document in: ready to be made an employee. */
const BUDI_READY: OnboardingEntry = {
  ...BUDI,
  joiningInfo: {
    ...BUDI.joiningInfo,
    documents: BUDI.joiningInfo.documents.map((document) => ({ ...document, done: true })),
  },
};

const HIRE: HireResult = {
  employeeId: EMPLOYEE_ID,
  employeeNumber: 'EMP-2027-00012',
  filled: 1,
  headcount: 3,
};

function api(entries: OnboardingEntry[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => ME,
    'GET /clients': () => list([]),
    'GET /onboarding': ({ query }) =>
      query.get('state') === 'hired'
        ? list([{ ...BUDI_READY, employeeId: EMPLOYEE_ID, employeeNumber: 'EMP-2027-00012' }])
        : list(entries),
    ...extra,
  });
}

/** What a reader without payroll.read (business development) is answered: no salary, no birth date. */
function withoutPay(entry: OnboardingEntry): OnboardingEntry {
  const { salary: _salary, ...offer } = entry.offer;
  if (!entry.confirmation) return { ...entry, offer };
  const { birthDate: _date, birthPlace: _place, ...confirmation } = entry.confirmation;
  const payroll = entry.payroll
    ? (({ bankName: _b, bankAccountNumber: _n, bankAccountName: _a, ...rest }) => rest)(
        entry.payroll,
      )
    : null;
  return { ...entry, offer, confirmation, payroll };
}

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

function openJoiningInfo(applicationId = BUDI_APPLICATION) {
  return renderPage(
    <OnboardingJoiningInfoPage
      offeredPath={OFFERED}
      hiredPath={HIRED}
      employeeHref={employeeHref}
    />,
    { path: JOINING_INFO, url: `${JOINING_INFO}?candidate=${applicationId}` },
  );
}

describe('the accepted offers', () => {
  it('lists each candidate with the offer, the join date, the confirmation and the documents', async () => {
    const calls = api([BUDI, SITI]);
    renderPage(<OnboardingOfferedPage joiningInfoPath={JOINING_INFO} />, {
      path: OFFERED,
      url: `${OFFERED}?client=${BANK_ID}`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Offered' })).toBeVisible();
    await screen.findByRole('link', { name: 'Budi Santoso' });
    const budi = row('Budi Santoso');
    for (const text of [
      'Teller',
      'PT Bank Nusantara Indonesia Tbk',
      'REQ-2026-0007',
      'Rp 6.500.000',
      '4 Jan 2027',
      '10 Dec 2026',
      '✓ Confirmed',
      '1/3',
    ]) {
      expect(within(budi).getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
      'href',
      `${JOINING_INFO}?candidate=${BUDI_APPLICATION}`,
    );
    const siti = row('Siti Rahayu');
    expect(within(siti).getByText('Not yet')).toBeVisible();
    expect(within(siti).getByText('None listed')).toBeVisible();
    expect(within(siti).getByText('1 Feb 2027')).toBeVisible();

    const asked = calls.callsTo('GET', '/onboarding')[0]?.query;
    expect(asked?.get('state')).toBe('offered');
    expect(asked?.get('clientId')).toBe(BANK_ID);
  });

  it('has no salary column when the server leaves the salary out (no payroll.read)', async () => {
    api([BUDI, SITI].map(withoutPay), { 'GET /me': () => READER });
    renderPage(<OnboardingOfferedPage joiningInfoPath={JOINING_INFO} />, {
      path: OFFERED,
      url: OFFERED,
    });
    await screen.findByRole('link', { name: 'Budi Santoso' });
    expect(within(row('Budi Santoso')).getByText('Teller')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Salary' })).toBeNull();
    expect(document.body).not.toHaveTextContent(/Rp|NaN|undefined/);
  });

  it('says so when nobody is waiting', async () => {
    api([]);
    renderPage(<OnboardingOfferedPage joiningInfoPath={JOINING_INFO} />, {
      path: OFFERED,
      url: OFFERED,
    });
    expect(await screen.findByText('No accepted offers waiting')).toBeVisible();
  });

  it('refuses a user without employees.read', async () => {
    api([BUDI], { 'GET /me': () => ({ ...ME, permissions: ['clients.read'] }) });
    renderPage(<OnboardingOfferedPage joiningInfoPath={JOINING_INFO} />, {
      path: OFFERED,
      url: OFFERED,
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('speaks Indonesian', async () => {
    const [kit, onboarding] = await Promise.all([kitCatalog.id(), kitOnboardingCatalog.id()]);
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...onboarding.messages } });
    onTestFinished(() => {
      i18n.activate('en');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    api([BUDI]);
    renderPage(<OnboardingOfferedPage joiningInfoPath={JOINING_INFO} />, {
      path: OFFERED,
      url: OFFERED,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ditawarkan' })).toBeVisible();
    await screen.findByRole('link', { name: 'Budi Santoso' });
    expect(within(row('Budi Santoso')).getByText('4 Jan 2027')).toBeVisible();
    expect(within(row('Budi Santoso')).getByText('10 Des 2026')).toBeVisible();
    expect(within(row('Budi Santoso')).getByText('✓ Dikonfirmasi')).toBeVisible();
  });
});

describe('the joining info', () => {
  it('shows the confirmed data and the offer, and saves the documents checklist', async () => {
    const calls = api([BUDI, SITI], {
      'PUT /onboarding/:id/joining-info': () => new Response(null, { status: 204 }),
    });
    const { user } = openJoiningInfo();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joining info of Budi Santoso' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Candidate' })).toHaveDisplayValue(
      'Budi Santoso · Teller · PT Bank Nusantara Indonesia Tbk',
    );
    for (const text of [
      '3174011203980001',
      'Bandung, 12 Mar 1998',
      'Jl. Melati No. 5, Jakarta Selatan',
      '081234567890',
      'Rp 6.500.000',
      'PKWT (fixed term)',
      // What payroll needs, as the candidate gave it.
      '09.254.294.3-407.000',
      'K/1: married, 1 dependant (Married, 1 supported)',
      'Islam',
      'Bank Central Asia 1234567890 (Budi Santoso)',
      'Ani Santoso (Wife), +62 813 1111 2222',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(
      screen.getByText(
        '1 of 3 documents in. The employee can be created once every one is ticked.',
      ),
    ).toBeVisible();

    const joinDate = screen.getByLabelText(/Join date/);
    fireEvent.change(joinDate, { target: { value: '2027-01-11' } });
    await user.click(screen.getByRole('checkbox', { name: 'NPWP' }));
    await user.click(screen.getByRole('button', { name: 'Remove Ijazah (diploma)' }));
    await user.click(screen.getByRole('button', { name: 'Add KK (family card)' }));
    // KK is on the list now, so it is no longer suggested.
    expect(screen.queryByRole('button', { name: 'Add KK (family card)' })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Another document' }),
      'Surat sehat{Enter}',
    );
    await user.type(screen.getByRole('textbox', { name: 'Another document' }), 'npwp{Enter}');
    expect(screen.getByText('This document is on the list already.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Brings the originals.');
    // Unsaved changes first: the employee is made from what is saved.
    expect(screen.getByRole('button', { name: 'Create employee' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save joining info' }));

    await waitFor(() =>
      expect(calls.callsTo('PUT', `/onboarding/${BUDI_APPLICATION}/joining-info`)).toHaveLength(1),
    );
    expect(calls.callsTo('PUT', `/onboarding/${BUDI_APPLICATION}/joining-info`)[0]?.body).toEqual({
      joinDate: '2027-01-11',
      documents: [
        { name: 'KTP (identity card)', done: true },
        { name: 'NPWP', done: true },
        { name: 'KK (family card)', done: false },
        { name: 'Surat sehat', done: false },
      ],
      notes: 'Brings the originals.',
    });
    expect(await screen.findByText('Joining info saved')).toBeVisible();
    // The lists load again.
    await waitFor(() => expect(calls.callsTo('GET', '/onboarding')).toHaveLength(2));
  });

  it('shows the server’s field errors under their fields', async () => {
    api([BUDI], {
      'PUT /onboarding/:id/joining-info': () =>
        problem(400, 'validation-failed', 'Some fields are not valid.', {
          joinDate: 'The join date is before the offer was accepted.',
          'documents.1.name': 'Two documents have this name.',
        }),
    });
    const { user } = openJoiningInfo();
    await user.click(await screen.findByRole('button', { name: 'Save joining info' }));
    const joinDate = screen.getByLabelText(/Join date/);
    await waitFor(() =>
      expect(joinDate).toHaveAccessibleDescription(
        expect.stringContaining('The join date is before the offer was accepted.'),
      ),
    );
    expect(joinDate).toHaveAttribute('aria-invalid', 'true');
    // A document's name shows its error at its box.
    expect(screen.getByRole('checkbox', { name: 'NPWP' })).toHaveAccessibleDescription(
      expect.stringContaining('Two documents have this name.'),
    );
  });

  it('asks before creating the employee, then shows the employee number', async () => {
    const calls = api([BUDI_READY, SITI], {
      'POST /onboarding/:id/hire': () => HIRE,
    });
    const { user } = openJoiningInfo();
    await user.click(await screen.findByRole('button', { name: 'Create employee' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Create an employee from Budi Santoso?',
    });
    expect(dialog).toHaveTextContent(
      'Budi Santoso becomes an employee of PT Bank Nusantara Indonesia Tbk as Teller, joining on 4 Jan 2027.',
    );
    expect(calls.callsTo('POST', `/onboarding/${BUDI_APPLICATION}/hire`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create employee' }));

    expect(await screen.findByText('Budi Santoso is now employee EMP-2027-00012')).toBeVisible();
    expect(calls.callsTo('POST', `/onboarding/${BUDI_APPLICATION}/hire`)[0]?.body).toEqual({
      approverPicIds: [],
    });
    expect(screen.getByText('Requirement REQ-2026-0007: 1 of 3 filled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open employee EMP-2027-00012' })).toHaveAttribute(
      'href',
      employeeHref(EMPLOYEE_ID),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save joining info' })).toBeNull();
  });

  it('shows why the server refuses to create the employee', async () => {
    const detail = 'Documents still missing: NPWP. Tick them in the joining info first.';
    api([BUDI], { 'POST /onboarding/:id/hire': () => problem(409, 'conflict', detail) });
    const { user } = openJoiningInfo();
    await user.click(await screen.findByRole('button', { name: 'Create employee' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create employee' }));
    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(screen.queryByText(/is now employee/)).toBeNull();
  });

  it('asks to choose a candidate without one, and says so for one not waiting', async () => {
    api([BUDI, SITI]);
    const { user, router } = renderPage(
      <OnboardingJoiningInfoPage
        offeredPath={OFFERED}
        hiredPath={HIRED}
        employeeHref={employeeHref}
      />,
      { path: JOINING_INFO, url: JOINING_INFO },
    );
    expect(
      await screen.findByText(
        'Pick a candidate who accepted an offer to record their joining date and documents.',
      ),
    ).toBeVisible();
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Candidate' }),
      'Siti Rahayu · Customer service · PT Bank Nusantara Indonesia Tbk',
    );
    expect(router.state.location.search).toBe(`?candidate=${SITI_APPLICATION}`);
    expect(
      await screen.findByText(
        'Siti Rahayu has not confirmed their data yet, so the employee cannot be created.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create employee' })).toBeDisabled();

    await router.navigate(`${JOINING_INFO}?candidate=00000000-0000-4000-8000-0000000000ff`);
    expect(await screen.findByText('This candidate is not waiting to join')).toBeVisible();
  });

  it('shows the confirmed data and the offer without birth date or salary when the server leaves them out', async () => {
    api([withoutPay(BUDI)], { 'GET /me': () => READER });
    openJoiningInfo();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joining info of Budi Santoso' }),
    ).toBeVisible();
    expect(await screen.findByText(BUDI.confirmation!.nik)).toBeVisible();
    expect(screen.queryByText('Birth date')).toBeNull();
    expect(screen.queryByText('Salary')).toBeNull();
    // The payroll data was given; the bank account is not shown.
    expect(screen.getByText('K/1: married, 1 dependant (Married, 1 supported)')).toBeVisible();
    expect(screen.getByText('Given')).toBeVisible();
    expect(screen.queryByText(/Bank Central Asia/)).toBeNull();
    expect(document.body).not.toHaveTextContent(/Rp|NaN|undefined|Invalid/);
  });

  it('offers no actions to a user without employees.manage', async () => {
    api([BUDI], { 'GET /me': () => READER });
    openJoiningInfo();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joining info of Budi Santoso' }),
    ).toBeVisible();
    // Wait for the user: the actions depend on their permissions.
    expect(
      await screen.findByText(
        'You can read this joining info. Changing it and creating the employee needs the permission to manage employees.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'NPWP' })).toBeDisabled();
    for (const name of [
      'Save joining info',
      'Create employee',
      'Add document',
      'Remove NPWP',
      'Add KK (family card)',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('the candidates made employees', () => {
  it('lists each with the employee number linked to the employee', async () => {
    const calls = api([]);
    renderPage(<OnboardingHiredPage employeeHref={employeeHref} />, { path: HIRED, url: HIRED });
    const link = await screen.findByRole('link', { name: 'EMP-2027-00012' });
    expect(link).toHaveAttribute('href', employeeHref(EMPLOYEE_ID));
    const hired = link.closest('tr') as HTMLElement;
    for (const text of [
      'Budi Santoso',
      'PT Bank Nusantara Indonesia Tbk',
      'Teller',
      '4 Jan 2027',
    ]) {
      expect(within(hired).getByText(text)).toBeVisible();
    }
    expect(calls.callsTo('GET', '/onboarding')[0]?.query.get('state')).toBe('hired');
  });
});
