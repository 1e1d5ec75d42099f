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
// Budgets last raised with recruiting (#16): 39 new lazy routes (recruiter, job portal, on-boarding,
// referrals, six public pages) and two sections' menus cost every signed-in page 5.8 kB (4.7 kB of
// route table, 1.1 kB of menu words) and every public page 0.9 kB. The fix is a lazy route tree per
// section (the shell keeping only the menus); see the closing note of #16. Then the team page and a
// client's requirement tab (#16): +0.1 to 0.2 kB on every signed-in page (a route and a menu entry),
// +0.3 kB on business development's client pages (the tab), +0.6 kB on the requirement page (kit's
// requirement cells, now shared with business development). Then business development's interview
// calendar and recruiting's documents (#16): two routes and two menu entries, +0.2 to 0.3 kB on every
// signed-in page.
// Lowered with #28: lazy pages' preload lists leave out the chunks already loaded (-0.8 kB on every
// signed-in page, after the month's new routes and menu entries took 0.3 kB), and HR's employee
// list no longer imports the placement form for one constant (-21 kB).
const ROUTES = [
  { route: 'signed-out initial JS (index.html)', chunks: [], messages: [], budget: 80 },
  {
    route: '/sign-in until the form works',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/SignInPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    // 145 had no margin left: the same code measured 145.0 "ok" and "over" on two builds (gzip of
    // chunk names that change), so 0.2 kB of room, as the other routes have.
    budget: 145.2,
  },
  {
    route: '/leaves/:token/approvalby/:email (public link)',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/LeaveApprovalPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    budget: 148.2,
  },
  {
    route: '/ (signed-in home)',
    chunks: ['SignedInApp.tsx', 'admin/src/pages/HomePage.tsx'],
    messages: SHELL_MESSAGES,
    // 200 until overtime (17 lazy routes in four packages) and the finance section came: the shell
    // carries every lazy route's chunk list and each section's menu words (+1.7 kB in all). The
    // accounting and tax section added 1.3 kB to every signed-in route, and payroll's 20 lazy routes
    // and menu words (#15) 1.9 kB more: each new page costs every page ~0.1 kB until the section
    // menus load lazily (see the closing note of #15). Recruiting (#16): +5.8 kB, as above.
    budget: 210.7,
  },
  {
    route: '/user-management (admin)',
    chunks: ['SignedInApp.tsx', 'admin/src/pages/UserManagementPage.tsx'],
    messages: SHELL_MESSAGES,
    budget: 253.4,
  },
  {
    route: '/employee/profile (employee)',
    chunks: ['SignedInApp.tsx', 'employee/src/routes.tsx', 'employee/src/pages/ProfilePage.tsx'],
    // A department's messages are one catalog: each new page's words reach every page of it
    // (attendance and overtime pay added 0.8 kB here). Split catalogs per page past ~25 kB.
    messages: [...SHELL_MESSAGES, 'employee'],
    budget: 248.5,
  },
  {
    route: '/human-resource/employee (human resource)',
    chunks: [
      'SignedInApp.tsx',
      'human-resource/src/routes.tsx',
      'human-resource/src/pages/EmployeeListPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'human-resource'],
    budget: 242.9,
  },
  {
    route: '/bizdev/clients (business development)',
    chunks: ['SignedInApp.tsx', 'bizdev/src/routes.tsx', 'bizdev/src/pages/ClientListPage.tsx'],
    messages: [...SHELL_MESSAGES, 'bizdev'],
    budget: 235.4,
  },
  {
    route: '/finance/overtime (finance)',
    chunks: [
      'SignedInApp.tsx',
      'finance/src/routes.tsx',
      'finance/src/pages/OvertimeToBillPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'finance'],
    budget: 229.2,
  },
  {
    route: '/accounting-and-tax/ptkp-status (accounting and tax)',
    chunks: [
      'SignedInApp.tsx',
      'accounting-and-tax/src/routes.tsx',
      'accounting-and-tax/src/pages/PtkpStatusPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'accounting-and-tax'],
    budget: 213.4,
  },
  {
    route: '/recruiter/requirement/:id (recruiter)',
    chunks: [
      'SignedInApp.tsx',
      'recruiter/src/routes.tsx',
      'recruiter/src/pages/RequirementDetailPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'recruiter'],
    budget: 267.5,
  },
  {
    route: '/job-portal/job-vacancies/list (job portal)',
    chunks: [
      'SignedInApp.tsx',
      'job-portal/src/routes.tsx',
      'job-portal/src/pages/VacancyListPage.tsx',
    ],
    messages: [...SHELL_MESSAGES, 'job-portal'],
    budget: 229.4,
  },
  {
    route: '/client/public/:requirement/cv-list (public link)',
    chunks: ['SignedOutApp.tsx', 'public/src/pages/ClientCvListPage.tsx'],
    messages: SIGNED_OUT_MESSAGES,
    budget: 150.7,
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
  /** A package's catalog chunk, e.g. `admin` or `employee/section`; none when it is in a chunk. */
  function catalogKey(name) {
    const [pkg, part] = name.split('/');
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
