import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { needsLinguiMacros, transformLinguiMacros } from './transform.mjs';

/** esbuild plugin for tsup: compiles Lingui macros in a package's own sources. */
export function linguiMacrosEsbuild() {
  return {
    name: 'staffdesk:lingui-macros',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const code = await readFile(args.path, 'utf8');
        if (!needsLinguiMacros(args.path, code)) return undefined;
        const result = await transformLinguiMacros(code, args.path);
        return { contents: result.code, loader: extname(args.path).slice(1).replace(/^[cm]/, '') };
      });
    },
  };
}
