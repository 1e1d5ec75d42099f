import { createStaffdeskQueryClient, createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useLinkView } from '../lib/links';
import { API_BASE } from '../testing';
import { DecidedLink, DecisionLinkPage, decisionOutcome } from './DecisionLinkPage';
import { PublicPage } from './PublicPage';
import { ReasonedAnswerForm } from './ReasonedAnswerForm';

type View = { state: 'open'; employee: string } | { state: 'decided'; decidedBy: string };
type Answer = { data?: unknown; error?: unknown; response: Response };

function answer(status: number, body: unknown): Answer {
  const response = new Response(JSON.stringify(body), { status });
  return status < 400 ? { data: body, response } : { error: body, response };
}

const OPEN: View = { state: 'open', employee: 'Budi Santoso' };
const DECIDED: View = { state: 'decided', decidedBy: 'Siti Rahmawati' };

/** A decide-once link on the blocks: `read` answers the link, `decide` the decision. */
function LinkPage({
  read,
  decide,
}: {
  read: () => Promise<Answer>;
  decide: (decision: string) => Promise<Answer>;
}) {
  const link = useLinkView<View>(['test-link'], true, read as () => Promise<never>);
  const navigate = useNavigate();
  return (
    <DecisionLinkPage link={link} loadingTitle="Opening the request" notFound="No such request.">
      {(view) =>
        view.state === 'decided' ? (
          <DecidedLink
            title="This request was already decided"
            banner={`Decided by ${view.decidedBy}.`}
          />
        ) : (
          <PublicPage title={`Approve the request of ${view.employee}?`}>
            <ReasonedAnswerForm
              name="Your decision"
              reasonLabel="Comment"
              reasonDescription="Required to reject."
              reasonField="comment"
              choices={[
                {
                  decision: 'approve',
                  label: 'Approve',
                  tone: 'primary',
                  confirmTitle: 'Approve this request?',
                  confirmDescription: 'You cannot change the decision afterwards.',
                },
                {
                  decision: 'reject',
                  label: 'Reject',
                  tone: 'danger',
                  confirmTitle: 'Reject this request?',
                  confirmDescription: 'You cannot change the decision afterwards.',
                  reasonRequired: 'Say why you reject.',
                },
              ]}
              onSend={async (decision) => {
                const outcome = await decisionOutcome(decide(decision));
                if (outcome.state === 'done') {
                  await navigate('/thanks');
                  return undefined;
                }
                if (outcome.state === 'stale') {
                  await link.refetch();
                  return undefined;
                }
                return { problem: outcome.problem };
              }}
            />
          </PublicPage>
        )
      }
    </DecisionLinkPage>
  );
}

let stores = 0;

function renderLink(
  read: () => Promise<Answer>,
  decide: (decision: string) => Promise<Answer> = async () => answer(200, DECIDED),
) {
  stores += 1;
  const tokenStore = createTokenStore({ key: `staffdesk.decision-test.${stores}` });
  onTestFinished(() => {
    tokenStore.removeToken();
    tokenStore.dispose();
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <LinkPage read={read} decide={decide} /> },
      { path: '/thanks', element: <p>Thank you. Your decision is recorded.</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <StaffdeskProvider
      config={{ apiBaseUrls: { main: API_BASE } }}
      catalogs={[]}
      tokenStore={tokenStore}
      queryClient={createStaffdeskQueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </StaffdeskProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the public decision page', () => {
  it('shows the loading card, then the open link', async () => {
    // One answer, held until the loading card has been seen, whenever the query asks for it.
    let open: (value: Answer) => void = () => undefined;
    const held = new Promise<Answer>((resolve) => (open = resolve));
    renderLink(() => held);
    expect(await screen.findByRole('heading', { name: 'Opening the request' })).toBeVisible();
    open(answer(200, OPEN));
    expect(
      await screen.findByRole('heading', { name: 'Approve the request of Budi Santoso?' }),
    ).toBeVisible();
  });

  it('says when the link is unknown', async () => {
    renderLink(async () => answer(404, { status: 404, code: 'not-found', title: 'Not found' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByText('No such request.')).toBeVisible();
  });

  it('says when the link has expired, in the server’s words', async () => {
    renderLink(async () =>
      answer(410, {
        status: 410,
        code: 'link-expired',
        title: 'Gone',
        detail: 'This link expired on 5 Dec 2026. Ask HR for a new one.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(
      screen.getByText('This link expired on 5 Dec 2026. Ask HR for a new one.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an already decided link with nothing left to do', async () => {
    renderLink(async () => answer(200, DECIDED));
    expect(
      await screen.findByRole('heading', { name: 'This request was already decided' }),
    ).toBeVisible();
    expect(screen.getByText('Decided by Siti Rahmawati.')).toBeVisible();
    expect(
      screen.getByText('Nothing more is needed from you. You can close this page.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows a failed load with a retry that reads the link again', async () => {
    const read = vi
      .fn<() => Promise<Answer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, OPEN));
    const { user } = renderLink(read);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Approve the request of Budi Santoso?' }),
    ).toBeVisible();
  });

  it('decides once, after a confirmation, and goes to the thank-you page', async () => {
    const decide = vi.fn(async () => answer(200, DECIDED));
    const { user, router } = renderLink(async () => answer(200, OPEN), decide);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    // Nothing is sent before the confirmation.
    expect(decide).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this request?' });
    expect(dialog).toHaveTextContent('You cannot change the decision afterwards.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thanks'));
    expect(screen.getByText('Thank you. Your decision is recorded.')).toBeVisible();
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith('approve');
  });

  it('shows the decided link when someone decided first (409)', async () => {
    const read = vi
      .fn<() => Promise<Answer>>()
      .mockResolvedValueOnce(answer(200, OPEN))
      .mockResolvedValue(answer(200, DECIDED));
    const decide = async () =>
      answer(409, { status: 409, code: 'already-decided', title: 'Conflict' });
    const { user } = renderLink(read, decide);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('alertdialog', { name: 'Approve this request?' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('heading', { name: 'This request was already decided' }),
    ).toBeVisible();
    expect(screen.getByText('Decided by Siti Rahmawati.')).toBeVisible();
  });
});
