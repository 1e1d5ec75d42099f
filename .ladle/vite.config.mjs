// Ladle runs its own Vite 6; this only adds the workspace source condition so a story may import
// another workspace package (`@staffdesk/ui`) from its sources rather than its build.
import { linguiMacros } from '../scripts/lingui/vite-plugin.mjs';

export default {
  plugins: [linguiMacros()],
  resolve: {
    conditions: ['@staffdesk/source', 'module', 'browser', 'development|production'],
  },
};
