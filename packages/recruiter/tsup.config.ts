import { defineConfig } from 'tsup';
import { packageBuild } from '../../scripts/packaging/tsup-package.mjs';

export default defineConfig(packageBuild({ entries: { index: 'src/index.ts' } }));
