import { formatter } from '@lingui/format-po';

const NOT_MESSAGES = [
  '**/node_modules/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/testing.tsx',
  '**/testing/**',
  '**/generated/**',
  '**/locales/**',
];

/**
 * The Lingui configuration every package shares: English is the source, Indonesian the
 * translation; each package keeps its catalogs beside its code in `src/locales/{en,id}.po`, compiled
 * to `src/locales/{en,id}.ts` (what the package loads at run time).
 *
 * A department package with `navigation: true` keeps the words of its `src/section.tsx` (its
 * title and menu) in a catalog of their own, `src/locales/section/`: the shell loads those for
 * every section at once, and a section's other messages only when one of its pages is opened.
 *
 * `pages` gives a page its own catalog, `src/locales/pages/<name>/`, of the listed files (relative
 * to the package): the page loads it when it opens, so a large page's words do not weigh on every
 * other page of the package (e.g. the PIC's timesheet link on the sign-in page).
 *
 * @param {string} rootDir the package directory
 * @param {{ navigation?: boolean, pages?: Record<string, string[]> }} [options]
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function packageLinguiConfig(rootDir, { navigation = false, pages = {} } = {}) {
  const section = '<rootDir>/src/section.tsx';
  const pageFiles = Object.values(pages).flatMap((files) => files.map((f) => `<rootDir>/${f}`));
  return {
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'id'],
    fallbackLocales: { default: 'en' },
    catalogs: [
      ...(navigation
        ? [{ path: '<rootDir>/src/locales/section/{locale}', include: [section], exclude: [] }]
        : []),
      ...Object.entries(pages).map(([name, files]) => ({
        path: `<rootDir>/src/locales/pages/${name}/{locale}`,
        include: files.map((f) => `<rootDir>/${f}`),
        exclude: [],
      })),
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src'],
        exclude: [...NOT_MESSAGES, ...(navigation ? [section] : []), ...pageFiles],
      },
    ],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    compileNamespace: 'ts',
  };
}
