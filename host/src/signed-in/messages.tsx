import { adminCatalog } from '@staffdesk/admin';
import { type MessageCatalog, useCatalogs } from '@staffdesk/core';
import type { ReactNode } from 'react';
import { LoadingOverlayWhileMounted } from '../locale';
import { SECTIONS_IN_APP } from './sections';

/** The messages of every section's title and menu and of the general pages, loaded with the shell. */
const SHELL_MESSAGES = [
  adminCatalog,
  ...SECTIONS_IN_APP.flatMap((section) =>
    section.navigationMessages ? [section.navigationMessages] : [],
  ),
];

/**
 * What the shell shows at once, in the language shown: the general pages (home, profile) and every
 * section's title and menu; the loading overlay stays up until they are there.
 */
export function ShellMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(...SHELL_MESSAGES);
  return ready ? children : <LoadingOverlayWhileMounted />;
}

/** A section's (or the public links') own messages, loaded when one of its pages is opened. */
export function PageMessages({
  catalog,
  children,
}: {
  catalog: MessageCatalog;
  children: ReactNode;
}) {
  const ready = useCatalogs(catalog);
  return ready ? children : <LoadingOverlayWhileMounted />;
}
