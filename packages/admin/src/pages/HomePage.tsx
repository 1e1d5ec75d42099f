import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser, useVisibleSections } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import { EmptyState, LoadingState, PageHeader } from '@staffdesk/ui';
import { SectionCards } from '../components/SectionCards';
import { WaitingList } from '../components/WaitingList';
import { firstName, greetingFor } from '../lib/greeting';

/**
 * `/`: a greeting, what waits for the user, and a card for each section they may open: the
 * sections built into this app, filtered by the same rule as the navigation.
 */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const { sections } = useVisibleSections();
  if (me.isPending) return <LoadingState label={t`Loading your home page…`} />;
  if (me.isError) return <QueryFailure error={me.error} onRetry={() => void me.refetch()} />;
  const cards = sections
    .filter((section) => section.basePath !== '/')
    .map((section) => ({
      id: section.id,
      title: section.title,
      href: section.basePath,
      description: section.description,
      icon: section.icon,
    }));

  return (
    <div className="sd-stack">
      <PageHeader
        title={greetingFor(new Date(), firstName(me.data.user.name))}
        description={t`Open a section, or pick up what waits for you.`}
      />
      <WaitingList />
      <section aria-labelledby="home-sections" className="sd-stack">
        <h2 id="home-sections" className="sd-card__title">
          <Trans>Your sections</Trans>
        </h2>
        {cards.length === 0 ? (
          <EmptyState
            title={t`No sections yet`}
            description={
              me.data.superAccess || me.data.sections.length > 0
                ? t`The sections of your roles are not in this version of Staffdesk yet. Your profile and password are in the menu at the top right.`
                : t`Your roles open no section. Ask an administrator for a role if you need one.`
            }
          />
        ) : (
          <SectionCards items={cards} label={t`Your sections`} />
        )}
      </section>
    </div>
  );
}
