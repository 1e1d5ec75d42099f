import type { Options } from 'tsup';

/** tsup options for a published package: ESM, `dist/` mirroring `src/`, types per entry. */
export function packageBuild(options: {
  /** The public entries: `{ index: 'src/index.ts', testing: 'src/testing/index.ts' }`. */
  entries: Record<string, string>;
  /** Whether the sources hold Lingui macros (every package with messages); true by default. */
  macros?: boolean;
}): Options;
