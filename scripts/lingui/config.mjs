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
 * @param {string} rootDir the package directory
 * @param {{ navigation?: boolean }} [options]
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function packageLinguiConfig(rootDir, { navigation = false } = {}) {
  const section = '<rootDir>/src/section.tsx';
  return {
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'id'],
    fallbackLocales: { default: 'en' },
    catalogs: [
      ...(navigation
        ? [{ path: '<rootDir>/src/locales/section/{locale}', include: [section], exclude: [] }]
        : []),
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src'],
        exclude: navigation ? [...NOT_MESSAGES, section] : NOT_MESSAGES,
      },
    ],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    compileNamespace: 'ts',
  };
}
