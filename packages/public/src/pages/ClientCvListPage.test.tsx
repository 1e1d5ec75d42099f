import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ANI_ID,
  BUDI_ID,
  CITRA_ID,
  REQUIREMENT_ID,
  recruitingCandidate,
  recruitingCvList,
  renderSignedOut,
} from '../testing';

const QUERY = '?token=tok123&email=siti%40bni.example';
const URL_ = `/client/public/${REQUIREMENT_ID}/cv-list${QUERY}`;
const LIST = 'GET /public/client-reviews/:requirementId';

const CANDIDATES = [
  recruitingCandidate(),
  recruitingCandidate({
    id: ANI_ID,
    fullName: 'Ani Wijaya',
    city: 'Bekasi',
    experienceYears: 1,
    skills: ['Sales'],
    cvReview: {
      decision: 'accepted',
      reason: null,
      decidedAt: '2026-11-21T07:05:00.000Z',
      decidedBy: 'Siti Rahmawati',
    },
    stage: 'interview',
    interview: {
      startsAt: '2026-11-25T03:00:00.000Z',
      durationMinutes: 60,
      location: 'Sudirman branch',
      held: true,
    },
  }),
  recruitingCandidate({
    id: CITRA_ID,
    fullName: 'Citra Lestari',
    hasCv: false,
    cvFileName: null,
    cvReview: {
      decision: 'rejected',
      reason: 'No teller experience',
      decidedAt: '2026-11-21T07:05:00.000Z',
      decidedBy: 'Siti Rahmawati',
    },
  }),
];

async function opened(name = 'Candidates for Teller') {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe("the client PIC's CV list", () => {
  it('shows the requirement and a card per candidate whose links keep the token and address', async () => {
    const api = fakeApi({ [LIST]: () => recruitingCvList(CANDIDATES) });
    renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    const [call] = api.callsTo('GET', `/public/client-reviews/${REQUIREMENT_ID}`);
    expect(call?.query.get('token')).toBe('tok123');
    expect(call?.query.get('email')).toBe('siti@bni.example');

    expect(screen.getByText('REQ-2026-0007')).toBeVisible();
    expect(screen.getByText('PT Bank Nusantara')).toBeVisible();
    expect(screen.getByText('Jakarta Selatan')).toBeVisible();
    expect(screen.getByText(/Two years as a teller/)).toBeVisible();
    expect(screen.getByText('Candidates: 3. Waiting for your answer: 1.')).toBeVisible();

    const budi = screen.getByRole('article', { name: 'Budi Santoso' });
    expect(within(budi).getByText('Jakarta')).toBeVisible();
    expect(within(budi).getByText('4 years of experience')).toBeVisible();
    expect(within(budi).getByText('Cash handling, Customer service')).toBeVisible();
    expect(within(budi).getByText('Waiting for your answer')).toBeVisible();
    const cv = within(budi).getByRole('link', { name: 'Open the CV of Budi Santoso' });
    expect(cv).toHaveAttribute(
      'href',
      `/api/v4/public/client-reviews/${REQUIREMENT_ID}/candidates/${BUDI_ID}/cv${QUERY}`,
    );
    expect(cv).toHaveAttribute('target', '_blank');
    expect(within(budi).getByRole('link', { name: 'Review and answer' })).toHaveAttribute(
      'href',
      `/client/public/client/${REQUIREMENT_ID}/candidate/${BUDI_ID}/feedback_cv_form${QUERY}`,
    );
    expect(within(budi).queryByRole('link', { name: 'Give interview feedback' })).toBeNull();

    const ani = screen.getByRole('article', { name: 'Ani Wijaya' });
    expect(within(ani).getByText('1 year of experience')).toBeVisible();
    expect(within(ani).getByText('Accepted for interview')).toBeVisible();
    expect(
      within(ani).getByText('25 Nov 2026, 10:00 WIB, 60 minutes, Sudirman branch'),
    ).toBeVisible();
    expect(within(ani).getByRole('link', { name: 'See your answer' })).toHaveAttribute(
      'href',
      `/client/public/client/${REQUIREMENT_ID}/candidate/${ANI_ID}/feedback_cv_form${QUERY}`,
    );
    expect(within(ani).getByRole('link', { name: 'Give interview feedback' })).toHaveAttribute(
      'href',
      `/public/client/${REQUIREMENT_ID}/candidate/${ANI_ID}/feedback_interview_form${QUERY}`,
    );

    const citra = screen.getByRole('article', { name: 'Citra Lestari' });
    expect(within(citra).getByText('CV rejected')).toBeVisible();
    expect(within(citra).getByText('No CV file was sent.')).toBeVisible();
    expect(within(citra).queryByRole('link', { name: /Open the CV/ })).toBeNull();
  });

  it('says when the link expired', async () => {
    fakeApi({
      [LIST]: () =>
        problem(
          410,
          'link-expired',
          'This link has expired. Ask the recruiter to send the CVs again.',
        ),
    });
    renderSignedOut(URL_);
    expect(await opened('This link has expired')).toBeVisible();
    expect(
      screen.getByText('This link has expired. Ask the recruiter to send the CVs again.'),
    ).toBeVisible();
  });

  it('says when a link is unknown or sent to another address', async () => {
    fakeApi({
      [LIST]: () =>
        problem(404, 'not-found', 'This link is not valid. Ask the recruiter for a new one.'),
    });
    renderSignedOut(URL_);
    expect(await opened('This link is not valid')).toBeVisible();
    expect(screen.getByText(/It works only for the address it was sent to/)).toBeVisible();
  });

  it('asks nothing of the server for a link without its address', async () => {
    const api = fakeApi({ [LIST]: () => recruitingCvList() });
    renderSignedOut(`/client/public/${REQUIREMENT_ID}/cv-list?token=tok123`);
    expect(await opened('This link is not valid')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the list could not be loaded', async () => {
    fakeApi({ [LIST]: () => problem(400, 'validation-failed', 'The link is malformed.') });
    renderSignedOut(URL_);
    expect(await opened('Something went wrong')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("speaks the link's language", async () => {
    localStorage.removeItem('staffdesk.locale');
    fakeApi({ [LIST]: () => recruitingCvList(CANDIDATES, { locale: 'id' }) });
    renderSignedOut(URL_, { pageLocale: 'id' });
    expect(await opened('Kandidat untuk Teller')).toBeVisible();
    const budi = screen.getByRole('article', { name: 'Budi Santoso' });
    expect(within(budi).getByText('Menunggu jawaban Anda')).toBeVisible();
    expect(within(budi).getByText('Pengalaman 4 tahun')).toBeVisible();
  });
});
