import { type RenderPageOptions, renderPage as renderWithStaffdesk } from '@staffdesk/core/testing';
import { ToastProvider } from '@staffdesk/ui';
import type { ReactNode } from 'react';

/** Renders a page as the host does (core's `renderPage`), with ui's toasts around the router. */
export function renderPage(page: ReactNode, options: RenderPageOptions) {
  return renderWithStaffdesk(page, { wrapper: ToastProvider, ...options });
}
