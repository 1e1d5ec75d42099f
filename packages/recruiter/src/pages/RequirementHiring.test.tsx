import { routePatterns } from '@staffdesk/core';
import { chooseOption, type FakeRoutes, fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ANDI_PIC_ID,
  DEWI_PIC_ID,
  FACTORY_DETAIL,
  interview,
  NO_REVIEW,
  WELDER_REVIEW,
} from '../testing/hiring';
import {
  BUDI_ENTRY,
  CASHIER,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
  SARI_ENTRY,
  WELDER,
  WELDER_ID,
  WELDER_PIPELINE,
} from '../testing/requirements';
import { Component as RequirementDetailPage } from './RequirementDetailPage';

const path = routePatterns.recruiter.requirement.detail;
const url = `/recruiter/requirement/${WELDER_ID}`;
const SARI_INTERVIEW_ID = '00000000-0000-4000-8000-00000000f501';

/** The welder's page with its client, review and interviews; `routes` replaces any of them. */
function hiringApi(routes: FakeRoutes = {}) {
  return fakeApi({
    'GET /me': () => REQUIREMENTS_ME,
    'GET /requirements/:id': () => WELDER,
    'GET /requirements/:id/pipeline': () => WELDER_PIPELINE,
    'GET /requirements/:id/client-review': () => NO_REVIEW,
    'GET /interviews': () => ({ items: [] }),
    'GET /clients/:id': () => FACTORY_DETAIL,
    ...routes,
  });
}

describe('sending CVs to the client', () => {
  it('sends the ticked candidates to the hiring manager after a confirmation', async () => {
    const api = hiringApi({
      'POST /requirements/:id/send-cvs': () => ({
        sent: 2,
        expiresAt: '2026-12-07T03:00:00.000Z',
      }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Send CVs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send CVs to the client' });

    // Sourced and screened candidates are offered, the screened one ticked; the hired one not.
    const sari = within(dialog).getByRole('checkbox', { name: 'Sari Utami' });
    const budi = within(dialog).getByRole('checkbox', { name: 'Budi Hartono' });
    expect(sari).toBeChecked();
    expect(budi).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Joko Susilo' })).toBeNull();
    // The hiring manager is chosen; a PIC without an email is not offered.
    const pic = await within(dialog).findByRole('combobox', { name: /Send to/ });
    expect(pic).toHaveDisplayValue(
      'Dewi Lestari, Production Manager (dewi@astra-manufaktur.co.id)',
    );
    expect(within(pic).queryByRole('option', { name: /Rudi Hakim/ })).toBeNull();

    await user.click(budi);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText(
        'Send the 2 CVs of Budi Hartono, Sari Utami to Dewi Lestari (dewi@astra-manufaktur.co.id)?',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/requirements/${WELDER_ID}/send-cvs`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send CVs' }));

    expect(
      await within(dialog).findByText(
        'Sent to Dewi Lestari (dewi@astra-manufaktur.co.id) — the link works until 7 Dec 2026.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/requirements/${WELDER_ID}/send-cvs`)[0]?.body).toEqual({
      applicationIds: [BUDI_ENTRY.id, SARI_ENTRY.id],
      picId: DEWI_PIC_ID,
    });
    expect(api.callsTo('GET', `/clients/${WELDER.clientId}`).length).toBeGreaterThan(0);
  });

  it('says before sending that a candidate without a CV file cannot be sent', async () => {
    hiringApi({
      'GET /requirements/:id/pipeline': () => ({
        items: WELDER_PIPELINE.items.map((e) =>
          e.id === BUDI_ENTRY.id ? { ...e, candidate: { ...e.candidate, cvFileName: null } } : e,
        ),
      }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Send CVs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send CVs to the client' });
    const budi = within(dialog).getByRole('checkbox', { name: 'Budi Hartono' });
    expect(budi).toBeDisabled();
    expect(budi).toHaveAccessibleDescription(
      'Sourced · No CV file: upload it on the candidate’s page first.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Sari Utami' })).toBeEnabled();
  });

  it('shows the server’s refusal under the candidates and lets the recruiter choose again', async () => {
    const message =
      'Sari Utami is past the CV stage; only sourced and screened candidates are sent.';
    hiringApi({
      'POST /requirements/:id/send-cvs': () =>
        problem(409, 'conflict', message, { applicationIds: message }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Send CVs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send CVs to the client' });
    await within(dialog).findByRole('combobox', { name: /Send to/ });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send CVs' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Sari Utami' })).toBeInTheDocument();
  });
});

describe('the client’s review', () => {
  it('shows per CV when the PIC opened it, their answer and the interview feedback', async () => {
    hiringApi({ 'GET /requirements/:id/client-review': () => WELDER_REVIEW });
    renderPage(<RequirementDetailPage />, { path, url });
    const table = await screen.findByRole('table', { name: 'CVs sent to the client' });
    const rows = within(table).getAllByRole('row').slice(1);
    const [sari, budi, joko] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(sari).toHaveTextContent('Sari Utami');
    expect(sari).toHaveTextContent('24 Nov 2026, 09:15');
    expect(sari).toHaveTextContent('Accepted for interview');
    expect(sari).toHaveTextContent('Reason: Strong TIG experience');
    expect(sari).toHaveTextContent('By Dewi Lestari, 24 Nov 2026, 09:30');
    expect(sari).toHaveTextContent('No feedback yet');

    expect(budi).toHaveTextContent('Not opened yet');
    expect(budi).toHaveTextContent('No answer yet');

    expect(joko).toHaveTextContent('Score 4/5 · Hire');
    expect(joko).toHaveTextContent('Neat welds, calm under pressure.');
    expect(joko).toHaveTextContent('By Andi Saputra, 20 Oct 2026, 16:00');

    const links = screen.getByRole('table', { name: 'Links sent to the client' });
    const [dewi, andi] = within(links).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(dewi).toHaveTextContent('dewi@astra-manufaktur.co.id');
    expect(dewi).toHaveTextContent('7 Dec 2026');
    expect(andi).toHaveTextContent('26 Oct 2026');
    expect(andi).toHaveTextContent('Expired');
  });

  it('mails a chosen PIC a new link', async () => {
    const api = hiringApi({
      'GET /requirements/:id/client-review': () => WELDER_REVIEW,
      'POST /requirements/:id/client-link': () => ({
        sent: 3,
        expiresAt: '2026-12-10T03:00:00.000Z',
      }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new link' });
    await chooseOption(
      user,
      await within(dialog).findByRole('combobox', { name: /Send to/ }),
      'Andi Saputra, HR Supervisor (andi@astra-manufaktur.co.id)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('A new link was sent to Andi Saputra')).toBeInTheDocument();
    expect(screen.getByText('It works until 10 Dec 2026.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/requirements/${WELDER_ID}/client-link`)[0]?.body).toEqual({
      picId: ANDI_PIC_ID,
    });
  });

  it('says when no CV was sent, and offers a reader no actions', async () => {
    hiringApi({ 'GET /me': () => REQUIREMENTS_READER_ME });
    renderPage(<RequirementDetailPage />, { path, url });
    expect(
      await screen.findByText(
        'No CV has been sent to the client yet. "Send CVs" mails the PIC a link to them.',
      ),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sourced: 1 candidate' });
    expect(screen.queryByRole('button', { name: 'Send CVs' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Schedule interview, / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Make offer, / })).toBeNull();
  });
});

describe('interviews', () => {
  it('schedules an interview in WIB from the card, with the hiring manager', async () => {
    const api = hiringApi({
      'PUT /pipeline/:id/interview': () => interview(SARI_INTERVIEW_ID, '2026-12-03T03:00:00.000Z'),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    const schedule = await screen.findByRole('button', {
      name: 'Schedule interview, Sari Utami',
    });
    schedule.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Schedule an interview with Sari Utami',
    });
    await within(dialog).findByRole('combobox', { name: /Interviewing PIC/ });
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-03');
    await user.type(within(dialog).getByLabelText(/^Time \(WIB\)/), '10:00');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Location/ }),
      'Kawasan Industri Jababeka, Gedung B',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));

    expect(
      await screen.findByText('Interview with Sari Utami scheduled on 3 Dec 2026, 10:00 WIB'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', `/pipeline/${SARI_ENTRY.id}/interview`)[0]?.body).toEqual({
      startsAt: '2026-12-03T10:00:00+07:00',
      durationMinutes: 60,
      location: 'Kawasan Industri Jababeka, Gedung B',
      notes: '',
      picId: DEWI_PIC_ID,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves a scheduled interview with its time filled in, and shows the server’s field errors', async () => {
    const message = 'Choose a PIC of this client who has an email address.';
    let tries = 0;
    const api = hiringApi({
      'GET /interviews': () => ({
        items: [interview(SARI_INTERVIEW_ID, '2026-12-03T03:00:00.000Z', { durationMinutes: 90 })],
      }),
      'PUT /pipeline/:id/interview': () => {
        tries += 1;
        if (tries === 1) return problem(400, 'validation-failed', message, { picId: message });
        return interview(SARI_INTERVIEW_ID, '2026-12-04T07:30:00.000Z', { sequence: 1 });
      },
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Move interview, Sari Utami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the interview of Sari Utami' });
    await within(dialog).findByRole('combobox', { name: /Interviewing PIC/ });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-12-03');
    expect(within(dialog).getByLabelText(/^Time \(WIB\)/)).toHaveValue('10:00');
    expect(within(dialog).getByRole('spinbutton', { name: /^Duration/ })).toHaveValue(90);

    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-12-04');
    const time = within(dialog).getByLabelText(/^Time \(WIB\)/);
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Move interview' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('combobox', { name: /Interviewing PIC/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(message));

    await user.click(within(dialog).getByRole('button', { name: 'Move interview' }));
    expect(
      await screen.findByText('The interview with Sari Utami moved to 4 Dec 2026, 14:30 WIB'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', `/pipeline/${SARI_ENTRY.id}/interview`)[1]?.body).toMatchObject({
      startsAt: '2026-12-04T14:30:00+07:00',
      durationMinutes: 90,
    });
  });

  it('offers the interview and the offer in a list row’s menu', async () => {
    hiringApi();
    const { user } = renderPage(<RequirementDetailPage />, { path, url: `${url}?view=list` });
    const table = await screen.findByRole('table', { name: 'Candidates in the pipeline' });
    const sari = within(table).getByRole('row', { name: /Sari Utami/ });
    await user.click(within(sari).getByRole('button', { name: 'Actions for Sari Utami' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make offer…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Make Sari Utami an offer' }),
    ).toBeInTheDocument();
  });
});

describe('offers', () => {
  it('needs the contract’s end for a PKWT requirement, then sends the offer', async () => {
    const api = hiringApi({
      'POST /pipeline/:id/offer': () => ({ expiresAt: '2026-12-17T03:00:00.000Z' }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Make offer, Sari Utami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Sari Utami an offer' });
    // The candidate's expected salary is offered first.
    expect(within(dialog).getByRole('textbox', { name: /^Monthly salary/ })).toHaveValue(
      '6.000.000',
    );
    await user.type(within(dialog).getByLabelText(/^Join date/), '2027-01-04');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('A PKWT offer needs the contract’s last day.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Contract end/), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to Sari Utami')).toBeInTheDocument();
    expect(screen.getByText('The link in their mail works until 17 Dec 2026.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)[0]?.body).toEqual({
      salary: 6_000_000,
      joinDate: '2027-01-04',
      contractEnd: '2027-12-31',
      notes: '',
      skipInterviewReason: null,
    });
  });

  it('needs a reason to offer a candidate whose interview has not taken place', async () => {
    const api = hiringApi({
      'GET /requirements/:id/pipeline': () => ({
        items: WELDER_PIPELINE.items.map((e) =>
          e.id === SARI_ENTRY.id ? { ...e, interviewHeldAt: null } : e,
        ),
      }),
      'POST /pipeline/:id/offer': () => ({ expiresAt: '2026-12-17T03:00:00.000Z' }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Make offer, Sari Utami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Sari Utami an offer' });
    expect(
      within(dialog).getByText(/No interview of Sari Utami has taken place yet/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Join date/), '2027-01-04');
    await user.type(within(dialog).getByLabelText(/^Contract end/), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('Say why the offer is made without an interview.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Why without an interview/ }),
      'Interviewed by the client last month',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to Sari Utami')).toBeInTheDocument();
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)[0]?.body).toMatchObject({
      skipInterviewReason: 'Interviewed by the client last month',
    });
  });

  it('asks no contract end for a permanent position', async () => {
    const api = hiringApi({
      'GET /requirements/:id': () => ({ ...WELDER, contractType: 'pkwtt' as const }),
      'POST /pipeline/:id/offer': () => ({ expiresAt: '2026-12-17T03:00:00.000Z' }),
    });
    const { user } = renderPage(<RequirementDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Make offer, Sari Utami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Sari Utami an offer' });
    expect(within(dialog).queryByLabelText(/^Contract end/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Join date/), '2027-01-04');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/pipeline/${SARI_ENTRY.id}/offer`)[0]?.body).toMatchObject({
      contractEnd: null,
    });
  });

  it('shows on the card that the candidate gave what payroll needs', async () => {
    hiringApi({
      'GET /requirements/:id/pipeline': () => ({
        items: WELDER_PIPELINE.items.map((e) =>
          e.id === SARI_ENTRY.id ? { ...e, payrollDataGiven: true } : e,
        ),
      }),
    });
    renderPage(<RequirementDetailPage />, { path, url });
    const sari = (await screen.findByRole('link', { name: 'Sari Utami' })).closest('li')!;
    expect(within(sari as HTMLElement).getByText('Payroll data given')).toBeVisible();
    const budi = screen.getByRole('link', { name: 'Budi Hartono' }).closest('li')!;
    expect(within(budi as HTMLElement).queryByText('Payroll data given')).toBeNull();
  });

  it('offers nothing on a closed requirement', async () => {
    hiringApi({
      'GET /requirements/:id': () => ({ ...CASHIER, id: WELDER_ID, status: 'fulfilled' as const }),
    });
    renderPage(<RequirementDetailPage />, { path, url });
    await screen.findByRole('region', { name: 'Sourced: 1 candidate' });
    expect(screen.queryByRole('button', { name: 'Send CVs' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Make offer, / })).toBeNull();
  });
});
