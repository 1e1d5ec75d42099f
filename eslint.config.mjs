// ESLint runs two rule families that Biome has no equivalent for: Lingui's, so that no
// user-visible string is left out of translation, and eslint-plugin-regexp's super-linear checks,
// so that no regular expression of the server can be made to run for seconds by crafted text.
// Everything else (style, correctness) is Biome's.
import tsParser from '@typescript-eslint/parser';
import lingui from 'eslint-plugin-lingui';
import regexp from 'eslint-plugin-regexp';

export default [
  {
    // All of the server: besides CVs and spreadsheets, request fields reach many patterns.
    files: ['server/src/**/*.{ts,mjs}'],
    languageOptions: { parser: tsParser },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*.stories.ts',
      '**/testing.tsx',
      '**/testing/**',
      '**/generated/**',
      '**/locales/**',
      'packages/api/**',
      'packages/id-payroll/**',
    ],
    languageOptions: {
      parser: tsParser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // not words: paths, URLs, ids, CSS, MIME types, ISO dates, code-like tokens
            '^[a-z0-9]+([-_./:@#?=&%+*][a-zA-Z0-9{}]*)+$',
            '^[a-z][a-zA-Z0-9]*$',
            '^[A-Z0-9_]+$',
            '^(https?:|mailto:|/)',
            // CSS values in style objects
            'var\\(--',
            '^-?\\d+(\\.\\d+)?(rem|px|em|ch|%|vh|vw|fr|s|ms)?$',
            '^(flex|grid|block|inline|none|auto|center|wrap|nowrap|hidden|solid|bold|normal)(-[a-z]+)*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|style|id|key|type|role|name|href|to|src|rel|target|method|autoComplete|inputMode|variant|tone|size|icon|as|mode|lang|dir|encType|accept|form|htmlFor|pattern|testId|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|expanded|hidden|sort))$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            // CSS properties in style objects
            {
              regex: {
                pattern:
                  '^(max|min)?(Width|Height)$|^(width|height|margin|padding|gap|display|position|inset|top|left|right|bottom|overflow|background|color|border|borderRadius|boxShadow|font|fontFamily|fontSize|fontWeight|lineHeight|textAlign|whiteSpace|backdropFilter|flex|flexDirection|flexWrap|alignItems|justifyContent|gridTemplateColumns|zIndex|opacity|transform|transition|cursor|objectFit|verticalAlign)$',
              },
            },
            {
              regex: {
                pattern:
                  '(Key|Path|Url|URL|Id|Ids|Class|ClassName|Pattern|Format|Type|Status|Kind|Mode)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'log',
            'DOMException',
            'ChunkLoadError',
            'Error',
            'StaffdeskError',
            'URL',
            'URLSearchParams',
            'fetch',
            'document.*',
            'window.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getElementById',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setAttribute',
            '*.getAttribute',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            '*.append',
            '*.GET',
            '*.POST',
            '*.PUT',
            '*.PATCH',
            '*.DELETE',
            'mainQueryKey',
            'queryOptions',
            'useQuery',
            'useMutation',
            'useSearchParams',
            'useParams',
            'navigate',
            'Intl.*',
            'new Intl.*',
            'import',
            'require',
            'cx',
            'matchMedia',
            '*.matchMedia',
            'generatePath',
            'lazy',
            'sectionRoute',
          ],
        },
      ],
    },
  },
];
