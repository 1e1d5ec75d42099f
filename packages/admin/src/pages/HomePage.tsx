import { describeFailure, useCurrentUser } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  formatNumber,
  LoadingState,
  PageHeader,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWaitingList } from '../hooks/useAccount';
import { firstName, greetingFor } from '../lib/greeting';
import { safeInAppPath } from '../lib/redirect';
import { type SectionFlag, sectionCards } from '../lib/sections';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: 'var(--sd-space-4)',
} as const;

/** `/`: a greeting, the sections this user may enter, and what waits for them. */
export function Component() {
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState label="Loading your home page…" />;
  if (me.isError) return <QueryFailure error={me.error} onRetry={() => void me.refetch()} />;
  const cards = sectionCards(me.data.sections as SectionFlag[]);

  return (
    <div className="sd-stack">
      <PageHeader
        title={`${greetingFor(new Date())}, ${firstName(me.data.user.name)}`}
        description="Open a section, or pick up what waits for you."
      />
      <WaitingForYou />
      <section aria-labelledby="home-sections" className="sd-stack">
        <h2 id="home-sections" className="sd-card__title">
          Your sections
        </h2>
        {cards.length === 0 ? (
          <EmptyState
            title="No sections yet"
            description="Your roles open no section. Ask an administrator for a role if you need one."
          />
        ) : (
          <div style={grid}>
            {cards.map((card) => (
              <Card key={card.id} title={<Link to={card.href}>{card.title}</Link>}>
                <p className="sd-text-muted" style={{ margin: 0 }}>
                  {card.description}
                </p>
              </Card>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** The "Waiting for you" list: approvals, failed mail, stale invitations and what areas add. */
function WaitingForYou() {
  const waiting = useWaitingList();
  let content: ReactNode;
  if (waiting.isPending) {
    content = <LoadingState rows={2} label="Loading what waits for you…" />;
  } else if (waiting.isError) {
    content = (
      <ErrorState
        message={describeFailure(waiting.error).message}
        onRetry={() => void waiting.refetch()}
      />
    );
  } else {
    const items = waiting.data.items.flatMap((item) => {
      const href = safeInAppPath(item.href);
      return href ? [{ ...item, href }] : [];
    });
    content =
      items.length === 0 ? (
        <EmptyState title="Nothing waits for you." />
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 'var(--sd-space-2)',
          }}
        >
          {items.map((item) => (
            <li key={item.key} className="sd-inline" style={{ justifyContent: 'space-between' }}>
              <Link to={item.href}>{item.title}</Link>
              <Badge tone="warning">{formatNumber(item.count)}</Badge>
            </li>
          ))}
        </ul>
      );
  }
  return <Card title="Waiting for you">{content}</Card>;
}
