import type { Plugin } from 'vite';

export function linguiMacros(options?: { stripMessages?: boolean }): Plugin;
