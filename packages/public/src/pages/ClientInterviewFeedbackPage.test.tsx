import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCandidate } from '../lib/recruiting';
import { BUDI_ID, REQUIREMENT_ID, recruitingCandidate, renderSignedOut } from '../testing';

const QUERY = '?token=tok123&email=siti%40bni.example';
const URL_ = `/public/client/${REQUIREMENT_ID}/candidate/${BUDI_ID}/feedback_interview_form${QUERY}`;
const CANDIDATE = 'GET /public/client-reviews/:requirementId/candidates/:candidateId';
const SEND =
  'POST /public/client-reviews/:requirementId/candidates/:candidateId/interview-feedback';
const SEND_PATH = `/public/client-reviews/${REQUIREMENT_ID}/candidates/${BUDI_ID}/interview-feedback`;

const INTERVIEWED = recruitingCandidate({
  stage: 'interview',
  cvReview: {
    decision: 'accepted',
    reason: null,
    decidedAt: '2026-11-21T07:05:00.000Z',
    decidedBy: 'Siti Rahmawati',
  },
  interview: {
    startsAt: '2026-11-25T03:00:00.000Z',
    durationMinutes: 60,
    location: 'Sudirman branch',
    held: true,
  },
});

const withFeedback = (candidate: PublicCandidate): PublicCandidate => ({
  ...candidate,
  interviewFeedback: {
    score: 4,
    recommendation: 'hire',
    comments: 'Calm and precise.',
    decidedBy: 'Siti Rahmawati',
    decidedAt: '2026-11-25T08:00:00.000Z',
  },
});

async function opened(name = 'Interview of Budi Santoso') {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe("the client PIC's interview feedback", () => {
  it('sends a score, a recommendation and comments, confirmed first', async () => {
    const api = fakeApi({
      [CANDIDATE]: () => INTERVIEWED,
      [SEND]: () => withFeedback(INTERVIEWED),
    });
    const view = renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    expect(screen.getByText('25 Nov 2026, 10:00 WIB, 60 minutes, Sudirman branch')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All candidates' })).toHaveAttribute(
      'href',
      `/client/public/${REQUIREMENT_ID}/cv-list${QUERY}`,
    );

    await view.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a score from 1 to 5.')).toBeVisible();
    expect(screen.getByText('Choose your recommendation.')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: /Score/ })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const score = screen.getByRole('radiogroup', { name: /Score/ });
    await view.user.click(within(score).getByRole('radio', { name: '4 – Above expectations' }));
    const recommendation = screen.getByRole('radiogroup', { name: /Your recommendation/ });
    await view.user.click(within(recommendation).getByRole('radio', { name: 'Hire' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Calm and precise.');
    expect(screen.queryByText('Choose a score from 1 to 5.')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Send feedback' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Send your feedback on Budi Santoso?',
    });
    expect(
      within(confirm).getByText(/Score: 4 – Above expectations\. Recommendation: Hire\./),
    ).toBeVisible();
    expect(api.callsTo('POST', SEND_PATH)).toEqual([]);
    await view.user.click(within(confirm).getByRole('button', { name: 'Send feedback' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/public/interview-feedback/thanks-page'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your feedback.' }),
    ).toBeVisible();
    expect(
      screen.getByText('You gave your feedback on the interview of Budi Santoso.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the candidates' })).toHaveAttribute(
      'href',
      `/client/public/${REQUIREMENT_ID}/cv-list${QUERY}`,
    );
    const posts = api.callsTo('POST', SEND_PATH);
    expect(posts.map((call) => call.body)).toEqual([
      {
        email: 'siti@bni.example',
        score: 4,
        recommendation: 'hire',
        comments: 'Calm and precise.',
      },
    ]);
    expect(posts[0]?.query.get('token')).toBe('tok123');
  });

  it('shows the feedback already given, without the form', async () => {
    fakeApi({ [CANDIDATE]: () => withFeedback(INTERVIEWED) });
    renderSignedOut(URL_);
    await opened();
    expect(
      screen.getByText('Siti Rahmawati gave this feedback on 25 Nov 2026, 15:00 WIB.'),
    ).toBeVisible();
    expect(screen.getByText('4 – Above expectations')).toBeVisible();
    expect(screen.getByText('Hire')).toBeVisible();
    expect(screen.getByText('Calm and precise.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('says so before the interview took place', async () => {
    fakeApi({
      [CANDIDATE]: () => ({
        ...INTERVIEWED,
        interview: { ...INTERVIEWED.interview!, held: false },
      }),
    });
    renderSignedOut(URL_);
    await opened();
    expect(screen.getByText(/The interview has not taken place yet/)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows the server’s word when feedback was given meanwhile', async () => {
    let late = false;
    fakeApi({
      [CANDIDATE]: () => (late ? withFeedback(INTERVIEWED) : INTERVIEWED),
      [SEND]: () => {
        late = true;
        return problem(
          409,
          'already-decided',
          'This feedback was already given by Siti Rahmawati on 25 Nov 2026, 15:00 WIB.',
        );
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('radio', { name: '3 – Meets expectations' }));
    await view.user.click(screen.getByRole('radio', { name: 'Undecided' }));
    await view.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText(
        'This feedback was already given by Siti Rahmawati on 25 Nov 2026, 15:00 WIB.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Calm and precise.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('says when the link expired', async () => {
    fakeApi({
      [CANDIDATE]: () =>
        problem(
          410,
          'link-expired',
          'This link has expired. Ask the recruiter to send the CVs again.',
        ),
    });
    renderSignedOut(URL_);
    expect(await opened('This link has expired')).toBeVisible();
  });
});
