import { adminSection } from '@staffdesk/admin';
import type { StaffdeskSection } from '@staffdesk/core';

/**
 * The department sections this build composes, in navigation order. The general pages
 * (home, users, profile, email) come first and live at the root.
 */
export const SECTIONS_IN_APP: StaffdeskSection[] = [adminSection];
