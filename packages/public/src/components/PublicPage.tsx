import { COPYRIGHT_YEAR, VERSION } from '@staffdesk/core';
import { PublicCard } from '@staffdesk/ui';
import type { ReactNode } from 'react';

/** The card layout every signed-out page uses: company name, one card, a plain footer. */
export function PublicPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <PublicCard
      company={<span className="sd-public-brand">Staffdesk</span>}
      title={title}
      footer={`Staffdesk ${VERSION} · © ${COPYRIGHT_YEAR}`}
    >
      {children}
    </PublicCard>
  );
}
