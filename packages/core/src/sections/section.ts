import type { RouteObject } from 'react-router';
import type { SectionId } from '../flags/flags';

export type SectionNavItem = {
  id: string;
  label: string;
  /** Absolute path, from `paths`. */
  href: string;
  /** Listed only for users holding this permission (the page still checks on the server). */
  permission?: string;
};

/**
 * What a department package exports: its part of the app. The host mounts `routes` under
 * `basePath`, guards them with `flag`, and lists `nav` in the side navigation.
 */
export type StaffdeskSection = {
  id: string;
  /** Where the section lives, e.g. `/human-resource`; `/` for the general pages. */
  basePath: string;
  /** The flag that guards it; null for pages every signed-in user may open. */
  flag: SectionId | null;
  title: string;
  nav: SectionNavItem[];
  /** react-router route objects relative to `basePath`; pages load lazily. */
  routes: RouteObject[];
};
