import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import {
  preloadDeferredComponents,
  preloadDialogs,
  preloadImportDialog,
  preloadRowActionsMenu,
} from '@staffdesk/ui';
import { cleanup, configure } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';

// Components read their messages through Lingui. Tests run in English, the source language, from
// the messages in the code (no compiled catalog needed); a test that wants Indonesian loads a
// package's catalog and activates `id` itself.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// ui's dialogs and row menus load their code just after a page shows; tests have it from the start, as a page
// that has been open a moment has.
await Promise.all([preloadDialogs(), preloadImportDialog(), preloadRowActionsMenu()]);
// So do the pages' deferred parts (`deferredComponent`: form dialogs, tabs after the first), made
// when the test file imported their pages, after this file ran.
beforeAll(() => preloadDeferredComponents());

// Every render gets Lingui's context, as StaffdeskProvider gives it in the app (without a
// subscription: StaffdeskProvider renders everything again when the language changes).
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const core = await import('@lingui/core');
  const lingui = { i18n: core.i18n, _: core.i18n.t.bind(core.i18n) };
  type Wrapper = (props: { children: ReactNode }) => ReactNode;
  const withI18n =
    (Inner?: Wrapper): Wrapper =>
    ({ children }) =>
      createElement(
        LinguiContext.Provider,
        { value: lingui },
        Inner ? createElement(Inner, null, children) : createElement(Fragment, null, children),
      );
  type Options = { wrapper?: unknown } & Record<string, unknown>;
  const render = (ui: Parameters<typeof library.render>[0], options: Options = {}) =>
    library.render(ui, { ...options, wrapper: withI18n(options.wrapper as Wrapper | undefined) });
  const renderHook = (callback: (props: unknown) => unknown, options: Options = {}) =>
    library.renderHook(callback, {
      ...options,
      wrapper: withI18n(options.wrapper as Wrapper | undefined),
    });
  return { ...library, render, renderHook };
});

// findBy* and waitFor wait up to 4 s instead of 1 s: on a loaded two-core machine a page's first
// render with its fake answers can take longer than a second, and a slow pass is still a pass.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  if (i18n.locale !== 'en') i18n.activate('en');
});
