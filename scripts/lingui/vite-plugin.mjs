import { needsLinguiMacros, transformLinguiMacros } from './transform.mjs';

/**
 * Vite (and Vitest, Ladle) plugin: compiles Lingui macros before Vite's own TypeScript/JSX
 * transform. With `stripMessages`, a production build keeps only message ids, and the text comes
 * from the compiled catalogs the app loads (the host does this; stories and tests keep the text).
 */
export function linguiMacros({ stripMessages = false } = {}) {
  let production = false;
  return {
    name: 'staffdesk:lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = stripMessages && config.isProduction;
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!needsLinguiMacros(file, code)) return null;
      return transformLinguiMacros(code, file, { production });
    },
  };
}
