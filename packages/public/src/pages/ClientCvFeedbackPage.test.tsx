import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCandidate } from '../lib/recruiting';
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
const formUrl = (candidateId: string) =>
  `/client/public/client/${REQUIREMENT_ID}/candidate/${candidateId}/feedback_cv_form${QUERY}`;
const LIST = 'GET /public/client-reviews/:requirementId';
const CANDIDATE = 'GET /public/client-reviews/:requirementId/candidates/:candidateId';
const DECIDE = 'POST /public/client-reviews/:requirementId/candidates/:candidateId/cv-feedback';
const DECIDE_PATH = `/public/client-reviews/${REQUIREMENT_ID}/candidates/${BUDI_ID}/cv-feedback`;

const BUDI = recruitingCandidate();
const ANI = recruitingCandidate({ id: ANI_ID, fullName: 'Ani Wijaya' });
const CITRA = recruitingCandidate({ id: CITRA_ID, fullName: 'Citra Lestari' });
const byId = new Map([BUDI, ANI, CITRA].map((candidate) => [candidate.id, candidate]));

const rejected = (candidate: PublicCandidate, by = 'Siti Rahmawati'): PublicCandidate => ({
  ...candidate,
  stage: 'rejected',
  cvReview: {
    decision: 'rejected',
    reason: 'No teller experience',
    decidedAt: '2026-11-21T07:05:00.000Z',
    decidedBy: by,
  },
});

/** The list and the candidates as the server answers them; `decided` replaces Budi's answer. */
function serve(
  routes: Partial<Parameters<typeof fakeApi>[0]> = {},
  budi: () => PublicCandidate = () => BUDI,
) {
  return fakeApi({
    [LIST]: () => recruitingCvList([budi(), ANI, CITRA]),
    [CANDIDATE]: ({ params }) =>
      params.candidateId === BUDI_ID
        ? budi()
        : (byId.get(params.candidateId ?? '') ??
          problem(404, 'not-found', 'This candidate was not sent for this requirement.')),
    ...routes,
  });
}

async function opened(name = 'CV of Budi Santoso') {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe("the client PIC's CV answer", () => {
  it("shows the candidate's profile, the CV and the way to the other candidates", async () => {
    const api = serve();
    const view = renderSignedOut(formUrl(BUDI_ID));
    expect(await opened()).toBeVisible();
    const [look] = api.callsTo(
      'GET',
      `/public/client-reviews/${REQUIREMENT_ID}/candidates/${BUDI_ID}`,
    );
    expect(look?.query.get('token')).toBe('tok123');
    expect(look?.query.get('email')).toBe('siti@bni.example');

    expect(screen.getByText('Jakarta')).toBeVisible();
    expect(screen.getByText('4 years of experience')).toBeVisible();
    expect(screen.getByText('Cash handling, Customer service')).toBeVisible();
    expect(screen.getByText('Rp 6.500.000')).toBeVisible();
    expect(screen.getByText('Teller at PT Bank Sejahtera')).toBeVisible();
    expect(screen.getByText('March 2021 – now')).toBeVisible();
    expect(screen.getByText('Universitas Indonesia')).toBeVisible();
    expect(screen.getByText('S1, Accounting')).toBeVisible();
    expect(screen.getByText('Graduated 2020')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open CV' })).toHaveAttribute(
      'href',
      `/api/v4/public/client-reviews/${REQUIREMENT_ID}/candidates/${BUDI_ID}/cv${QUERY}`,
    );

    const pager = await screen.findByRole('navigation', { name: 'Candidates' });
    expect(within(pager).getByText('Candidate 1 of 3')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('link', { name: 'All candidates' })).toHaveAttribute(
      'href',
      `/client/public/${REQUIREMENT_ID}/cv-list${QUERY}`,
    );
    const next = within(pager).getByRole('link', { name: 'Next candidate: Ani Wijaya' });
    expect(next).toHaveAttribute('href', formUrl(ANI_ID));

    await view.user.click(next);
    expect(await opened('CV of Ani Wijaya')).toBeVisible();
    expect(view.router.state.location.search).toBe(QUERY);
    expect(screen.getByText('Candidate 2 of 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Previous candidate: Budi Santoso' })).toHaveAttribute(
      'href',
      formUrl(BUDI_ID),
    );
    expect(screen.getByRole('link', { name: 'Next candidate: Citra Lestari' })).toBeVisible();
  });

  it('rejects only with a reason, confirmed first, then thanks the PIC', async () => {
    const api = serve({ [DECIDE]: () => rejected(BUDI) });
    const view = renderSignedOut(formUrl(BUDI_ID));
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Reject CV' }));
    expect(
      await screen.findByText(
        'Give the reason for rejecting this CV, so the recruiter can do better.',
      ),
    ).toBeVisible();
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST', DECIDE_PATH)).toEqual([]);

    await view.user.type(reason, 'No teller experience');
    await view.user.click(screen.getByRole('button', { name: 'Reject CV' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reject the CV of Budi Santoso?',
    });
    await view.user.click(within(confirm).getByRole('button', { name: 'Reject CV' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/public/cv-feedback/thanks-page'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your answer is recorded.' }),
    ).toBeVisible();
    expect(screen.getByText('You rejected the CV of Budi Santoso.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the candidates' })).toHaveAttribute(
      'href',
      `/client/public/${REQUIREMENT_ID}/cv-list${QUERY}`,
    );
    const posts = api.callsTo('POST', DECIDE_PATH);
    expect(posts.map((call) => call.body)).toEqual([
      { email: 'siti@bni.example', decision: 'reject', reason: 'No teller experience' },
    ]);
    expect(posts[0]?.query.get('token')).toBe('tok123');
  });

  it('accepts for an interview without a reason', async () => {
    const api = serve({
      [DECIDE]: () => ({
        ...BUDI,
        stage: 'interview',
        cvReview: {
          decision: 'accepted',
          reason: null,
          decidedAt: '2026-11-21T07:05:00.000Z',
          decidedBy: 'Siti Rahmawati',
        },
      }),
    });
    const view = renderSignedOut(formUrl(BUDI_ID));
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Accept for interview' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Invite Budi Santoso to an interview?',
    });
    await view.user.click(within(confirm).getByRole('button', { name: 'Accept for interview' }));
    expect(await screen.findByText('You accepted Budi Santoso for an interview.')).toBeVisible();
    expect(api.callsTo('POST', DECIDE_PATH).map((call) => call.body)).toEqual([
      { email: 'siti@bni.example', decision: 'accept', reason: null },
    ]);
  });

  it('says who answered first when the CV was answered meanwhile', async () => {
    let late = false;
    serve(
      {
        [DECIDE]: () => {
          late = true;
          return problem(
            409,
            'already-decided',
            'This answer was already given by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
          );
        },
      },
      () => (late ? rejected(BUDI, 'Rina Wulandari') : BUDI),
    );
    const view = renderSignedOut(formUrl(BUDI_ID));
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Accept for interview' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Accept for interview' }));
    expect(
      await screen.findByText(
        'This answer was already given by Rina Wulandari on 21 Nov 2026, 14:05 WIB.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('Rina Wulandari rejected this CV on 21 Nov 2026, 14:05 WIB.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept for interview' })).toBeNull();
    expect(view.router.state.location.pathname).toBe(
      `/client/public/client/${REQUIREMENT_ID}/candidate/${BUDI_ID}/feedback_cv_form`,
    );
  });

  it('shows an answer already given, without the buttons', async () => {
    serve({}, () => rejected(BUDI));
    renderSignedOut(formUrl(BUDI_ID));
    await opened();
    expect(
      screen.getByText('Siti Rahmawati rejected this CV on 21 Nov 2026, 14:05 WIB.'),
    ).toBeVisible();
    expect(screen.getByText('Reason: “No teller experience”')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject CV' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the link expired', async () => {
    serve({
      [CANDIDATE]: () =>
        problem(
          410,
          'link-expired',
          'This link has expired. Ask the recruiter to send the CVs again.',
        ),
    });
    renderSignedOut(formUrl(BUDI_ID));
    expect(await opened('This link has expired')).toBeVisible();
    expect(
      screen.getByText('This link has expired. Ask the recruiter to send the CVs again.'),
    ).toBeVisible();
  });

  it('says when a link is unknown', async () => {
    serve({
      [CANDIDATE]: () =>
        problem(404, 'not-found', 'This link is not valid. Ask the recruiter for a new one.'),
    });
    renderSignedOut(formUrl(BUDI_ID));
    expect(await opened('This link is not valid')).toBeVisible();
  });
});
