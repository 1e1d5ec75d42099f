import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import { Badge, Card, EmptyState, formatNumber, LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWaitingList } from '../hooks/useAccount';
import { safeInAppPath } from '../lib/redirect';

/**
 * "Waiting for you": approvals, failed mail, stale invitations and what each area adds, as counts
 * with links. `under` keeps only what lies under a section's path (its landing page).
 */
export function WaitingList({ under, title }: { under?: string; title?: string }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const waiting = useWaitingList();
  let content: ReactNode;
  if (waiting.isPending) {
    content = <LoadingState rows={2} label={t`Loading what waits for you…`} />;
  } else if (waiting.isError) {
    content = <QueryFailure error={waiting.error} onRetry={() => void waiting.refetch()} />;
  } else {
    const items = waiting.data.items.flatMap((item) => {
      const href = safeInAppPath(item.href);
      if (!href) return [];
      if (under && href !== under && !href.startsWith(`${under}/`)) return [];
      // The server writes each sentence in every language: the one the page speaks, also after a switch.
      return [{ ...item, href, title: item.titles[locale] }];
    });
    content =
      items.length === 0 ? (
        <EmptyState title={t`Nothing waits for you.`} />
      ) : (
        <ul className="sd-waiting-list">
          {items.map((item) => (
            <li key={item.key} className="sd-waiting-list__item">
              <Link to={item.href}>{item.title}</Link>
              <Badge tone="warning">{formatNumber(item.count)}</Badge>
            </li>
          ))}
        </ul>
      );
  }
  return <Card title={title ?? t`Waiting for you`}>{content}</Card>;
}
