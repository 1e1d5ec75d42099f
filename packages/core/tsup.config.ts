import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/packaging/tsup-package.mjs';

// The test harness is its own entry (`./testing`), so the main entry never loads vitest or
// Testing Library.
export default defineConfig(
  packageBuild({ entries: { index: 'src/index.ts', testing: 'src/testing/index.ts' } }),
);
