import { relativePattern } from '@staffdesk/api/links';
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { SectionId } from '../flags/flags';
import type { MessageCatalog } from '../i18n/catalogs';
import { textOf, type Words } from '../i18n/text';

/** A section's words: a message (`msg\`Employees\``) so they follow the language shown. */
export type SectionText = Words;

export type SectionNavItem = {
  id: string;
  label: SectionText;
  /** Absolute path, from `paths`. */
  href: string;
  /** An icon (e.g. from lucide-react), shown beside the label and alone when the menu is narrow. */
  icon?: ReactNode;
  /**
   * Listed only for users holding this permission, or one of these (the page still checks on the
   * server). The same rule hides the page's card on home and its link on the section's landing.
   */
  permission?: string | readonly string[];
  /**
   * Listed only for these users too: `team-managers`, employees who are someone's line manager
   * (`/me` answers `managesTeam`). The page itself still opens for others, and shows them nothing.
   */
  audience?: 'team-managers';
  /** A line for the section's landing page: what the page is for. */
  description?: SectionText;
};

/**
 * A section's route tree, loaded on the section's first visit:
 * `() => import('./routes').then((module) => module.humanResourceRoutes)`. Its pages load lazily in
 * turn, so a page added to one section costs no other section (and not the shell) a byte.
 */
export type LazySectionRoutes = () => Promise<RouteObject[]>;

/**
 * What a department package exports: its part of the app, a small descriptor. The host mounts the
 * descriptor (its words, menu and guard) at once, and `routes` under `basePath` on first visit.
 */
export type StaffdeskSection = {
  id: string;
  /** Where the section lives, e.g. `/human-resource`; `/` for the general pages. */
  basePath: string;
  /** The flag that guards it; null for pages every signed-in user may open. */
  flag: SectionId | null;
  title: SectionText;
  /** One sentence for the section's card on home: only what is built. */
  description?: SectionText;
  /** The section's icon on home and on its landing page. */
  icon?: ReactNode;
  /** Only for users whose account is linked to an employee record (self-service). */
  requiresEmployeeRecord?: boolean;
  nav: SectionNavItem[];
  /**
   * react-router route objects relative to `basePath`: loaded on the section's first visit (a
   * department's `routes.tsx`, the one place its pages are bound to their addresses); the general
   * pages at `/` (home, profile) are listed at once.
   */
  routes: RouteObject[] | LazySectionRoutes;
  /** The messages of `title`, `description` and `nav`, loaded with the shell for every section. */
  navigationMessages?: MessageCatalog;
  /** The messages of the section's pages, loaded when one of its pages is first opened. */
  messages?: MessageCatalog;
};

/** What decides whether a user sees a section and its pages. */
export type SectionViewer = {
  /** May the user enter the section (its flag, or super access)? */
  canEnter: (flag: SectionId) => boolean;
  /** Does the user hold the permission (super access holds all)? */
  holds: (permission: string) => boolean;
  /** Is the account linked to an employee record? */
  isEmployee: boolean;
  /** Is that employee someone's line manager? */
  managesTeam?: boolean;
};

/**
 * Whether a nav item is shown: it has no permission, or the user holds one of its permissions;
 * and, for a team managers' page, the user manages a team.
 */
export function mayOpenNavItem(item: SectionNavItem, viewer: SectionViewer): boolean {
  if (item.audience === 'team-managers' && !viewer.managesTeam) return false;
  if (item.permission === undefined) return true;
  const wanted = typeof item.permission === 'string' ? [item.permission] : item.permission;
  return wanted.some((permission) => viewer.holds(permission));
}

/** A nav item as shown: its words in the language shown. */
export type ShownNavItem = Omit<SectionNavItem, 'label' | 'description'> & {
  label: string;
  description?: string;
};

/** A section as shown: its words in the language shown, only the pages the user may open. */
export type ShownSection = Omit<StaffdeskSection, 'title' | 'description' | 'nav'> & {
  title: string;
  description?: string;
  nav: ShownNavItem[];
};

function shown(text: SectionText | undefined): string | undefined {
  return text === undefined ? undefined : textOf(text);
}

/**
 * The sections a user sees, each with only the pages they may open; a section whose pages are all
 * hidden is left out. The one rule behind the navigation, the home cards and the landing pages.
 * Their words come out in the language shown.
 */
export function visibleSections(
  sections: readonly StaffdeskSection[],
  viewer: SectionViewer,
): ShownSection[] {
  return sections.flatMap((section) => {
    if (section.flag !== null && !viewer.canEnter(section.flag)) return [];
    if (section.requiresEmployeeRecord && !viewer.isEmployee) return [];
    const nav = section.nav
      .filter((item) => mayOpenNavItem(item, viewer))
      .map((item) => ({
        ...item,
        label: textOf(item.label),
        description: shown(item.description),
      }));
    return nav.length === 0
      ? []
      : [
          {
            ...section,
            title: textOf(section.title),
            description: shown(section.description),
            nav,
          },
        ];
  });
}

/**
 * A section's route for one of `routePatterns`, relative to the section's base path; the base
 * path itself becomes the index route. Pages load lazily (`lazyPage(() => import(...))`).
 */
export function sectionRoute(pattern: string, basePath: string, page: ReactElement): RouteObject {
  const path = relativePattern(pattern, basePath);
  return path === '' ? { index: true, element: page } : { path, element: page };
}
