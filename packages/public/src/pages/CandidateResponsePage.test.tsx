import { fakeApi, problem } from '@staffdesk/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicOffer } from '../lib/recruiting';
import { BUDI_ID, REQUIREMENT_ID, recruitingOffer, renderSignedOut } from '../testing';

const QUERY = '?token=tok456&email=budi%40example.com';
const PAGE = `/candidate/public/requirement/${REQUIREMENT_ID}/candidate/${BUDI_ID}`;
const URL_ = `${PAGE}/candidate_response${QUERY}`;
const OFFER = 'GET /public/offers/:requirementId/candidates/:candidateId';
const RESPOND = 'POST /public/offers/:requirementId/candidates/:candidateId/response';
const RESPOND_PATH = `/public/offers/${REQUIREMENT_ID}/candidates/${BUDI_ID}/response`;

const CONFIRMED: PublicOffer = recruitingOffer({
  confirmation: {
    fullName: 'Budi Santoso',
    nik: '3174012501990001',
    birthDate: '1999-01-25',
    birthPlace: 'Bogor',
    gender: 'male',
    address: 'Jl. Kenanga 5, Jakarta Selatan',
    phone: '+62 812 3456 7890',
    email: 'budi@example.com',
  },
  confirmedAt: '2026-12-01T02:00:00.000Z',
});

const answered = (response: 'accepted' | 'declined', reason: string | null): PublicOffer => ({
  ...CONFIRMED,
  response,
  responseReason: reason,
  respondedAt: '2026-12-02T03:30:00.000Z',
});

const isPost = (call: { method: string }) => call.method === 'POST';

async function opened(name = 'Do you accept the offer for Teller?') {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe("the candidate's answer to the offer", () => {
  it('declines only with a reason, confirmed first, then thanks the candidate', async () => {
    const api = fakeApi({
      [OFFER]: () => CONFIRMED,
      [RESPOND]: () => answered('declined', 'I accepted another offer'),
    });
    const view = renderSignedOut(URL_);
    expect(await opened()).toBeVisible();
    expect(screen.getByText('Rp 6.500.000')).toBeVisible();
    expect(screen.getByText('4 Jan 2027')).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Decline offer' }));
    expect(await screen.findByText('Tell us why you decline the offer.')).toBeVisible();
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some(isPost)).toBe(false);

    await view.user.type(reason, 'I accepted another offer');
    await view.user.click(screen.getByRole('button', { name: 'Decline offer' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Decline the offer for Teller?',
    });
    await view.user.click(within(confirm).getByRole('button', { name: 'Decline offer' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/public/candidate-response/thanks-page'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you. Your answer is recorded.' }),
    ).toBeVisible();
    expect(screen.getByText('You declined the offer.')).toBeVisible();
    const posts = api.callsTo('POST', RESPOND_PATH);
    expect(posts.map((call) => call.body)).toEqual([
      { email: 'budi@example.com', decision: 'decline', reason: 'I accepted another offer' },
    ]);
    expect(posts[0]?.query.get('token')).toBe('tok456');
  });

  it('accepts the offer', async () => {
    const api = fakeApi({
      [OFFER]: () => CONFIRMED,
      [RESPOND]: () => answered('accepted', null),
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Accept offer' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Accept the offer for Teller?',
    });
    await view.user.click(within(confirm).getByRole('button', { name: 'Accept offer' }));
    expect(await screen.findByText('You accepted the offer.')).toBeVisible();
    expect(api.callsTo('POST', RESPOND_PATH).map((call) => call.body)).toEqual([
      { email: 'budi@example.com', decision: 'accept', reason: null },
    ]);
  });

  it('sends a candidate who has not confirmed their data to the confirmation', async () => {
    fakeApi({ [OFFER]: () => recruitingOffer() });
    const view = renderSignedOut(URL_);
    expect(await opened('Your offer for Teller')).toBeVisible();
    expect(view.router.state.location.pathname).toBe(`${PAGE}/candidate_confirmation`);
    expect(view.router.state.location.search).toBe(QUERY);
  });

  it('shows an answer already given', async () => {
    fakeApi({ [OFFER]: () => answered('declined', 'I accepted another offer') });
    renderSignedOut(URL_);
    expect(await opened('Your answer to the offer')).toBeVisible();
    expect(screen.getByText('You declined this offer on 2 Dec 2026, 10:30 WIB.')).toBeVisible();
    expect(screen.getByText('Your reason: “I accepted another offer”')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('shows the server’s word when the offer was answered meanwhile', async () => {
    let late = false;
    fakeApi({
      [OFFER]: () => (late ? answered('accepted', null) : CONFIRMED),
      [RESPOND]: () => {
        late = true;
        return problem(
          409,
          'already-decided',
          'You already accepted this offer on 2 Dec 2026, 10:30 WIB.',
        );
      },
    });
    const view = renderSignedOut(URL_);
    await opened();
    await view.user.click(screen.getByRole('button', { name: 'Accept offer' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Accept offer' }));
    expect(
      await screen.findByText('You already accepted this offer on 2 Dec 2026, 10:30 WIB.'),
    ).toBeVisible();
    expect(screen.getByText('You accepted this offer on 2 Dec 2026, 10:30 WIB.')).toBeVisible();
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
});
