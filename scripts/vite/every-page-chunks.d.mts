import type { CodeSplittingGroup } from 'rolldown';

/** What the entry runs first: React, Lingui's core and core's English words. */
export const bootChunk: CodeSplittingGroup;
/** The code both route sets run before a page shows. */
export const everyPageCode: CodeSplittingGroup;
/** The words every page shows, one chunk per language (`messages-<locale>`). */
export const everyPageMessages: CodeSplittingGroup;
