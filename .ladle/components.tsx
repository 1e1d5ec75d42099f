import type { GlobalProvider } from '@ladle/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import '../packages/ui/src/styles.css';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Every story renders inside `.sd-root` and Lingui's provider, as the host app does. */
export const Provider: GlobalProvider = ({ children }) => (
  <I18nProvider i18n={i18n}>
    <div className="sd-root" style={{ minHeight: '100%' }}>
      {children}
    </div>
  </I18nProvider>
);
