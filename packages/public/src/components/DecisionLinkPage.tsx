import { Trans, useLingui } from '@lingui/react/macro';
import { problemMessage } from '@staffdesk/core';
import { Banner, Button, LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import type { LinkExpired, LinkNotFound } from '../lib/links';
import { PublicPage } from './PublicPage';

/** The parts of a link's query the page shows. */
export type DecisionLinkQuery<Data> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
};

/** What a link's query answers once it can be shown: its view, whatever state it is in. */
export type LinkAnswer<Data> = Exclude<Data, LinkNotFound | LinkExpired>;

export type DecisionLinkPageProps<Data extends { state: string }> = {
  link: DecisionLinkQuery<Data>;
  /** The card's title (and the loading state's name) while the link is read. */
  loadingTitle: string;
  /** What an unknown link (or one for another address) says: whose link, whom to ask. */
  notFound: ReactNode;
  /** The expired link's words when the server gives none, or a later word of the server's. */
  expiredMessage?: string | null;
  /** The link's own page, once it is read and neither unknown nor expired (open or decided). */
  children: (view: LinkAnswer<Data>) => ReactNode;
};

/**
 * A page opened from a mailed decide-once link (no sign-in): while the link is read, a loading
 * card; a failed read, the problem with "Try again"; an unknown link (404, or another address),
 * why and whom to ask; an expired one (410), the server's word and nothing else; otherwise the
 * page's own card for the link's view, open or already decided (`DecidedLink`). Light on purpose
 * (the signed-out pages' budget): no form library, no dialog; the decision itself is the page's
 * (`ReasonedAnswerForm` confirms it first), its answer read by `decisionOutcome`.
 */
export function DecisionLinkPage<Data extends { state: string }>({
  link,
  loadingTitle,
  notFound,
  expiredMessage,
  children,
}: DecisionLinkPageProps<Data>) {
  const { t } = useLingui();
  if (link.isPending) {
    return (
      <PublicPage title={loadingTitle}>
        <LoadingState rows={5} label={loadingTitle} />
      </PublicPage>
    );
  }
  if (link.isError || link.data === undefined) {
    return (
      <PublicPage title={t`Something went wrong`}>
        <Banner
          tone="error"
          action={
            <Button size="sm" onClick={() => void link.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {problemMessage(link.error)}
        </Banner>
      </PublicPage>
    );
  }
  const data = link.data as Data | LinkNotFound | LinkExpired;
  if (data.state === 'not-found' || data.state === 'expired') {
    // An expired link shows nothing but that (the server answers 410 with no record): the
    // server's word on whom to ask for a new one, else ours.
    const expired = data.state === 'expired';
    return (
      <PublicPage title={expired ? t`This link has expired` : t`This link is not valid`}>
        <Banner tone="warning">
          {expired
            ? expiredMessage ||
              (data as LinkExpired).message || (
                <Trans>This link has expired. Ask the sender for a new one.</Trans>
              )
            : notFound}
        </Banner>
      </PublicPage>
    );
  }
  return children(data as LinkAnswer<Data>);
}

export type DecidedLinkProps = {
  title: string;
  /** What was decided, by whom and when (or the server's word on a decision that came too late). */
  banner: ReactNode;
  tone?: 'info' | 'success' | 'warning';
  /** Above the banner (e.g. the request's state). */
  lead?: ReactNode;
  /** A word of the server's above the banner (a decision that came too late). */
  notice?: string | null;
  /** The facts, between the banner and the closing words. */
  children?: ReactNode;
  /** The closing words (default: nothing more is needed, close the page). */
  closing?: ReactNode;
};

/** A link already decided (by this reader or another): what was decided, and nothing to do. */
export function DecidedLink({
  title,
  banner,
  tone = 'info',
  lead,
  notice,
  children,
  closing,
}: DecidedLinkProps) {
  return (
    <PublicPage title={title}>
      {lead}
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      <Banner tone={tone}>{banner}</Banner>
      {children}
      <p>{closing ?? <Trans>Nothing more is needed from you. You can close this page.</Trans>}</p>
    </PublicPage>
  );
}

/** An answer of the typed client (`fetchClient.POST`). */
type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * What a decision's answer means: `done` (the new view), `stale` when the link can no longer
 * decide (409 decided meanwhile, 410 expired, 404 gone: reload it and show the server's word), or
 * `refused` (a problem to show on the form).
 */
export type DecisionOutcome<T> =
  | { state: 'done'; data: T }
  | { state: 'stale'; message: string }
  | { state: 'refused'; problem: unknown };

/** Reads a decision's answer: done, stale or refused (see `DecisionOutcome`). */
export async function decisionOutcome<T>(call: Promise<Answer<T>>): Promise<DecisionOutcome<T>> {
  const { data, error, response } = await call;
  if (response.ok) return { state: 'done', data: data as T };
  if (response.status === 409 || response.status === 410 || response.status === 404) {
    return { state: 'stale', message: problemMessage(error) };
  }
  return { state: 'refused', problem: error };
}
