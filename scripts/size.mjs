/**
 * Prints the gzip size of the JS each route needs, from the host build's manifest, and fails
 * over budget. A route's JS is the static import closure of the host entry plus the lazy chunks
 * that route loads (the signed-in or signed-out app, then the page), each with what they import.
 * Run `npm run size` (it builds the host first).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in kB (gzip): today's figures rounded up a little, so growth shows; lower them as the
 * shared layer and lazy sections make pages lighter.
 */
const LANGUAGE = 'id';
// One chunk per language in the host build (scripts/vite/every-page-chunks.mjs).
const EVERY_PAGE_CATALOGS = ['core', 'ui', 'kit', 'host'];
// The catalogs each part of the app loads (`src/locales/<language>.ts` of these packages).
const SIGNED_OUT_MESSAGES = ['core', 'ui', 'kit', 'public', 'host'];
const SHELL_MESSAGES = [
  'core',
  'ui',
  'kit',
  'host',
  'admin',
  'employee/section',
  'human-resource/section',
  'bizdev/section',
  'finance/section',
  'accounting-and-tax/section',
  'recruiter/section',
  'job-portal/section',
];
// Lowered with #29 (README, "Stories and budgets", has the table before and after): each section's
// route tree loads on its first visit (a department row counts its `routes.tsx`), the declarative
// router, the shell's menu, drawer and toasts, every page's dialogs, row menus, form dialogs and
// later tabs load just after the page shows, path builders are made from the patterns, and pages
// with many words load their own catalog. All under the issue's goals (home 150, a department's
// first page 190, a public link 135, sign-in 140). A budget is never raised.
const ROUTES = [
  { route: 'signed-out initial JS (index.html)', chunks: [], messages: [], budget: 75 },
  {
    route: '/sign-in until the form works',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/SignInPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    budget: 122.5,
  },
  {
    route: '/leaves/:token/approvalby/:email (public link)',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/LeaveApprovalPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    budget: 123,
  },
  {
    route: '/ (signed-in home)',
    chunks: ['SignedInApp.tsx', 'admin/src/pages/HomePage.tsx'],
    messages: SHELL_MESSAGES,
    budget: 149.8,
  },
  {
    route: '/user-management (admin)',
    chunks: ['SignedInApp.tsx', 'admin/src/pages/UserManagementPage.tsx'],
    messages: [...SHELL_MESSAGES, 'admin/pages/manage'],
    budget: 182,
  },
  {
    route: '/employee/profile (employee)',
    chunks: ['SignedInApp.tsx', 'employee/src/routes.tsx', 'employee/src/pages/ProfilePage.tsx'],
    // A department's messages are one catalog: each new page's words reach every page of it
    // (attendance and overtime pay added 0.8 kB here). Split catalogs per page past ~25 kB.
    messages: [...SHELL_MESSAGES, 'employee'],
    budget: 166.4,
  },
  {
    route: '/human-resource/employee (human resource)',
    chunks: [
      'SignedInApp.tsx',
      'human-resource/src/routes.tsx',
      'human-resource/src/pages/EmployeeListPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'human-resource'],
    budget: 184.2,
  },
  {
    route: '/bizdev/clients (business development)',
    chunks: ['SignedInApp.tsx', 'bizdev/src/routes.tsx', 'bizdev/src/pages/ClientListPage.tsx'],
    messages: [...SHELL_MESSAGES, 'bizdev'],
    budget: 175,
  },
  {
    route: '/finance/overtime (finance)',
    chunks: [
      'SignedInApp.tsx',
      'finance/src/routes.tsx',
      'finance/src/pages/OvertimeToBillPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'finance'],
    budget: 172,
  },
  {
    route: '/accounting-and-tax/ptkp-status (accounting and tax)',
    chunks: [
      'SignedInApp.tsx',
      'accounting-and-tax/src/routes.tsx',
      'accounting-and-tax/src/pages/PtkpStatusPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'accounting-and-tax'],
    budget: 154,
  },
  {
    route: '/recruiter/requirement/:id (recruiter)',
    chunks: [
      'SignedInApp.tsx',
      'recruiter/src/routes.tsx',
      'recruiter/src/pages/RequirementDetailPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'recruiter'],
    budget: 174.6,
  },
  {
    route: '/job-portal/job-vacancies/list (job portal)',
    chunks: [
      'SignedInApp.tsx',
      'job-portal/src/routes.tsx',
      'job-portal/src/pages/VacancyListPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'job-portal'],
    budget: 172.1,
  },
  {
    route: '/client/public/:requirement/cv-list (public link)',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/ClientCvListPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    budget: 125.5,
  },
];

/** Each route's JS (gzip kB) in a host build: its code and, apart, the messages it loads first. */
export function measure(dist = new URL('../host/dist/', import.meta.url).pathname) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    }
    return sizes.get(file);
  };
  function staticClosure(key, into) {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
    return into;
  }
  function keyOf(suffix) {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`No chunk for ${suffix} in the host build.`);
    return key;
  }
  /**
   * A package's catalog chunk, e.g. `admin`, `employee/section` or `admin/pages/manage`. The words
   * every page shows (ui, kit, host) are one chunk per language, `messages-<language>`.
   */
  function catalogKey(name) {
    if (EVERY_PAGE_CATALOGS.includes(name)) {
      return Object.keys(manifest).find((k) => manifest[k].name === `messages-${LANGUAGE}`) ?? null;
    }
    const [pkg, ...parts] = name.split('/');
    const part = parts.join('/');
    const dir = pkg === 'host' ? 'src' : `../packages/${pkg}/src`;
    const key = `${dir}/locales/${part ? `${part}/` : ''}${LANGUAGE}.ts`;
    return manifest[key] ? key : null;
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rows = ROUTES.map(({ route, chunks, messages, budget }) => {
    const keys = staticClosure(entryKey, new Set());
    for (const suffix of chunks) staticClosure(keyOf(suffix), keys);
    const catalogs = new Set();
    for (const name of messages) {
      const key = catalogKey(name);
      if (key) staticClosure(key, catalogs);
    }
    const code = new Set([...keys].map((key) => manifest[key].file));
    const texts = new Set(
      [...catalogs].map((key) => manifest[key].file).filter((f) => !code.has(f)),
    );
    const codeKb = [...code].reduce((sum, file) => sum + gzipKb(file), 0);
    const messagesKb = [...texts].reduce((sum, file) => sum + gzipKb(file), 0);
    const kb = codeKb + messagesKb;
    // Uncompressed bytes too: content-hashed chunk names change gzip by a few bytes, never length.
    const bytes = [...code, ...texts].reduce(
      (sum, file) => sum + statSync(join(dist, file)).size,
      0,
    );
    return { route, kb, messagesKb, budget, ok: kb <= budget, bytes };
  });
  const allJs = [...new Set(Object.values(manifest).map((m) => m.file))].filter((f) =>
    f.endsWith('.js'),
  );
  const allKb = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
  return { rows, allKb, chunkCount: allJs.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rows, allKb, chunkCount } = measure();
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(`${'route'.padEnd(width)}  kB gzip  of which messages (${LANGUAGE})  budget  result`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(7)}  ${row.messagesKb.toFixed(1).padStart(22)}  ${String(row.budget).padStart(6)}  ${row.ok ? 'ok' : 'OVER'}`,
    );
  }
  console.log(
    `\nEvery JS chunk of the host: ${allKb.toFixed(1)} kB in ${chunkCount} chunks, loaded on demand.`,
  );
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => row.route).join('; ')}.`);
    process.exit(1);
  }
}
