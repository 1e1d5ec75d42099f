import type { Plugin } from 'esbuild';

export function linguiMacrosEsbuild(): Plugin;
