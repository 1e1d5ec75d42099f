import { AppSectionsProvider, GuardedBrowserRouter, StaffdeskProvider } from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { publicLinkRoutes } from '@staffdesk/public';
import { ToastProvider, uiCatalog } from '@staffdesk/ui';
import { DocumentLanguage, LoadingOverlayWhileMounted } from '../locale';
import { hostCatalog } from '../locales/catalog';
import { ShellMessages } from './messages';
import { SECTIONS_IN_APP } from './sections';
import { preloadAt, SignedInRoutes } from './signed-in-routes';

/** The messages of the shell and of what every signed-in page shows, loaded before it shows. */
const SHELL_CATALOGS = [uiCatalog, kitCatalog, hostCatalog];

preloadAt(SECTIONS_IN_APP, publicLinkRoutes, window.location.pathname);

/** The signed-in route set (loaded as its own chunk). */
export default function SignedInApp() {
  return (
    <StaffdeskProvider catalogs={SHELL_CATALOGS} fallback={<LoadingOverlayWhileMounted />}>
      <DocumentLanguage />
      <ShellMessages>
        <AppSectionsProvider sections={SECTIONS_IN_APP}>
          <ToastProvider>
            <GuardedBrowserRouter>
              <SignedInRoutes sections={SECTIONS_IN_APP} publicLinks={publicLinkRoutes} />
            </GuardedBrowserRouter>
          </ToastProvider>
        </AppSectionsProvider>
      </ShellMessages>
    </StaffdeskProvider>
  );
}
