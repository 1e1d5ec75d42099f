import type { Plugin } from 'vite';

export function preloadOnlyMissing(): {
  plugin: Plugin;
  resolveDependencies: (
    fileName: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
};
