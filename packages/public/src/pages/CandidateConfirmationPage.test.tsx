import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicOffer } from '../lib/recruiting';
import { BUDI_ID, REQUIREMENT_ID, recruitingOffer, renderSignedOut } from '../testing';

const QUERY = '?token=tok456&email=budi%40example.com';
const PAGE = `/candidate/public/requirement/${REQUIREMENT_ID}/candidate/${BUDI_ID}`;
const URL_ = `${PAGE}/candidate_confirmation${QUERY}`;
const OFFER = 'GET /public/offers/:requirementId/candidates/:candidateId';
const CONFIRM = 'POST /public/offers/:requirementId/candidates/:candidateId/confirmation';
const CONFIRM_PATH = `/public/offers/${REQUIREMENT_ID}/candidates/${BUDI_ID}/confirmation`;

const CONFIRMATION = {
  fullName: 'Budi Santoso',
  nik: '3174012501990001',
  birthDate: '1999-01-25',
  birthPlace: 'Bogor',
  gender: 'male',
  address: 'Jl. Kenanga 5, Jakarta Selatan',
  phone: '+62 812 3456 7890',
  email: 'budi@example.com',
} as const;

const PAYROLL = {
  hasNpwp: true,
  npwp: '•••• 7000',
  maritalStatus: 'married',
  dependants: 2,
  ptkpStatus: 'K/2',
  religion: 'islam',
  bankName: 'Bank Central Asia',
  bankAccountNumber: '•••• 7890',
  bankAccountName: 'Budi Santoso',
  emergencyContact: { name: 'Sri Santoso', relationship: 'Mother', phone: '+62 813 1111 2222' },
} as const;

const confirmed = (offer: PublicOffer): PublicOffer => ({
  ...offer,
  confirmation: CONFIRMATION,
  payroll: PAYROLL,
  confirmedAt: '2026-12-01T02:00:00.000Z',
});

type View = ReturnType<typeof renderSignedOut>;

/** Fills what payroll needs, as a candidate with an NPWP, married with two children. */
async function fillPayroll(view: View, form: HTMLElement) {
  await view.user.type(
    within(form).getByRole('textbox', { name: /^NPWP/ }),
    '09.254.294.3-407.000',
  );
  await view.user.selectOptions(
    within(form).getByRole('combobox', { name: /Marital status/ }),
    'Married',
  );
  const dependants = within(form).getByRole('spinbutton', { name: /Dependants/ });
  await view.user.clear(dependants);
  await view.user.type(dependants, '2');
  await view.user.selectOptions(within(form).getByRole('combobox', { name: /Religion/ }), 'Islam');
  await view.user.type(within(form).getByRole('textbox', { name: /^Bank/ }), 'Bank Central Asia');
  await view.user.type(
    within(form).getByRole('textbox', { name: /Account number/ }),
    '123-456-7890',
  );
  await view.user.type(
    within(form).getByRole('textbox', { name: /Account holder name/ }),
    'Budi Santoso',
  );
  await view.user.type(within(form).getByRole('textbox', { name: /Contact name/ }), 'Sri Santoso');
  await view.user.type(within(form).getByRole('textbox', { name: /Relationship/ }), 'Mother');
  await view.user.type(
    within(form).getByRole('textbox', { name: /Contact phone/ }),
    '+62 813 1111 2222',
  );
}

async function opened(name = 'Your offer for Teller') {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe("the candidate's confirmation", () => {
  it('shows the offer, confirms the data and goes on to the answer', async () => {
    const api = fakeApi({
      [OFFER]: () => recruitingOffer(),
      [CONFIRM]: () => confirmed(recruitingOffer()),
    });
    const view = renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    const [read] = api.callsTo('GET', `/public/offers/${REQUIREMENT_ID}/candidates/${BUDI_ID}`);
    expect(read?.query.get('token')).toBe('tok456');
    expect(read?.query.get('email')).toBe('budi@example.com');
    expect(screen.getByText('Rp 6.500.000')).toBeVisible();
    expect(screen.getByText('4 Jan 2027')).toBeVisible();
    expect(screen.getByText('31 Dec 2027')).toBeVisible();
    expect(screen.getByText('PKWT (fixed term)')).toBeVisible();
    expect(screen.getAllByText('PT Bank Nusantara')[0]).toBeVisible();

    const form = screen.getByRole('form', { name: 'Your data' });
    expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveValue('Budi Santoso');
    expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveValue('+62 812 3456 7890');

    await view.user.click(within(form).getByRole('button', { name: 'Confirm my data' }));
    expect(await screen.findByText('A NIK has 16 digits.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /NIK/ })).toHaveFocus();
    expect(screen.getByText('Enter your date of birth.')).toBeVisible();
    expect(screen.getByText('Choose your gender.')).toBeVisible();
    expect(screen.getByText('Enter your address.')).toBeVisible();
    // What payroll needs is asked too, each with its reason.
    expect(screen.getByText('Enter your NPWP, or tick “I have no NPWP”.')).toBeVisible();
    expect(screen.getByText('Choose your marital status.')).toBeVisible();
    expect(screen.getByText('Choose your religion.')).toBeVisible();
    expect(screen.getByText('Enter the name of your bank.')).toBeVisible();
    expect(screen.getByText('An account number has 6 to 20 digits.')).toBeVisible();
    expect(screen.getByText('Enter the name of your emergency contact.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await view.user.type(within(form).getByRole('textbox', { name: /NIK/ }), '3174 0125 0199 0001');
    await view.user.type(within(form).getByLabelText(/Date of birth/), '1999-01-25');
    await view.user.type(within(form).getByRole('textbox', { name: /Place of birth/ }), 'Bogor');
    await view.user.click(within(form).getByRole('radio', { name: 'Male' }));
    await view.user.type(
      within(form).getByRole('textbox', { name: /Address/ }),
      'Jl. Kenanga 5, Jakarta Selatan',
    );
    await fillPayroll(view, form);
    // The PTKP status follows from the marital status and the dependants.
    expect(screen.getByText(/Your PTKP status: K\/2: married, 2 dependants\./)).toBeVisible();
    await view.user.click(within(form).getByRole('button', { name: 'Confirm my data' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm your data?' });
    expect(api.callsTo('POST', CONFIRM_PATH)).toEqual([]);
    await view.user.click(within(confirm).getByRole('button', { name: 'Confirm my data' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`${PAGE}/candidate_response`),
    );
    expect(view.router.state.location.search).toBe(QUERY);
    expect(
      await screen.findByRole('heading', { name: 'Do you accept the offer for Teller?' }),
    ).toBeVisible();
    const posts = api.callsTo('POST', CONFIRM_PATH);
    expect(posts.map((call) => call.body)).toEqual([
      {
        email: 'budi@example.com',
        fullName: 'Budi Santoso',
        nik: '3174012501990001',
        birthDate: '1999-01-25',
        birthPlace: 'Bogor',
        gender: 'male',
        address: 'Jl. Kenanga 5, Jakarta Selatan',
        phone: '+62 812 3456 7890',
        npwp: '092542943407000',
        noNpwp: false,
        maritalStatus: 'married',
        dependants: 2,
        religion: 'islam',
        bankName: 'Bank Central Asia',
        bankAccountNumber: '1234567890',
        bankAccountName: 'Budi Santoso',
        emergencyContact: {
          name: 'Sri Santoso',
          relationship: 'Mother',
          phone: '+62 813 1111 2222',
        },
      },
    ]);
    expect(posts[0]?.query.get('token')).toBe('tok456');
  });

  it("shows the server's field errors under their fields", async () => {
    fakeApi({
      [OFFER]: () => recruitingOffer(),
      [CONFIRM]: () =>
        problem(400, 'validation-failed', 'Check the highlighted fields.', {
          nik: 'This NIK does not hold a valid birth date.',
          'emergencyContact.phone': 'Enter a phone number of digits, like +62 812 3456 7890.',
        }),
    });
    const view = renderSignedOut(URL_);
    await opened();
    const form = screen.getByRole('form', { name: 'Your data' });
    await view.user.type(within(form).getByRole('textbox', { name: /NIK/ }), '3174019999990001');
    await view.user.type(within(form).getByLabelText(/Date of birth/), '1999-01-25');
    await view.user.click(within(form).getByRole('radio', { name: 'Female' }));
    await view.user.type(within(form).getByRole('textbox', { name: /Address/ }), 'Jl. Melati 1');
    await fillPayroll(view, form);
    await view.user.click(within(form).getByRole('button', { name: 'Confirm my data' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Confirm my data' }));
    expect(await screen.findByText('This NIK does not hold a valid birth date.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Contact phone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const nik = within(form).getByRole('textbox', { name: /NIK/ });
    expect(nik).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(nik).toHaveFocus());
    expect(view.router.state.location.pathname).toBe(`${PAGE}/candidate_confirmation`);
  });

  it('shows data already confirmed, with the way to the answer', async () => {
    fakeApi({ [OFFER]: () => confirmed(recruitingOffer()) });
    renderSignedOut(URL_);
    expect(await opened('Your data is confirmed')).toBeVisible();
    expect(screen.getByText('You confirmed your data on 1 Dec 2026, 09:00 WIB.')).toBeVisible();
    expect(screen.getByText('•••• •••• •••• 0001')).toBeVisible();
    expect(screen.queryByText('3174012501990001')).toBeNull();
    // What payroll needs, as given: the numbers by their last digits only.
    expect(screen.getByText('K/2: married, 2 dependants')).toBeVisible();
    expect(screen.getByText('Bank Central Asia •••• 7890 (Budi Santoso)')).toBeVisible();
    expect(screen.getByText('Sri Santoso (Mother), +62 813 1111 2222')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      `${PAGE}/candidate_response${QUERY}`,
    );
  });

  it('takes “I have no NPWP” and says a married woman’s PTKP covers herself', async () => {
    const api = fakeApi({
      [OFFER]: () => recruitingOffer(),
      [CONFIRM]: () => confirmed(recruitingOffer()),
    });
    const view = renderSignedOut(URL_);
    await opened();
    const form = screen.getByRole('form', { name: 'Your data' });
    await view.user.type(within(form).getByRole('textbox', { name: /NIK/ }), '3174015501990001');
    await view.user.type(within(form).getByLabelText(/Date of birth/), '1999-01-15');
    await view.user.click(within(form).getByRole('radio', { name: 'Female' }));
    await view.user.type(within(form).getByRole('textbox', { name: /Address/ }), 'Jl. Melati 1');
    await fillPayroll(view, form);
    expect(screen.getByText(/Your PTKP status: TK\/0\./)).toBeVisible();
    expect(screen.getByText(/covers herself only/)).toBeVisible();
    // A wrong NPWP is refused before sending; ticking "none" empties and disables it.
    const npwp = within(form).getByRole('textbox', { name: /^NPWP/ });
    await view.user.clear(npwp);
    await view.user.type(npwp, '12345');
    await view.user.click(within(form).getByRole('button', { name: 'Confirm my data' }));
    expect(
      await screen.findByText('An NPWP has 15 or 16 digits (dots and dashes are fine).'),
    ).toBeVisible();
    await view.user.click(within(form).getByRole('checkbox', { name: /I have no NPWP/ }));
    expect(npwp).toBeDisabled();
    expect(npwp).toHaveValue('');
    await view.user.click(within(form).getByRole('button', { name: 'Confirm my data' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Confirm my data' }));
    await waitFor(() => expect(api.callsTo('POST', CONFIRM_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', CONFIRM_PATH)[0]?.body).toMatchObject({
      npwp: null,
      noNpwp: true,
      maritalStatus: 'married',
      dependants: 2,
      gender: 'female',
    });
  });

  it('says when the link expired', async () => {
    fakeApi({
      [OFFER]: () =>
        problem(
          410,
          'link-expired',
          'This offer link has expired. Ask the recruiter for a new one.',
        ),
    });
    renderSignedOut(URL_);
    expect(await opened('This link has expired')).toBeVisible();
    expect(
      screen.getByText('This offer link has expired. Ask the recruiter for a new one.'),
    ).toBeVisible();
  });

  it('says when a link is unknown', async () => {
    fakeApi({
      [OFFER]: () =>
        problem(404, 'not-found', 'This link is not valid. Ask the recruiter for a new one.'),
    });
    renderSignedOut(URL_);
    expect(await opened('This link is not valid')).toBeVisible();
  });

  it("speaks the link's language", async () => {
    localStorage.removeItem('staffdesk.locale');
    fakeApi({ [OFFER]: () => recruitingOffer({ locale: 'id' }) });
    renderSignedOut(URL_, { pageLocale: 'id' });
    expect(await opened('Penawaran kerja Anda untuk Teller')).toBeVisible();
    expect(screen.getByText('Rp 6.500.000')).toBeVisible();
    expect(screen.getByText('31 Des 2027')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Konfirmasi data saya' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Untuk gaji Anda' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Saya tidak memiliki NPWP/ })).toBeVisible();
  });
});
