import { formatter } from '@lingui/format-po';

/**
 * The Lingui configuration every package shares: English is the source, Indonesian the
 * translation; each package keeps its catalogs beside its code in `src/locales/{en,id}.po`, compiled
 * to `src/locales/{en,id}.ts` (what the package loads at run time).
 *
 * @param {string} rootDir the package directory
 * @returns {import('@lingui/conf').LinguiConfig}
 */
export function packageLinguiConfig(rootDir) {
  return {
    rootDir,
    sourceLocale: 'en',
    locales: ['en', 'id'],
    fallbackLocales: { default: 'en' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}',
        include: ['<rootDir>/src'],
        exclude: [
          '**/node_modules/**',
          '**/*.test.ts',
          '**/*.test.tsx',
          '**/*.stories.tsx',
          '**/testing.tsx',
          '**/testing/**',
          '**/generated/**',
          '**/locales/**',
        ],
      },
    ],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    compileNamespace: 'ts',
  };
}
