import { Trans, useLingui } from '@lingui/react/macro';
import { useVisibleSections } from '@staffdesk/core';
import { NotFound } from '@staffdesk/kit';
import { LoadingState, PageHeader } from '@staffdesk/ui';
import { useLocation } from 'react-router';
import { pageCards, SectionCards } from '../components/SectionCards';
import { WaitingList } from '../components/WaitingList';

/**
 * A section's own address (`/human-resource`, `/bizdev`, ...): what waits for the user in this
 * section, and the section's pages they may open.
 */
export function Component() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { sections, isPending } = useVisibleSections();
  if (isPending) return <LoadingState label={t`Loading…`} />;
  const basePath = pathname.replace(/\/+$/, '');
  const section = sections.find((s) => s.basePath === basePath);
  if (!section) return <NotFound />;
  const { title } = section;
  return (
    <div className="sd-stack">
      <PageHeader title={section.title} description={section.description} />
      <WaitingList under={section.basePath} title={t`Waiting for you in ${title}`} />
      <section aria-labelledby="section-pages" className="sd-stack">
        <h2 id="section-pages" className="sd-card__title">
          <Trans>Pages</Trans>
        </h2>
        <SectionCards items={pageCards(section.nav)} label={t`${title} pages`} />
      </section>
    </div>
  );
}
