import { COPYRIGHT_YEAR, rememberChosenLocale, useLocale, VERSION } from '@staffdesk/core';
import { LanguageSwitch, PublicCard } from '@staffdesk/ui';
import type { ReactNode } from 'react';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Staffdesk';

/**
 * The card layout every signed-out page uses: company name with the language switch, one card,
 * a plain footer. A reader's choice is remembered for the next signed-out page in this browser.
 */
export function PublicPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { locale, setLocale } = useLocale();
  return (
    <PublicCard
      company={
        <>
          <span className="sd-public-brand">{PRODUCT_NAME}</span>
          <LanguageSwitch
            locale={locale}
            onChange={(next) => {
              rememberChosenLocale(next);
              setLocale(next);
            }}
          />
        </>
      }
      title={title}
      footer={`${PRODUCT_NAME} ${VERSION} · © ${COPYRIGHT_YEAR}`}
    >
      {children}
    </PublicCard>
  );
}
