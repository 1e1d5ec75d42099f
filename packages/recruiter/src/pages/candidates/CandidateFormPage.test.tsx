import { routePatterns } from '@staffdesk/core';
import { fakeApi, json, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Candidate, CandidateDuplicate } from '../../hooks/useCandidates';
import { ANDI, ANDI_COPY, RECRUITER_ME } from '../../testing/candidates';
import { Component as CandidateFormPage } from './CandidateFormPage';

const path = routePatterns.recruiter.candidate.form;
const url = '/recruiter/candidate/form/add';

const { cvText: _cvText, pipelines: _pipelines, ...PROFILE } = ANDI;
/** Andi, found again by the phone being typed. */
const DUPLICATE: CandidateDuplicate = { ...PROFILE, matchedOn: ['phone'] };

function created(body: unknown): Candidate {
  const sent = body as { fullName: string; phone: string | null };
  return { ...ANDI_COPY, fullName: sent.fullName, phone: sent.phone };
}

describe('adding a candidate', () => {
  it('warns about a candidate with the same phone, and saves with allowDuplicate when ticked', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates/duplicates': ({ query }) => ({
        items: query.get('phone') ? [DUPLICATE] : [],
      }),
      'POST /candidates': ({ body }) => json(201, created(body)),
      'GET /candidates/:id': () => ANDI_COPY,
    });
    const { user, router } = renderPage(<CandidateFormPage />, { path, url });
    await user.type(
      await screen.findByRole('textbox', { name: /Full name/ }, { timeout: 3000 }),
      'Andi S.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0812 3456 7890');

    const warning = await screen.findByText('This may be a candidate we already have');
    await waitFor(() =>
      expect(api.callsTo('GET', '/candidates/duplicates').at(-1)?.query.get('phone')).toBe(
        '0812 3456 7890',
      ),
    );
    const matches = await screen.findByRole('list', { name: 'Possible duplicates' });
    expect(within(matches).getByRole('link', { name: 'Andi Saputra' })).toHaveAttribute(
      'href',
      `/recruiter/candidate/${ANDI.id}`,
    );
    expect(matches).toHaveTextContent('(same phone)');
    expect(warning).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'This is a different person' }));
    // Indonesian unless the recruiter says otherwise: their offer and interview mails follow it.
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('id');
    await user.selectOptions(language, 'en');
    await user.click(screen.getByRole('button', { name: 'Save candidate' }));
    await waitFor(() => expect(api.callsTo('POST', '/candidates')).toHaveLength(1));
    const body = api.callsTo('POST', '/candidates')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      fullName: 'Andi S.',
      phone: '0812 3456 7890',
      email: null,
      source: 'other',
      preferredLanguage: 'en',
      allowDuplicate: true,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/recruiter/candidate/${ANDI_COPY.id}`),
    );
  });

  it('shows the server’s duplicate refusal under the field', async () => {
    const api = fakeApi({
      'GET /me': () => RECRUITER_ME,
      'GET /candidates/duplicates': () => ({ items: [] }),
      'POST /candidates': () =>
        problem(
          409,
          'duplicate-candidate',
          'Andi Saputra already has this email. Open that candidate, or merge the two.',
          { email: 'Andi Saputra already has this email. Open that candidate, or merge the two.' },
        ),
    });
    const { user } = renderPage(<CandidateFormPage />, { path, url });
    await user.type(
      await screen.findByRole('textbox', { name: /Full name/ }, { timeout: 3000 }),
      'Andi',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'andi.saputra@example.com');
    await user.click(screen.getByRole('button', { name: 'Save candidate' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already has this email/));
    expect(api.callsTo('POST', '/candidates')[0]?.body).not.toHaveProperty('allowDuplicate');
    expect(screen.getByRole('checkbox', { name: 'This is a different person' })).not.toBeChecked();
  });
});
