import { Trans, useLingui } from '@lingui/react/macro';
import { useApi, useCatalogs } from '@staffdesk/core';
import { Banner, LoadingState } from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DecidedLink, decisionOutcome } from '../components/DecisionLinkPage';
import { PublicPage } from '../components/PublicPage';
import { ReasonedAnswerForm } from '../components/ReasonedAnswerForm';
import { OfferSummary, RecruitingLinkStatus } from '../components/Recruiting';
import {
  type OfferDecision,
  openLink,
  type PublicOffer,
  type RecruitingAccess,
  recruitingLinks,
  useOffer,
  useRecruitingLinkAddress,
  wib,
} from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

const RESPOND = '/public/offers/{requirementId}/candidates/{candidateId}/response';

/** The answer already given: accepted or declined, when, and the reason of a decline. */
function Answered({ offer, notice }: { offer: PublicOffer; notice: string | null }) {
  const { t } = useLingui();
  const when = offer.respondedAt ? wib(offer.respondedAt) : '';
  const reason = offer.responseReason;
  const accepted = offer.response === 'accepted';
  let text: string;
  if (accepted) text = when ? t`You accepted this offer on ${when}.` : t`You accepted this offer.`;
  else text = when ? t`You declined this offer on ${when}.` : t`You declined this offer.`;
  return (
    <DecidedLink
      title={t`Your answer to the offer`}
      notice={notice}
      tone={accepted ? 'success' : 'info'}
      banner={text}
      closing={
        accepted ? (
          <Trans>The recruiter contacts you about your contract and your first day.</Trans>
        ) : (
          <Trans>Thank you for letting us know. Nothing more is needed from you.</Trans>
        )
      }
    >
      {!accepted && reason ? (
        <p>
          <Trans>Your reason: “{reason}”</Trans>
        </p>
      ) : null}
      <OfferSummary offer={offer} />
    </DecidedLink>
  );
}

/** The offer, a reason (required to decline) and the two answers. */
function ResponseForm({
  offer,
  access,
  notice,
  onStale,
}: {
  offer: PublicOffer;
  access: RecruitingAccess;
  notice: string | null;
  /** After the server said the offer can no longer be answered (409, 410, 404): its word, reloaded. */
  onStale: (message: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { requirement, candidate } = offer;
  const link = useOffer(requirement.id, candidate.id, access);
  const { position, clientName } = requirement;
  const until = wib(offer.expiresAt);

  async function send(decision: OfferDecision, reason: string | null) {
    const outcome = await decisionOutcome(
      client.POST(RESPOND, {
        params: {
          path: { requirementId: requirement.id, candidateId: candidate.id },
          query: { token: access.token },
        },
        body: { email: access.email, decision, reason },
      }),
    );
    if (outcome.state === 'done') {
      const { data } = outcome;
      await navigate(
        recruitingLinks.thanks('candidate-response', requirement.id, candidate.id, access),
        { state: { decision } },
      );
      // Once the page has gone, the cached offer is the answered one, for the Back button.
      queryClient.setQueryData(link.queryKey, openLink(data));
      return undefined;
    }
    if (outcome.state === 'stale') {
      await onStale(outcome.message);
      return undefined;
    }
    return { problem: outcome.problem };
  }

  return (
    <PublicPage title={t`Do you accept the offer for ${position}?`}>
      <p>
        <Trans>
          {clientName} offers you the position of {position}. Accept the offer, or decline it with
          your reason.
        </Trans>
      </p>
      <OfferSummary offer={offer} />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      <ReasonedAnswerForm<OfferDecision>
        name={t`Your answer`}
        reasonLabel={t`Reason`}
        reasonDescription={t`Optional to accept. To decline, tell us why.`}
        choices={[
          {
            decision: 'accept',
            label: t`Accept offer`,
            tone: 'primary',
            confirmTitle: t`Accept the offer for ${position}?`,
            confirmDescription: t`You accept the position of ${position} at ${clientName}, and the recruiter prepares your contract. You cannot change the answer afterwards.`,
          },
          {
            decision: 'decline',
            label: t`Decline offer`,
            tone: 'danger',
            confirmTitle: t`Decline the offer for ${position}?`,
            confirmDescription: t`You decline the position of ${position} at ${clientName}, and the recruiter is told. You cannot change the answer afterwards.`,
            reasonRequired: t`Tell us why you decline the offer.`,
          },
        ]}
        onSend={send}
      />
    </PublicPage>
  );
}

/**
 * `/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_response?token=&email=`:
 * the candidate accepts the offer or declines it with a reason; an alert dialog confirms the
 * answer, which leads to the thank-you page. Before the data is confirmed the page sends them to
 * `candidate_confirmation` (same query); an answer already given is shown.
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  return ready ? <CandidateResponse /> : <LoadingState rows={5} />;
}

function CandidateResponse() {
  const { t } = useLingui();
  const { requirementId, candidateId, access } = useRecruitingLinkAddress();
  const link = useOffer(requirementId, candidateId, access);
  const [notice, setNotice] = useState<string | null>(null);

  const data = link.data;
  if (data?.state !== 'open') {
    return <RecruitingLinkStatus link={link} loadingTitle={t`Opening your offer`} />;
  }
  const offer = data.view;
  if (offer.response) return <Answered offer={offer} notice={notice} />;
  if (!offer.confirmation) {
    return (
      <Navigate replace to={recruitingLinks.confirmation(requirementId, candidateId, access)} />
    );
  }
  return (
    <ResponseForm
      offer={offer}
      access={access}
      notice={notice}
      onStale={(message) => {
        setNotice(message);
        return link.refetch();
      }}
    />
  );
}
