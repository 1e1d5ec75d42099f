import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalogs } from '@staffdesk/core';
import {
  Badge,
  Button,
  DescriptionList,
  LoadingState,
  Stack,
  StatusBadge,
  Text,
} from '@staffdesk/ui';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { RecruitingLinkStatus, skillsText } from '../components/Recruiting';
import {
  experienceText,
  interviewText,
  type PublicCandidate,
  type PublicCvList,
  type RecruitingAccess,
  recruitingLinks,
  useCvHref,
  useCvList,
  useRecruitingLinkAddress,
  wib,
} from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

const styles = {
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--sd-space-2)',
    padding: 'var(--sd-space-4)',
    border: '1px solid var(--sd-color-border)',
    borderRadius: 'var(--sd-radius-lg)',
    background: 'var(--sd-color-surface)',
  },
} satisfies Record<string, CSSProperties>;

/** The PIC's answer on the CV, as a badge that says it in words. */
function CvAnswerBadge({ candidate }: { candidate: PublicCandidate }) {
  const { t } = useLingui();
  switch (candidate.cvReview.decision) {
    case 'accepted':
      return <StatusBadge status="approved" label={t`Accepted for interview`} />;
    case 'rejected':
      return <StatusBadge status="rejected" label={t`CV rejected`} />;
    default:
      return <StatusBadge status="pending" label={t`Waiting for your answer`} />;
  }
}

/** One candidate: who, the CV, the answer so far, the interview, and the way to answer. */
function CandidateCard({
  candidate,
  requirementId,
  access,
}: {
  candidate: PublicCandidate;
  requirementId: string;
  access: RecruitingAccess;
}) {
  const { t } = useLingui();
  const cvHref = useCvHref(requirementId, candidate.id, access);
  const { fullName, interview, interviewFeedback } = candidate;
  const decided = candidate.cvReview.decision !== null;
  const held = interview?.held === true;
  return (
    <li>
      <article aria-label={fullName} style={styles.card}>
        <h2 className="sd-size-lg sd-wrap-anywhere">{fullName}</h2>
        <div className="sd-inline">
          <CvAnswerBadge candidate={candidate} />
          {interviewFeedback ? (
            <Badge tone="success">
              <Trans>Interview feedback given</Trans>
            </Badge>
          ) : null}
        </div>
        <DescriptionList
          items={[
            { label: t`City`, value: candidate.city || '—' },
            { label: t`Experience`, value: experienceText(candidate.experienceYears) },
            ...(candidate.skills.length > 0
              ? [{ label: t`Skills`, value: skillsText(candidate.skills) }]
              : []),
            ...(interview
              ? [{ label: t`Interview`, value: interviewText(interview), numeric: true }]
              : []),
          ]}
        />
        <Stack gap={2}>
          {candidate.hasCv ? (
            <a href={cvHref} target="_blank" rel="noopener noreferrer">
              <Trans>Open the CV of {fullName}</Trans>
            </a>
          ) : (
            <span className="sd-text-muted">
              <Trans>No CV file was sent.</Trans>
            </span>
          )}
          <Button asChild variant={decided ? 'secondary' : 'primary'} size="lg" block>
            <Link to={recruitingLinks.cvFeedback(requirementId, candidate.id, access)}>
              {decided ? <Trans>See your answer</Trans> : <Trans>Review and answer</Trans>}
            </Link>
          </Button>
          {held ? (
            <Button asChild variant={interviewFeedback ? 'secondary' : 'primary'} size="lg" block>
              <Link to={recruitingLinks.interviewFeedback(requirementId, candidate.id, access)}>
                {interviewFeedback ? (
                  <Trans>See your interview feedback</Trans>
                ) : (
                  <Trans>Give interview feedback</Trans>
                )}
              </Link>
            </Button>
          ) : null}
        </Stack>
      </article>
    </li>
  );
}

function CvList({ view, access }: { view: PublicCvList; access: RecruitingAccess }) {
  const { t } = useLingui();
  const { requirement, pic, candidates } = view;
  const { position, clientName } = requirement;
  const picName = pic.name;
  const until = wib(view.expiresAt);
  const waiting = candidates.filter((candidate) => candidate.cvReview.decision === null).length;
  const count = candidates.length;
  return (
    <PublicPage title={t`Candidates for ${position}`}>
      <p>
        <Trans>
          {picName}, these are the candidates we propose for {position} at {clientName}. Open each
          CV and tell us whether to invite the candidate to an interview.
        </Trans>
      </p>
      <DescriptionList
        items={[
          { label: t`Requirement`, value: requirement.number, numeric: true },
          { label: t`Position`, value: position },
          { label: t`Client`, value: clientName },
          ...(requirement.location ? [{ label: t`Location`, value: requirement.location }] : []),
          { label: t`Headcount`, value: requirement.headcount, numeric: true },
          ...(requirement.description
            ? [
                {
                  label: t`Description`,
                  value: <Text wrap="pre-line">{requirement.description}</Text>,
                },
              ]
            : []),
          ...(requirement.qualifications
            ? [
                {
                  label: t`Qualifications`,
                  value: <Text wrap="pre-line">{requirement.qualifications}</Text>,
                },
              ]
            : []),
        ]}
      />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      <section aria-label={t`Candidates`} className="sd-stack">
        {count > 0 ? (
          <>
            <p>
              <strong>{t`Candidates: ${count}. Waiting for your answer: ${waiting}.`}</strong>
            </p>
            <Stack as="ul" gap={3}>
              {candidates.map((candidate) => (
                <CandidateCard
                  key={candidate.id}
                  candidate={candidate}
                  requirementId={requirement.id}
                  access={access}
                />
              ))}
            </Stack>
          </>
        ) : (
          <p className="sd-text-muted">
            <Trans>No CV has been sent for this requirement yet.</Trans>
          </p>
        )}
      </section>
    </PublicPage>
  );
}

/**
 * `/client/public/:requirementId/cv-list?token=&email=`: the client PIC's list of the candidates
 * proposed for a requirement, from the link in their email, without signing in. The requirement's
 * facts, then a card per candidate with the CV, the answer so far and the interview, and the way
 * to the CV answer and, once the interview was held, the interview feedback (each link keeps the
 * token and the address). Speaks the link's language (the page's runtime config); its words are
 * the recruiting links' own catalog (`locales/pages/recruiting`), loaded with the page.
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  return ready ? <ClientCvList /> : <LoadingState rows={5} />;
}

function ClientCvList() {
  const { t } = useLingui();
  const { requirementId, access } = useRecruitingLinkAddress();
  const link = useCvList(requirementId, access);

  const data = link.data;
  if (data?.state !== 'open') {
    return <RecruitingLinkStatus link={link} loadingTitle={t`Opening the candidates`} />;
  }
  return <CvList view={data.view} access={access} />;
}
