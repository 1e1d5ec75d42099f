import { defineConfig } from 'vitest/config';

/**
 * Every front-end package's tests (the department packages, ui, core, kit, api, id-payroll and the
 * host) in one vitest run: one process whose workers take the next file from whichever package
 * still has files, instead of fourteen runs that each start vitest, Vite and their workers again
 * and leave a core idle while the slowest files of a package finish. Each package keeps its own
 * config (jsdom or node, setup files, `resolve.conditions`), so `npm test -w <package>` runs the
 * same tests alone. The server has its own suite and command (`npm test -w @staffdesk/server`).
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'host/vitest.config.ts'],
  },
});
