import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDI_ID, REQUIREMENT_ID, renderSignedOut } from '../testing';

const LINK = `?requirement=${REQUIREMENT_ID}&candidate=${BUDI_ID}&token=tok456&email=budi%40example.com`;

async function opened(name: string) {
  return screen.findByRole('heading', { name }, { timeout: 5000 });
}

describe('the thank-you page of the recruiting links', () => {
  it('leads a candidate who confirmed their data on to the answer', async () => {
    renderSignedOut(`/public/candidate-confirmation/thanks-page${LINK}`);
    expect(await opened('Thank you. Your data is confirmed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      `/candidate/public/requirement/${REQUIREMENT_ID}/candidate/${BUDI_ID}/candidate_response?token=tok456&email=budi%40example.com`,
    );
  });

  it('says what happens next, without a way back when the link is not named', async () => {
    renderSignedOut('/public/cv-feedback/thanks-page');
    expect(await opened('Thank you. Your answer is recorded.')).toBeVisible();
    expect(screen.getByText(/The recruiter is told at once/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the candidates' })).toBeNull();
  });

  it('thanks for an answer of a kind it does not know', async () => {
    renderSignedOut('/public/something-else/thanks-page');
    expect(await opened('Thank you. Your answer is recorded.')).toBeVisible();
    expect(
      screen.getByText('Nothing more is needed from you. You can close this page.'),
    ).toBeVisible();
  });
});
