// Lingui's macros (`t`, `msg`, `plural` from @lingui/core/macro; `Trans`, `Plural`, `useLingui`
// from @lingui/react/macro) are compiled away at build time by Lingui's own Babel plugin. Vite 8
// and tsup no longer run Babel, so this runs it on just the files that import a macro, keeping
// TypeScript and JSX as they are for the bundler to compile.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { makeConfig } from '@lingui/conf';

// The macros need only Lingui's defaults (no catalogs), whichever folder the build runs in.
const linguiConfig = makeConfig({}, { skipValidation: true });

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** True when `id` is a source file of ours that imports a Lingui macro. */
export function needsLinguiMacros(id, code) {
  return SOURCE_FILE.test(id) && !id.includes('/node_modules/') && MACRO_IMPORT.test(code);
}

/**
 * Compiles the macros of one file. Messages keep their English source text unless the build is
 * for production, where only the ids remain and the compiled catalogs carry the text.
 */
export async function transformLinguiMacros(code, filename, { production = false } = {}) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacro, { linguiConfig, stripNonEssentialFields: production }]],
  });
  return { code: result?.code ?? code, map: result?.map ?? null };
}
