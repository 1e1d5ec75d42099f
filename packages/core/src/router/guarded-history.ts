import { UNSAFE_createBrowserHistory } from 'react-router';

/** react-router's history (browser or memory), as `unstable_HistoryRouter` takes it. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A navigation a guard may hold: where it goes, and how to let it go on later. */
export type HeldNavigation = {
  /** The path the user is on. */
  from: string;
  /** The path the navigation goes to. */
  to: string;
  /** Lets the held navigation go on (no guard is asked again). */
  proceed: () => void;
};

/** Answers true to hold a navigation (and keeps `proceed` for later), false to let it go. */
export type NavigationGuard = (navigation: HeldNavigation) => boolean;

/** A history whose navigations (links, `navigate`, the back and forward buttons) guards can hold. */
export type GuardedHistory = RouterHistory & {
  /** Adds a guard; returns the function that removes it. */
  guard: (guard: NavigationGuard) => () => void;
};

const pathOf = (to: Parameters<RouterHistory['push']>[0]) =>
  typeof to === 'string' ? new URL(to, 'http://x').pathname : (to.pathname ?? '');

/**
 * Wraps a react-router history (`UNSAFE_createBrowserHistory({ v5Compat: true })`, or a memory
 * one in tests) so that a form with unsaved changes can hold a navigation until the user answers:
 * the declarative router's stand-in for the data router's `useBlocker`. A held push or replace
 * waits; a held back or forward is undone at once and redone on `proceed`.
 */
export function guardHistory(history: RouterHistory): GuardedHistory {
  const guards = new Set<NavigationGuard>();
  /** The pops the wrapper makes itself: one undoing a held pop, or one redoing it. */
  let ownPops = 0;
  /** Whether a guard holds the navigation from `from` to `to` (it keeps `proceed` to go on later). */
  const held = (from: string, to: string, proceed: () => void) =>
    [...guards].some((guard) => guard({ from, to, proceed }));
  let shown = history.location.pathname;

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      const go = () => history.push(to, state);
      if (!held(history.location.pathname, pathOf(to), go)) go();
    },
    replace(to, state) {
      const go = () => history.replace(to, state);
      if (!held(history.location.pathname, pathOf(to), go)) go();
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (ownPops > 0 && update.action === 'POP') {
          ownPops -= 1;
          if (update.location.pathname === shown) return;
        } else if (update.action === 'POP' && update.delta) {
          const delta = update.delta;
          const redo = () => {
            ownPops += 1;
            history.go(delta);
          };
          if (held(shown, update.location.pathname, redo)) {
            ownPops += 1;
            history.go(-delta);
            return;
          }
        }
        shown = update.location.pathname;
        listener(update);
      });
    },
    guard(guard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}

/** The browser's history, guarded: what the host's router navigates. */
export function createGuardedBrowserHistory(): GuardedHistory {
  return guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** Whether a router's navigator is a guarded history (the host's), so guards can be added. */
export function isGuardedHistory(navigator: unknown): navigator is GuardedHistory {
  return typeof (navigator as Partial<GuardedHistory> | null)?.guard === 'function';
}
